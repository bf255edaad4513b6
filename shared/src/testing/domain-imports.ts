// The domains' import lines are read from their files by a spec: I/O for tests, never for shared's rules.
// eslint-disable-next-line no-restricted-imports -- the domains' sources are read here
import { readFileSync, readdirSync } from 'node:fs';
// eslint-disable-next-line no-restricted-imports -- the domains' sources are read here
import path from 'node:path';

/** The folders under src/ that are not domains: the specs' own helpers. */
const NOT_DOMAINS = new Set(['testing']);

const isSpec = (fileName: string) => /\.(spec|integration-spec|e2e-spec)\.ts$/.test(fileName);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') && !isSpec(entry.name) ? [file] : [];
  });
}

/**
 * What each domain of `srcDir` (a folder of it) imports from the others: for
 * each domain, the domains it reads and, for each, the files (relative to
 * `srcDir`) whose relative imports reach it. Specs are left out: a spec may
 * read whatever it checks. An import of src/ itself (the barrel, which reads
 * every domain) is named by the empty string, so a check can refuse it.
 */
export function domainImports(srcDir: string): Map<string, Map<string, string[]>> {
  const imports = new Map<string, Map<string, string[]>>();
  const domains = readdirSync(srcDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !NOT_DOMAINS.has(entry.name))
    .map((entry) => entry.name);
  for (const domain of domains) {
    const targets = new Map<string, string[]>();
    imports.set(domain, targets);
    for (const file of sourceFiles(path.join(srcDir, domain))) {
      const source = readFileSync(file, 'utf8');
      for (const [, specifier] of source.matchAll(/\bfrom\s+'(\.[^']*)'/g)) {
        const target = path
          .relative(srcDir, path.resolve(path.dirname(file), specifier!))
          .split(path.sep)[0]!;
        if (target === domain) continue;
        const files = targets.get(target) ?? [];
        const relative = path.relative(srcDir, file).split(path.sep).join('/');
        if (!files.includes(relative)) files.push(relative);
        targets.set(target, files);
      }
    }
  }
  return imports;
}
