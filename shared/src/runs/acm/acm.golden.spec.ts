import { jobOptionsSchema } from '../../jobs/lab-job.schema';
import { goldenFolder } from '../../testing/golden-files';
import { acmInitialPayload, acmScenarioScript } from '../acm-script.rule';
import { acmPayload, acmReport, acmStepKey, acmStepOutcomeSchema } from './acm-outcome.rule';
import { acmVerdict } from './acm-verdict.rule';

/*
 * Golden cases of the ACM family: job.json (a lab job's options) planned into
 * plan.json (each scenario's step key and the live payload before it plays),
 * and outcomes.json (the scenarios an executor stored, by step key) scored into
 * payload.json (the live payload now), report.json and verdict.json (the run's
 * verdict, issue 29).
 */
const golden = goldenFolder(__dirname);

describe('ACM plan and score (golden)', () => {
  describe.each(golden.cases())('%s', (name) => {
    const options = jobOptionsSchema.parse(golden.read(name, 'job.json'));
    const scripts = (options.executionOrder ?? []).map((id) => acmScenarioScript(id)!);
    const initialPayload = acmInitialPayload(scripts, 'Alexa');

    it('plans each scenario as a step, every statement pending', () => {
      golden.expectGolden(name, 'plan.json', {
        steps: scripts.map((script) => acmStepKey(script.id)),
        initialPayload,
      });
    });

    it('scores the stored scenarios: the live payload, the report and the verdict', () => {
      const outcomes = new Map(
        Object.entries(golden.read(name, 'outcomes.json') as Record<string, unknown>).map(
          ([key, outcome]) => [key, acmStepOutcomeSchema.parse(outcome)],
        ),
      );
      golden.expectGolden(name, 'payload.json', acmPayload(initialPayload, outcomes));
      golden.expectGolden(name, 'report.json', acmReport([...outcomes.values()]));
      golden.expectGolden(name, 'verdict.json', acmVerdict([...outcomes.values()]));
    });
  });
});
