import { SCENARIO_SUITES, type ScenarioSuite } from '../suites/scenario-suites.constant';
import { testSuiteById } from '../suites/test-suites.constant';
import { type JobOptions } from './lab-job.schema';

function asScenarioSuite(value: string | undefined): ScenarioSuite | undefined {
  if (value === undefined) return undefined;
  if ((SCENARIO_SUITES as readonly string[]).includes(value)) return value as ScenarioSuite;
  return testSuiteById(value)?.category;
}

/**
 * The scenario suite a job runs. Options name the suite twice (doc 1 §3:
 * `testSuite` and `testOptions.testSuite`), as a suite id (AVSCertSimulation)
 * or as the scenario suite itself (ACOUSTIC); the test options win.
 */
export function jobScenarioSuite(
  options: Pick<JobOptions, 'testSuite' | 'testOptions'>,
): ScenarioSuite | undefined {
  return asScenarioSuite(options.testOptions.testSuite) ?? asScenarioSuite(options.testSuite);
}
