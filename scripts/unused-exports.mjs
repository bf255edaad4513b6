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
// counts as used too, since a caller may need to name it. What is left falls in
// three groups, each listed with file:line:
// - used only by tests (specs, e2e, test helpers): unused by the product;
// - used only inside its own file: its `export` can go;
// - used nowhere: dead code.
// The names in KEPT below are deliberate: each is the spec's, for a family not
// built yet. `--verbose` also lists the names that are used only inside shared.
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const ts = require('typescript');
const verbose = process.argv.includes('--verbose');

/**
 * Exports the product does not use yet, on purpose: constants, messages and
 * rules the spec documents (../shared/spec, doc 1 to 3) give a family that is
 * not built yet. Each says which family will read it and where the spec has it.
 * An entry that becomes used, or whose name is no longer exported, fails the
 * check, so the list stays true.
 */
const KEPT = new Map([]);

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
 * The uses of exported names inside their own file: for each name, whether the
 * file reads it at all, and which exported statements name it in their
 * signature (a type position outside any function body).
 */
function collectOwnFileUses(file, names) {
  const sourceFile = parse(file);
  const exported = exportedStatements(sourceFile);
  const uses = new Map([...names].map((name) => [name, { read: false, bySignatureOf: new Set() }]));
  const visit = (node, statement, inType, inBody) => {
    if (ts.isIdentifier(node) && uses.has(node.text)) {
      const parent = node.parent;
      const declares = parent && parent.name === node && declaredNames(statement).includes(node);
      const listsExport = parent && ts.isExportSpecifier(parent);
      if (!declares && !listsExport) {
        const use = uses.get(node.text);
        use.read = true;
        if (inType && !inBody && exported.has(statement))
          for (const name of declaredNames(statement))
            if (name.text !== node.text) use.bySignatureOf.add(name.text);
      }
    }
    const typeQuery = ts.isTypeQueryNode(node);
    ts.forEachChild(node, (child) =>
      visit(
        child,
        statement,
        (inType || ts.isTypeNode(child)) && !typeQuery,
        inBody || isFunctionBody(child),
      ),
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

const byFile = new Map();
for (const [name, { file }] of barrel) {
  if (!byFile.has(file)) byFile.set(file, new Set());
  byFile.get(file).add(name);
}
const ownFileUses = new Map();
for (const [file, names] of byFile)
  for (const [name, use] of collectOwnFileUses(file, names)) ownFileUses.set(name, use);

// Each name's standing: 'product' (used by a product file, or named in the
// signature of a product-used export), 'tests', 'file' (only its own file reads
// it) or 'none'. A signature passes its standing on, so repeat until stable.
const RANK = { none: 0, file: 1, tests: 2, product: 3 };
const standing = new Map();
for (const [name, { file }] of barrel) {
  const others = [...(importers.get(name) ?? [])].filter((importer) => importer !== file).map(relativeOf);
  standing.set(
    name,
    others.some((other) => !isTest(other))
      ? 'product'
      : others.length > 0
        ? 'tests'
        : ownFileUses.get(name)?.read
          ? 'file'
          : 'none',
  );
}
for (let changed = true; changed;) {
  changed = false;
  for (const [name] of barrel) {
    for (const user of ownFileUses.get(name)?.bySignatureOf ?? []) {
      const passed = standing.get(user) === 'file' ? 'none' : standing.get(user);
      if (passed && RANK[passed] > RANK[standing.get(name)]) {
        standing.set(name, passed);
        changed = true;
      }
    }
  }
}

const where = (name) => `${relativeOf(barrel.get(name).file)}:${barrel.get(name).line}`;
const groups = { tests: [], file: [], none: [] };
const kept = [];
for (const [name, status] of standing) {
  if (status === 'product') continue;
  if (KEPT.has(name)) kept.push(name);
  else groups[status].push(name);
}
const staleKept = [...KEPT.keys()].filter((name) => !barrel.has(name) || standing.get(name) === 'product');

const sorted = (names) => names.sort((a, b) => where(a).localeCompare(where(b), 'en', { numeric: true }));
const list = (title, names, hint) => {
  if (names.length === 0) return;
  console.log(`\n${title} (${names.length})${hint ? `: ${hint}` : ''}`);
  for (const name of sorted(names)) console.log(`  ${where(name)} ${name}`);
};
const count = (status) => [...standing.values()].filter((value) => value === status).length;
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `shared exports ${barrel.size} names: ${count('product')} used by the product, ${kept.length} kept for ` +
    `families not built yet, ${groups.tests.length} used only by tests, ${groups.file.length} only inside their ` +
    `own file, ${groups.none.length} nowhere (${seconds}s)`,
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
  const insideShared = [...barrel.keys()].filter(
    (name) =>
      standing.get(name) === 'product' &&
      ![...(importers.get(name) ?? [])].some((file) => !relativeOf(file).startsWith('shared/')),
  );
  list('Used only inside shared', insideShared);
}
if (groups.tests.length + groups.file.length + groups.none.length + staleKept.length > 0)
  process.exitCode = 1;
