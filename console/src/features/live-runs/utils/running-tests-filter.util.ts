import { type LabJob, filterLiveRuns, parseJobOptions } from '@oak/shared';

/** The run's name as its card heads it: the test name of its options (doc 1 §3). */
export function liveRunName(job: Pick<LabJob, 'options' | 'scenarioName'>): string {
  const options = parseJobOptions(job.options);
  return options.ok ? options.value.testName : job.scenarioName;
}

/**
 * The Running Tests filter (doc 1 §2.1): what filterLiveRuns matches (id,
 * scenario, lab, owner, state), and the run's name, which people know a run
 * by and which its card shows, ignoring case as well. The list's order stays.
 */
export function filterRunningTests(jobs: readonly LabJob[], text: string): LabJob[] {
  const matched = new Set(filterLiveRuns(jobs, text));
  const wanted = text.trim().toLowerCase();
  return jobs.filter((job) => matched.has(job) || liveRunName(job).toLowerCase().includes(wanted));
}
