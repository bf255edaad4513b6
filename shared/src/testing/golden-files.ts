// Golden files are read, and with UPDATE_GOLDEN=1 written, by specs: I/O for tests, never for shared's rules.
// eslint-disable-next-line no-restricted-imports -- the golden files are read and written here
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
// eslint-disable-next-line no-restricted-imports -- the golden files are read and written here
import path from 'node:path';

/**
 * The golden/ folder beside a spec: its cases, one sub-folder each, whose JSON files a spec
 * compares exactly with what a pure rule answers. After a deliberate change,
 * `UPDATE_GOLDEN=1 npx jest --selectProjects shared -- <the spec>` writes
 * them again: read the diff before committing it.
 */
export function goldenFolder(specDir: string) {
  const dir = path.join(specDir, 'golden');
  const file = (name: string, fileName: string) => path.join(dir, name, fileName);
  const read = (name: string, fileName: string): unknown =>
    JSON.parse(readFileSync(file(name, fileName), 'utf8'));
  return {
    cases: (): string[] => readdirSync(dir).sort(),
    read,
    exists: (name: string, fileName: string): boolean => existsSync(file(name, fileName)),
    /** Compares `actual` (as JSON) with the golden file, or writes it when regenerating. */
    expectGolden(name: string, fileName: string, actual: unknown): void {
      const json = JSON.parse(JSON.stringify(actual)) as unknown;
      if (process.env.UPDATE_GOLDEN === '1')
        writeFileSync(file(name, fileName), `${JSON.stringify(json, null, 2)}\n`);
      expect(json).toEqual(read(name, fileName));
    },
  };
}
