#!/usr/bin/env node
// Finds the names shared's barrel (shared/src/index.ts, and the subpath entries
// `@oak/shared/<domain>` that read the same domain indexes) exports that nothing
// outside their own file uses. Part of `npm run lint`, so a new export that no
// package needs fails CI: shared holds what is shared (issue 20).
//
// Every file is only parsed, never type-checked, which keeps the check to a few
// seconds. A name counts as used when another file imports it: a package through
// `@oak/shared` (named imports, or the properties read off a default or namespace
// import, as the benches do), or another shared file through a relative import.
// A type named in the signature of another exported declaration that is used
// counts as used too, since a caller may need to name it; so does a value the
// signature names with `typeof` (the list a union type is read from, the schema
// a type is inferred from), which the lint's no-unused-vars wants exported. A
// name the product reads only inside its own file, which its spec imports, is
// fine too (the spec checks it alone). What is left falls in three groups, each
// listed with file:line:
// - used only by tests (specs, e2e, test helpers), no product code reads it;
// - used only inside its own file: its `export` can go;
// - used nowhere: dead code.
// The names in KEPT (unused-exports.kept.mjs, beside this file) are deliberate:
// each is the spec's, for a family not built yet. `--verbose` also lists the
// names that are used only inside shared.
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { KEPT } from './unused-exports.kept.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const ts = require('typescript');
const verbose = process.argv.includes('--verbose');

/** The packages that import `@oak/shared`. */
const CONSUMERS = ['cloud', 'console', 'simulator', 'agent', 'e2e', 'bench'];
const SHARED_SRC = path.join(root, 'shared', 'src');
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'dist-check', 'coverage', 'golden', '.nx']);
const CODE_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const SPEC_FILE = /\.(spec|test|integration-spec|e2e-spec)\.[cm]?[jt]sx?$/;

/** Tests: spec files, the e2e package and test helper folders. */
const isTest = (relative) =>
  SPEC_FILE.test(relative) || relative.startsWith('e2e/') || relative.split('/').includes('testing');

function codeFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || SKIPPED_FOLDERS.has(entry.name)) return [];
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return codeFiles(file);
    return CODE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

const parsed = new Map();
function parse(file) {
  let sourceFile = parsed.get(file);
  if (!sourceFile) {
    const kind = file.endsWith('x') ? ts.ScriptKind.TSX : undefined;
    sourceFile = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, kind);
    parsed.set(file, sourceFile);
  }
  return sourceFile;
}

const relativeOf = (file) => path.relative(root, file).split(path.sep).join('/');
const lineOf = (node) => node.getSourceFile().getLineAndCharacterOfPosition(node.getStart()).line + 1;
const hasExport = (node) =>
  (ts.getModifiers?.(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

function resolveRelative(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {
      // not this one
    }
  }
  return undefined;
}

/** The names a top-level statement declares, with the node naming each. */
function declaredNames(statement) {
  if (ts.isVariableStatement(statement))
    return statement.declarationList.declarations.filter((d) => ts.isIdentifier(d.name)).map((d) => d.name);
  return statement.name && ts.isIdentifier(statement.name) ? [statement.name] : [];
}

/**
 * What a module exports: name -> { file, line, node (the statement declaring
 * it) }, following `export * from` and `export { ... } from` into the files
 * they read.
 */
const exportsCache = new Map();
function exportsOf(file) {
  if (exportsCache.has(file)) return exportsCache.get(file);
  const names = new Map();
  exportsCache.set(file, names);
  const sourceFile = parse(file);
  const locals = new Map();
  for (const statement of sourceFile.statements)
    for (const name of declaredNames(statement)) locals.set(name.text, { name, statement });
  for (const statement of sourceFile.statements) {
    if (ts.isExportDeclaration(statement)) {
      const specifier = statement.moduleSpecifier?.text;
      const target = specifier ? resolveRelative(file, specifier) : undefined;
      const from = target ? exportsOf(target) : undefined;
      if (!statement.exportClause) {
        for (const [name, definition] of from ?? []) if (!names.has(name)) names.set(name, definition);
      } else if (ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements) {
          const original = (element.propertyName ?? element.name).text;
          const local = locals.get(original);
          const definition = from
            ? from.get(original)
            : local && { file, line: lineOf(local.name), statement: local.statement };
          if (definition) names.set(element.name.text, definition);
        }
      }
    } else if (hasExport(statement)) {
      for (const name of declaredNames(statement))
        names.set(name.text, { file, line: lineOf(name), statement });
    }
  }
  return names;
}

/** name -> the files (other than its own) that import it, as products or tests. */
const importers = new Map();
function noteUse(name, file) {
  if (!importers.has(name)) importers.set(name, new Set());
  importers.get(name).add(file);
}

