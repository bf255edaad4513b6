import { jobMappingSchema, jobOptionsSchema } from '../../jobs/lab-job.schema';
import { areAllFarDevicesOffline, farDeviceRows, farStatusText } from '../../results/far.rule';
import { goldenFolder } from '../../testing/golden-files';
import { farChunkOutcomeSchema } from './far-outcome.schema';
import { farPlan } from './far-plan.rule';
import {
  farPayload,
  farProgress,
  farReport,
  farScore,
  farScoreAdd,
  farScoreStart,
  farVerdict,
  farWakesByHour,
} from './far-score.rule';

/*
 * Golden cases of the FAR family (issue 30): job.json (a lab job's options and
 * mapping) planned into plan.json (the devices and the track's chunks, the
 * first three and the last of a long plan), and outcomes.json (the chunks an
 * executor stored) scored into payload.json (the live payload and what the
 * FAR table and status line show), hours.json (false wakes per hour, the
 * chart), report.json and verdict.json.
 */
const golden = goldenFolder(__dirname);

describe('FAR plan and score (golden)', () => {
  describe.each(golden.cases())('%s', (name) => {
    const job = golden.read(name, 'job.json') as { options: unknown; mapping: unknown };
    const planned = farPlan(jobOptionsSchema.parse(job.options), jobMappingSchema.parse(job.mapping));
    if (!planned.ok) throw new Error(planned.error);
    const plan = planned.value;
    const outcomes = (golden.read(name, 'outcomes.json') as unknown[]).map((o) =>
      farChunkOutcomeSchema.parse(o),
    );

    it('plans the track in chunks, each a step with its device checks', () => {
      const { steps, ...rest } = plan;
      golden.expectGolden(name, 'plan.json', {
        ...rest,
        steps: steps.length <= 12 ? steps : [...steps.slice(0, 3), steps.at(-1)],
      });
    });

    it('scores the stored chunks: the live payload, the table, the chart, the report and the verdict', () => {
      const score = farScore(plan, outcomes);
      // Folding one chunk at a time gives the score of all of them at once.
      expect(outcomes.reduce((s, o) => farScoreAdd(plan, s, o), farScoreStart(plan))).toEqual(score);
      const payload = farPayload(plan, score);
      golden.expectGolden(name, 'payload.json', {
        payload,
        progress: farProgress(plan, score),
        allOffline: areAllFarDevicesOffline(payload),
        status: farStatusText(payload, outcomes.length === plan.totalChunks),
        rows: farDeviceRows(payload),
      });
      golden.expectGolden(name, 'hours.json', farWakesByHour(plan, score));
      golden.expectGolden(name, 'report.json', farReport(plan, outcomes));
      golden.expectGolden(name, 'verdict.json', farVerdict(plan, outcomes));
    });
  });
});
