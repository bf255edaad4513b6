import { jobMappingSchema, jobOptionsSchema } from '../../jobs/lab-job.schema';
import { uplHistoryRows, uplSummaryRows } from '../../results/upl.rule';
import { resourceManifestSchema } from '../../sync/resource-manifest.schema';
import { goldenFolder } from '../../testing/golden-files';
import { uplStepOutcomeSchema } from './upl-outcome.schema';
import { uplPlan } from './upl-plan.rule';
import {
  uplPayload,
  uplReport,
  uplResults,
  uplScore,
  uplScoreAdd,
  uplScoreStart,
  uplVerdict,
} from './upl-score.rule';

/*
 * Golden cases of the UPL family (issue 30): job.json and resource.json (the
 * utterance set's manifest) planned into plan.json (each attempt's step, the
 * first four and the last of a long plan), and outcomes.json (the attempts an
 * executor stored, with the latencies measured in their recordings) scored
 * into payload.json (the live payload and both UPL tables' rows),
 * results.json (what `/results` lists),
 * report.json and verdict.json.
 */
const golden = goldenFolder(__dirname);

describe('UPL plan and score (golden)', () => {
  describe.each(golden.cases())('%s', (name) => {
    const job = golden.read(name, 'job.json') as { options: unknown; mapping: unknown };
    const planned = uplPlan(
      jobOptionsSchema.parse(job.options),
      jobMappingSchema.parse(job.mapping),
      resourceManifestSchema.parse(golden.read(name, 'resource.json')),
    );
    if (!planned.ok) throw new Error(planned.error);
    const plan = planned.value;
    const outcomes = (golden.read(name, 'outcomes.json') as unknown[]).map((o) =>
      uplStepOutcomeSchema.parse(o),
    );

    it('plans every utterance of the set for each attempt of its type', () => {
      const { steps, ...rest } = plan;
      golden.expectGolden(name, 'plan.json', {
        ...rest,
        totalSteps: steps.length,
        steps: steps.length <= 6 ? steps : [...steps.slice(0, 4), steps.at(-1)],
      });
    });

    it('scores the stored attempts: the live payload and tables, the chart, the report and the verdict', () => {
      const score = uplScore(plan, outcomes);
      expect(outcomes.reduce((s, o) => uplScoreAdd(plan, s, o), uplScoreStart(plan))).toEqual(score);
      const payload = uplPayload(plan, score);
      golden.expectGolden(name, 'payload.json', {
        payload,
        summary: uplSummaryRows(payload),
        history: uplHistoryRows(payload),
      });
      golden.expectGolden(name, 'results.json', uplResults(plan, outcomes));
      golden.expectGolden(name, 'report.json', uplReport(plan, outcomes));
      golden.expectGolden(name, 'verdict.json', uplVerdict(plan, outcomes));
    });
  });
});