/** Records what a file takes from `@oak/shared` or, inside shared, from its siblings. */
function collectImports(file, insideShared) {
  const sourceFile = parse(file);
  const whole = new Set();
  const fromShared = (specifier) =>
    specifier === '@oak/shared' ||
    specifier.startsWith('@oak/shared/') ||
    (insideShared && specifier.startsWith('.'));
  for (const statement of sourceFile.statements) {
    const specifier = statement.moduleSpecifier?.text;
    if (!specifier || !fromShared(specifier)) continue;
    if (ts.isImportDeclaration(statement) && statement.importClause) {
      const { name, namedBindings } = statement.importClause;
      if (name) whole.add(name.text);
      if (namedBindings && ts.isNamespaceImport(namedBindings)) whole.add(namedBindings.name.text);
      if (namedBindings && ts.isNamedImports(namedBindings))
        for (const element of namedBindings.elements)
          noteUse((element.propertyName ?? element.name).text, file);
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    ) {
      // A domain's index re-exporting its own files is not a use.
      if (insideShared && path.basename(file) === 'index.ts') continue;
      for (const element of statement.exportClause.elements)
        noteUse((element.propertyName ?? element.name).text, file);
    }
  }
  if (whole.size === 0) return;
  // `import shared from '@oak/shared'` then `shared.X` or `const { X } = shared`.
  const visit = (node) => {
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      whole.has(node.expression.text)
    )
      noteUse(node.name.text, file);
    if (
      ts.isVariableDeclaration(node) &&
      ts.isObjectBindingPattern(node.name) &&
      node.initializer &&
      ts.isIdentifier(node.initializer) &&
      whole.has(node.initializer.text)
    )
      for (const element of node.name.elements) {
        const key = element.propertyName ?? element.name;
        if (ts.isIdentifier(key)) noteUse(key.text, file);
      }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
}

/** The statements of a file that its module exports, by name, with the names they declare. */
function exportedStatements(sourceFile) {
  const exported = new Set();
  const listed = new Set();
  for (const statement of sourceFile.statements)
    if (ts.isExportDeclaration(statement) && !statement.moduleSpecifier && statement.exportClause)
      for (const element of statement.exportClause.elements)
        listed.add((element.propertyName ?? element.name).text);
  for (const statement of sourceFile.statements)
    if (hasExport(statement) || declaredNames(statement).some((name) => listed.has(name.text)))
      exported.add(statement);
  return exported;
}

const isFunctionBody = (node) =>
  node.parent && ts.isFunctionLike(node.parent) && node.parent.body === node && !ts.isTypeNode(node.parent);

/**
 * What reads each top-level name of a file (exported or not) inside that file:
 * `readers`, the names declared by the statements that read it (MODULE for a
 * statement that declares none, which always runs), and `bySignatureOf`, the
 * exported names whose signature (a type position outside any function body)
 * names it.
 */
const MODULE = Symbol('module');
function collectOwnFileUses(file) {
  const sourceFile = parse(file);
  const exported = exportedStatements(sourceFile);
  const uses = new Map();
  for (const statement of sourceFile.statements)
    for (const name of declaredNames(statement))
      uses.set(name.text, { readers: new Set(), bySignatureOf: new Set() });
  const visit = (node, statement, inType, inBody) => {
    if (ts.isIdentifier(node) && uses.has(node.text)) {
      const parent = node.parent;
      const declares = parent && parent.name === node && declaredNames(statement).includes(node);
      const listsExport = parent && ts.isExportSpecifier(parent);
      if (!declares && !listsExport) {
        const use = uses.get(node.text);
        const readers = declaredNames(statement).map((name) => name.text);
        for (const reader of readers.length > 0 ? readers : [MODULE])
          if (reader !== node.text) use.readers.add(reader);
        if (inType && !inBody && exported.has(statement))
          for (const reader of readers) if (reader !== node.text) use.bySignatureOf.add(reader);
      }
    }
    ts.forEachChild(node, (child) =>
      visit(child, statement, inType || ts.isTypeNode(child), inBody || isFunctionBody(child)),
    );
  };
  for (const statement of sourceFile.statements) visit(statement, statement, false, false);
  return uses;
}

const started = performance.now();

// The barrel's names, and the subpath entries' (each domain's index).
const barrel = new Map(exportsOf(path.join(SHARED_SRC, 'index.ts')));
for (const entry of readdirSync(SHARED_SRC, { withFileTypes: true }))
  if (entry.isDirectory() && entry.name !== 'testing')
    for (const [name, definition] of exportsOf(path.join(SHARED_SRC, entry.name, 'index.ts')))
      if (!barrel.has(name)) barrel.set(name, definition);

for (const file of codeFiles(SHARED_SRC)) collectImports(file, true);
for (const consumer of CONSUMERS)
  for (const file of codeFiles(path.join(root, consumer))) collectImports(file, false);

