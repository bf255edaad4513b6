import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Family identity in one place (issue 28; ARCHITECTURE.md "Test families as
 * plug-ins"): shared's family table decides a run's family, the submission
 * stores it on the job, and everything after reads the stored id. This spec
 * fails when another file tells families apart by other means: a family's own
 * predicate outside its folder, the BDD suites' ids compared by hand, or a
 * runner plug-in that picks its jobs itself.
 */

const REPOSITORY_ROOT = path.resolve(__dirname, '../..');
const SCANNED = ['shared/src', 'cloud/src', 'console/src'];

interface Decider {
  readonly what: string;
  readonly pattern: RegExp;
  /** Where the pattern is the family's own business (path prefixes from the repository's root). */
  readonly allowedIn: readonly string[];
}

const DECIDERS: readonly Decider[] = [
  {
    what: "the functional family's own predicate",
    pattern: /\bisFunctionalScenarioType\b/,
    allowedIn: ['shared/src/runs/functional/'],
  },
  {
    what: 'a BDD-style suite compared by its id',
    pattern: /testSuite(?:\.id)?\s*[!=]==?\s*(?:ACM_SCENARIO_NAME|WWA_SCENARIO_NAME|'AQTUDTV2(?:WWA)?')/,
    allowedIn: [],
  },
  {
    what: 'a run plug-in that picks its own jobs (the registry finds it by the stored family id)',
    pattern: /\baccepts\s*\(\s*options\b/,
    allowedIn: [],
  },
  {
    what: 'a list of suites of one family kept beside the table',
    pattern: /\bACOUSTIC_FAMILY\b/,
    allowedIn: [],
  },
];

interface SourceFile {
  readonly path: string;
  readonly text: string;
}

const isSpec = (file: string) => /\.(spec|test|integration-spec|e2e-spec)\.tsx?$/.test(file);

function sourcesUnder(dir: string): SourceFile[] {
  return readdirSync(path.join(REPOSITORY_ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !isSpec(entry.name))
    .map((entry) => path.relative(REPOSITORY_ROOT, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.includes(`${path.sep}testing${path.sep}`))
    .map((file) => ({
      path: file.split(path.sep).join('/'),
      text: readFileSync(path.join(REPOSITORY_ROOT, file), 'utf8'),
    }));
}

/** Each place outside the table and a family's own folder that decides a family, as `file: what`. */
function familyDeciders(files: readonly SourceFile[]): string[] {
  return files.flatMap((file) =>
    DECIDERS.filter(
      (decider) =>
        decider.pattern.test(file.text) &&
        !decider.allowedIn.some((allowed) => file.path.startsWith(allowed)),
    ).map((decider) => `${file.path}: ${decider.what}`),
  );
}

describe('family identity in one place', () => {
  it('finds no file but the family table and the families themselves deciding a family', () => {
    const files = SCANNED.flatMap(sourcesUnder);
    expect(files.length).toBeGreaterThan(500);
    expect(familyDeciders(files)).toEqual([]);
  });

  it('fires on each way of deciding a family outside its place, and stays silent inside it', () => {
    const probes: SourceFile[] = [
      { path: 'console/src/features/x/a.ts', text: 'const f = types.every(isFunctionalScenarioType);' },
      { path: 'shared/src/runs/functional/b.ts', text: 'const f = types.every(isFunctionalScenarioType);' },
      { path: 'cloud/src/modules/jobs/d.ts', text: 'if (options.testSuite === ACM_SCENARIO_NAME) go();' },
      { path: 'console/src/e.tsx', text: "const bdd = job.testSuite.id !== 'AQTUDTV2WWA';" },
      { path: 'cloud/src/modules/runner/families/f/f.family.ts', text: '  accepts(options: JobOptions) {' },
      { path: 'shared/src/wizard/g.ts', text: 'ACOUSTIC_FAMILY.includes(category)' },
      { path: 'shared/src/wizard/h.ts', text: "scenarioTypeFamily(type) === 'functional'" },
    ];
    expect(familyDeciders(probes)).toEqual([
      "console/src/features/x/a.ts: the functional family's own predicate",
      'cloud/src/modules/jobs/d.ts: a BDD-style suite compared by its id',
      'console/src/e.tsx: a BDD-style suite compared by its id',
      'cloud/src/modules/runner/families/f/f.family.ts: a run plug-in that picks its own jobs (the registry finds it by the stored family id)',
      'shared/src/wizard/g.ts: a list of suites of one family kept beside the table',
    ]);
  });
});
