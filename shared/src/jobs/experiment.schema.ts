import { z } from 'zod';
import { JOB_STATES } from '../statuses/job-states.constant';
import { labJobSchema } from './lab-job.schema';

/**
 * The experiments (doc 3 §7 lists /api/experiments, usage not shown; the
 * documents describe no experiment entity). Chosen reading: an experiment is
 * one test run again and again, the runs of the company that share their
 * options' testSuite and testName (doc 1 §3 'Lab job: options (testSuite,
 * testName ...)'), so that repeated runs of a test, on other devices, builds
 * or labs, can be compared. Derived from the runs, so nothing is created or
 * deleted here; the runs are submitted and ended through /api/jobs.
 * @kept as a contract another package's specs check the product against (its routes, its stubs)
 */
export const EXPERIMENT_API_PATHS = {
  list: '/api/experiments',
  experiment: (experimentId: string) => `/api/experiments/${encodeURIComponent(experimentId)}`,
} as const;

/**
 * An experiment's id, as the list gives it: the MD5, in hex, of its [testSuite,
 * testName] as JSON. Stable while the runs last, URL-safe; opaque to callers.
 */
export const EXPERIMENT_ID_PATTERN = /^[0-9a-f]{32}$/;

/** The fields `q` may filter on: an experiment's own. */
export const EXPERIMENT_FILTER_FIELDS = [
  'testSuite',
  'testName',
  'scenarioName',
  'lastState',
  'runCount',
  'firstRunAt',
  'lastRunAt',
] as const;
export type ExperimentFilterField = (typeof EXPERIMENT_FILTER_FIELDS)[number];

/** An experiment: the runs of one test, summed up. */
const experimentSchema = z.object({
  id: z.string().regex(EXPERIMENT_ID_PATTERN),
  testSuite: z.string().min(1),
  testName: z.string().min(1),
  /** The latest run's scenario name. */
  scenarioName: z.string(),
  runCount: z.number().int().positive(),
  /** How many runs are in each group of states (doc 3 §4 queued, in progress, completed). */
  stateCounts: z.object({
    queued: z.number().int().nonnegative(),
    inProgress: z.number().int().nonnegative(),
    completed: z.number().int().nonnegative(),
  }),
  lastState: z.enum(JOB_STATES),
  lastJobId: z.string().min(1),
  firstRunAt: z.iso.datetime({ offset: true }),
  lastRunAt: z.iso.datetime({ offset: true }),
  /** The labs its runs ran on, sorted. */
  labNames: z.array(z.string()),
});
export type Experiment = z.infer<typeof experimentSchema>;

export const experimentListSchema = z.array(experimentSchema);

/** One experiment with its latest runs, newest first, as the job list gives them (at most JOBS_LIST_LIMIT). */
export const experimentDetailSchema = experimentSchema.extend({ jobs: z.array(labJobSchema) });
export type ExperimentDetail = z.infer<typeof experimentDetailSchema>;
