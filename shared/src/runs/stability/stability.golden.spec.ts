import { jobMappingSchema, jobOptionsSchema } from '../../jobs/lab-job.schema';
import { stabilityRows } from '../../results/stability.rule';
import { resourceManifestSchema } from '../../sync/resource-manifest.schema';
import { goldenFolder } from '../../testing/golden-files';
import { stabilityStepOutcomeSchema } from './stability-outcome.schema';
import { stabilityNextRound, stabilityPlan } from './stability-plan.rule';
import {
  stabilityPassRateByRound,
  stabilityPayload,
  stabilityProgress,
  stabilityReport,
  stabilityScore,
  stabilityScoreAdd,
  stabilityScoreStart,
  stabilityVerdict,
} from './stability-score.rule';

/*
 * Golden cases of the stability family (issue 30): job.json (a lab job's
 * options and mapping) and resource.json (its utterance set's manifest)
 * planned into plan.json (with the round a time-bound run would play next),
 * and outcomes.json (the steps an executor stored) scored into payload.json
 * (the live payload and the rows both stability tables show), chart.json
 * (pass rate after each round), report.json and verdict.json.
 */
const golden = goldenFolder(__dirname);

describe('stability plan and score (golden)', () => {
  describe.each(golden.cases())('%s', (name) => {
    const job = golden.read(name, 'job.json') as { options: unknown; mapping: unknown };
    const planned = stabilityPlan(
      jobOptionsSchema.parse(job.options),
      jobMappingSchema.parse(job.mapping),
      resourceManifestSchema.parse(golden.read(name, 'resource.json')),
    );
    if (!planned.ok) throw new Error(planned.error);
    const plan = planned.value;
    const outcomes = (golden.read(name, 'outcomes.json') as unknown[]).map((o) =>
      stabilityStepOutcomeSchema.parse(o),
    );

    it('plans the utterance set round after round, and the next round while time is left', () => {
      const score = stabilityScore(plan, outcomes);
      golden.expectGolden(name, 'plan.json', {
        ...plan,
        next: stabilityNextRound(plan, score.lastRound, score.elapsedSeconds * 1000).map((step) => step.key),
      });
    });

    it('scores the stored steps: the live payload and tables, the chart, the report and the verdict', () => {
      const score = stabilityScore(plan, outcomes);
      expect(outcomes.reduce((s, o) => stabilityScoreAdd(plan, s, o), stabilityScoreStart(plan))).toEqual(
        score,
      );
      const payload = stabilityPayload(plan, score);
      golden.expectGolden(name, 'payload.json', {
        payload,
        progress: stabilityProgress(plan, score),
        rows: stabilityRows(payload),
      });
      golden.expectGolden(name, 'chart.json', stabilityPassRateByRound(plan, score));
      golden.expectGolden(name, 'report.json', stabilityReport(plan, outcomes));
      golden.expectGolden(name, 'verdict.json', stabilityVerdict(plan, outcomes));
    });
  });
});
