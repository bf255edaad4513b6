import { jobMappingSchema, jobOptionsSchema } from '../../jobs/lab-job.schema';
import { liveTestStatsSchema } from '../../live/test-stats.schema';
import { type ResourceManifest } from '../../sync/resource-manifest.schema';
import { goldenFolder } from '../../testing/golden-files';
import { labPlayabilityProblems, labPlayabilityWarnings, speakerPosition } from '../run-positions.rule';
import { acousticLive } from './acoustic-live.rule';
import { acousticStepOutcomeSchema } from './acoustic-outcome.schema';
import { acousticPlacementsRecorded, acousticPlan, acousticRunSegments } from './acoustic-plan.rule';
import { acousticReport, acousticResults } from './acoustic-results.rule';
import { acousticVerdict } from './acoustic-verdict.rule';

/*
 * Golden cases of the acoustic family: each folder holds job.json (a lab job's
 * options and mapping) and manifests.json (the resources' manifests by id),
 * planned into plan.json; and outcomes.json (what an executor stored, the run's
 * start, now, and the index of the utterance starting), scored into
 * results.json, report.json, live.json and verdict.json (the run's verdict,
 * issue 29). A case with submission.json (a run as the wizard submits it, and
 * its lab's Pis) has its job.json written by the submission: the positions
 * each scenario type plays from recorded, with admission.json what the
 * submission refuses and warns of (issue 29).
 */
const golden = goldenFolder(__dirname);

interface Submission {
  readonly options: unknown;
  readonly mapping: unknown;
  readonly lab: { readonly name: string; readonly pis: { readonly id: string; readonly location: string }[] };
}

/** The job a submission stores: its options with the positions each type plays from, as admission records them. */
function submitted(submission: Submission) {
  const options = jobOptionsSchema.parse(submission.options);
  const mapping = jobMappingSchema.parse(submission.mapping);
  return {
    options: acousticPlacementsRecorded(options, speakerPosition(submission.lab.pis, mapping)),
    mapping,
    admission: {
      problems: labPlayabilityProblems({ options, mapping }, submission.lab),
      warnings: labPlayabilityWarnings({ options, mapping }, submission.lab),
    },
  };
}

describe('acoustic plan and score (golden)', () => {
  describe.each(golden.cases())('%s', (name) => {
    const submission = golden.exists(name, 'submission.json')
      ? submitted(golden.read(name, 'submission.json') as Submission)
      : undefined;
    const job = submission ?? (golden.read(name, 'job.json') as { options: unknown; mapping: unknown });
    if (submission)
      it('is submitted: accepted or refused, warned, and stored with where each scenario type plays', () => {
        golden.expectGolden(name, 'admission.json', submission.admission);
        golden.expectGolden(name, 'job.json', { options: submission.options, mapping: submission.mapping });
      });
    const options = jobOptionsSchema.parse(job.options);
    const mapping = jobMappingSchema.parse(job.mapping);
    const manifests = new Map(
      Object.entries(golden.read(name, 'manifests.json') as Record<string, ResourceManifest>),
    );
    const segments = acousticRunSegments(options);
    if (!segments.ok) throw new Error(`${name} cannot be planned`);
    const plan = acousticPlan(segments.segments, manifests);

    it('plans every utterance of its segments, each a step keyed by its index', () => {
      golden.expectGolden(name, 'plan.json', plan);
    });

    it('scores its stored outcomes: results, report, live changes and verdict', () => {
      const input = golden.read(name, 'outcomes.json') as {
        startTime: string;
        now: string;
        current?: number;
        outcomes: unknown[];
      };
      const outcomes = input.outcomes.map((outcome) => acousticStepOutcomeSchema.parse(outcome));
      golden.expectGolden(name, 'results.json', acousticResults(outcomes));
      golden.expectGolden(name, 'report.json', acousticReport(outcomes));
      golden.expectGolden(name, 'verdict.json', acousticVerdict(outcomes));
      const live = (current?: number) =>
        acousticLive({
          labJobId: `job-${name}`,
          options,
          mapping,
          trials: plan.steps,
          outcomes,
          startTime: new Date(input.startTime),
          now: new Date(input.now),
          ...(current === undefined ? {} : { current: plan.steps[current] }),
        });
      const changes = { starting: live(input.current), stored: live() };
      for (const change of [...changes.starting, ...changes.stored])
        if (change.key === 'commonFeeds') liveTestStatsSchema.parse(change.data);
      golden.expectGolden(name, 'live.json', changes);
    });

    it('says the noise stopped once every utterance is stored, if the run played any', () => {
      const input = golden.read(name, 'outcomes.json') as { startTime: string; outcomes: unknown[] };
      const stored = input.outcomes.map((outcome) => acousticStepOutcomeSchema.parse(outcome));
      const everyOne = plan.steps.map((trial, index) => {
        const outcome = stored[index % stored.length]!;
        return { ...outcome, trial: { ...outcome.trial, index: trial.index } };
      });
      const finished = (outcomes: typeof stored) =>
        acousticLive({
          labJobId: `job-${name}`,
          options,
          mapping,
          trials: plan.steps,
          outcomes,
          startTime: new Date(input.startTime),
          now: new Date(input.startTime),
        }).find((change) => change.key === 'noiseFeeds');
      expect(finished(everyOne)).toEqual(
        plan.steps.some((trial) => trial.noise)
          ? {
              key: 'noiseFeeds',
              data: { activeNoise: 'None', locationNoise: expect.any(String), isPlaying: false },
            }
          : undefined,
      );
      // Before the last is stored, the noise feed is the starting utterance's alone.
      expect(finished(everyOne.slice(0, -1))).toBeUndefined();
    });
  });
});
