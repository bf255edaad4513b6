// A golden spec reads its files and, with UPDATE_GOLDEN=1, writes them: I/O in a spec, never in shared's code.
// eslint-disable-next-line no-restricted-imports -- the golden files are read and written here
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
// eslint-disable-next-line no-restricted-imports -- the golden files are read and written here
import path from 'node:path';
import { jobOptionsSchema } from '../../jobs/lab-job.schema';
import { liveTestStatsSchema } from '../../live/test-stats.schema';
import { functionalTestCaseSchema } from '../../results/functional.schema';
import { functionalCaseOutcomeSchema } from './functional-outcome.schema';
import { functionalPlan, functionalResourceIds } from './functional-plan.rule';
import { functionalReport, functionalReportRows } from './functional-report.rule';
import { type FunctionalCurrentAction, functionalStats } from './functional-stats.rule';
import { functionalVerdict } from './functional-verdict.rule';

/*
 * Golden cases: each folder of golden/ holds
 * - job.json: a lab job's options;
 * - plan.json: functionalPlan's answer, the plan or the refusal (a JSON string);
 * - resources.json: functionalResourceIds of the plan, when it is one;
 * - outcomes.json: { startTime, now, current?, outcomes (by step key) }, what an executor stored,
 *   and then stats.json (functionalStats), report.json (functionalReportRows and functionalReport)
 *   and verdict.json (functionalVerdict, the run's verdict: issue 29).
 * They are compared exactly. After a deliberate change, write them again with
 *   UPDATE_GOLDEN=1 npx jest --selectProjects shared --testPathPatterns shared/src/runs/functional
 * and read the diff before committing it.
 */
const goldenDir = path.join(__dirname, 'golden');
const update = process.env.UPDATE_GOLDEN === '1';

const file = (name: string, fileName: string) => path.join(goldenDir, name, fileName);
const read = (name: string, fileName: string): unknown =>
  JSON.parse(readFileSync(file(name, fileName), 'utf8'));

/** Compares with the golden file, or writes it when regenerating. */
function expectGolden(name: string, fileName: string, actual: unknown): void {
  const json = JSON.parse(JSON.stringify(actual)) as unknown;
  if (update) writeFileSync(file(name, fileName), `${JSON.stringify(json, null, 2)}\n`);
  expect(json).toEqual(read(name, fileName));
}

interface GoldenOutcomes {
  readonly startTime: string;
  readonly now: string;
  readonly current?: FunctionalCurrentAction;
  readonly outcomes: Record<string, unknown>;
}

describe('functional plan and score (golden)', () => {
  const cases = readdirSync(goldenDir).sort();

  it('has the cases the family must keep: standard, custom, automotive, navigation, mobile, refusals', () => {
    expect(cases).toEqual([
      'auto-func-custom',
      'func-all-standard',
      'func-custom-two-categories',
      'func-nav-all',
      'mobile-functional',
      'refusal-mobile-de-de',
      'refusal-unknown-category',
    ]);
  });

  describe.each(cases)('%s', (name) => {
    const options = jobOptionsSchema.parse(read(name, 'job.json'));
    const plan = functionalPlan(options);

    it('plans', () => {
      expectGolden(name, 'plan.json', plan);
      if (typeof plan !== 'string') expectGolden(name, 'resources.json', functionalResourceIds(plan));
    });

    // A refusal has nothing to score.
    if (typeof plan === 'string' || !existsSync(file(name, 'outcomes.json'))) return;
    it('scores its outcomes: live stats, report and verdict', () => {
      const input = read(name, 'outcomes.json') as GoldenOutcomes;
      const outcomes = Object.fromEntries(
        Object.entries(input.outcomes).map(([key, outcome]) => [
          key,
          functionalCaseOutcomeSchema.parse(outcome),
        ]),
      );
      const stats = functionalStats({
        labJobId: `job-${name}`,
        plan,
        outcomes,
        ...(input.current ? { current: input.current } : {}),
        startTime: input.startTime,
        now: input.now,
      });
      expect(liveTestStatsSchema.safeParse(stats).success).toBe(true);
      for (const testCase of stats.functionalTestCases ?? []) functionalTestCaseSchema.parse(testCase);
      expectGolden(name, 'stats.json', stats);
      expectGolden(name, 'report.json', {
        rows: functionalReportRows(plan, outcomes),
        report: functionalReport(plan, Object.values(outcomes)),
      });
      expectGolden(name, 'verdict.json', functionalVerdict(plan, outcomes));
    });
  });
});