const importersOutside = (name) =>
  [...(importers.get(name) ?? [])].filter((file) => file !== barrel.get(name).file).map(relativeOf);
const byFile = new Map();
for (const [name, { file }] of barrel) {
  if (!byFile.has(file)) byFile.set(file, new Set());
  byFile.get(file).add(name);
}

// Each name's standing:
// - 'product': a product file imports it, or it is in the signature of such a name;
// - 'seam': the product reads it only inside its own file, and its spec imports it;
// - 'file': the product reads it only inside its own file;
// - 'tests': only tests import it, and no product code reads it;
// - 'none': nothing reads it.
// Inside a file a name is live when code that runs reads it: a statement that
// declares nothing, or a live name's declaration. Both sets grow until stable.
const standing = new Map();
for (const [file, names] of byFile) {
  const uses = collectOwnFileUses(file);
  const tested = (name) => names.has(name) && importersOutside(name).length > 0;
  const needed = new Set([...names].filter((name) => importersOutside(name).some((other) => !isTest(other))));
  const live = new Set(needed);
  // A signature passes its need on: the types a used export names are needed
  // too, and so are those of an export its spec imports (the spec may name them).
  const passesNeed = (user) => needed.has(user) || (live.has(user) && tested(user));
  for (let changed = true; changed;) {
    changed = false;
    for (const [name, { readers, bySignatureOf }] of uses) {
      if (names.has(name) && !needed.has(name) && [...bySignatureOf].some(passesNeed)) {
        needed.add(name);
        changed = true;
      }
      if (
        !live.has(name) &&
        (needed.has(name) || [...readers].some((reader) => reader === MODULE || live.has(reader)))
      ) {
        live.add(name);
        changed = true;
      }
    }
  }
  // What no product code reads but a test does, with what it reads, is the tests' alone.
  const testsOnly = new Set([...names].filter((name) => !live.has(name) && tested(name)));
  for (let changed = true; changed;) {
    changed = false;
    for (const [name, { readers }] of uses)
      if (!live.has(name) && !testsOnly.has(name) && [...readers].some((reader) => testsOnly.has(reader))) {
        testsOnly.add(name);
        changed = true;
      }
  }
  for (const name of names)
    standing.set(
      name,
      needed.has(name)
        ? 'product'
        : live.has(name)
          ? tested(name)
            ? 'seam'
            : 'file'
          : testsOnly.has(name)
            ? 'tests'
            : 'none',
    );
}

const where = (name) => `${relativeOf(barrel.get(name).file)}:${barrel.get(name).line}`;
const groups = { tests: [], file: [], none: [] };
const kept = [];
for (const [name, status] of standing) {
  if (!(status in groups)) continue;
  if (KEPT.has(name)) kept.push(name);
  else groups[status].push(name);
}
// A kept name that the product now reads, or that is no longer exported, leaves the list.
const staleKept = [...KEPT.keys()].filter((name) => !['tests', 'none'].includes(standing.get(name)));

const sorted = (names) => names.sort((a, b) => where(a).localeCompare(where(b), 'en', { numeric: true }));
const list = (title, names, hint) => {
  if (names.length === 0) return;
  console.log(`\n${title} (${names.length})${hint ? `: ${hint}` : ''}`);
  for (const name of sorted(names)) console.log(`  ${where(name)} ${name}`);
};
const count = (status) => [...standing.values()].filter((value) => value === status).length;
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `shared exports ${barrel.size} names: ${count('product')} used by the product, ${count('seam')} read in ` +
    `their own file and exported for their spec, ${kept.length} kept on purpose (KEPT), ` +
    `${groups.tests.length} used only by tests, ${groups.file.length} only inside their own file, ` +
    `${groups.none.length} nowhere (${seconds}s)`,
);
list(
  'Used only by tests',
  groups.tests,
  'unused by the product; remove, or keep in KEPT with the spec that needs it',
);
list('Used only inside their own file', groups.file, 'drop the export');
list('Used nowhere', groups.none, 'remove, or keep in KEPT with the spec that needs it');
list('Stale KEPT entries', staleKept, 'used now, or no longer exported: take them out of KEPT');
if (verbose) {
  if (kept.length > 0) console.log('\nKept on purpose (%d)', kept.length);
  for (const name of sorted(kept)) console.log(`  ${where(name)} ${name}: ${KEPT.get(name)}`);
  list(
    'Read in their own file, exported for their spec',
    [...standing.keys()].filter((name) => standing.get(name) === 'seam'),
  );
  const insideShared = [...barrel.keys()].filter(
    (name) =>
      standing.get(name) === 'product' &&
      ![...(importers.get(name) ?? [])].some((file) => !relativeOf(file).startsWith('shared/')),
  );
  list('Used only inside shared', insideShared);
}
if (groups.tests.length + groups.file.length + groups.none.length + staleKept.length > 0)
  process.exitCode = 1;
