import { z } from 'zod';
import { bddScenarioSchema } from '../results/bdd.schema';
import { functionalTestCaseSchema } from '../results/functional.schema';
import { farDeviceResultSchema } from '../results/far.schema';
import { stabilityResultSchema } from '../results/stability.schema';
import { uplUtteranceSummarySchema } from '../results/upl.schema';
import { JOBS_LIST_LIMIT } from './job.constant';

/** The job routes (doc 1 §7: `jobs?q={filter JSON}&limit=50`, `PUT jobs/{id}`, `jobs/{id}/lab`). */
export const JOB_API_PATHS = {
  jobs: '/api/jobs',
  job: (jobId: string) => `/api/jobs/${encodeURIComponent(jobId)}`,
  lab: (jobId: string) => `/api/jobs/${encodeURIComponent(jobId)}/lab`,
  /** The operator's answer to what a BDD run asks (doc 1 §4.6, §7 BDD helper). */
  action: (jobId: string, actionId: string) =>
    `/api/jobs/${encodeURIComponent(jobId)}/actions/${encodeURIComponent(actionId)}`,
  results: (jobId: string) => `/api/jobs/${encodeURIComponent(jobId)}/results`,
  report: (jobId: string, format: 'csv' | 'junit') =>
    `/api/jobs/${encodeURIComponent(jobId)}/report?format=${format}`,
} as const;

/** One utterance of a run and what the DUT made of it (doc 1 §3 utterance result; field names chosen where it shows none). */
const jobUtteranceResultSchema = z.object({
  trialIndex: z.number().int().nonnegative(),
  /** Whose result it is: the DUT's tag, or an optional DUT's (OPTIONAL_DUT1 ...). */
  dut: z.string(),
  scenarioType: z.string(),
  speechLocation: z.string(),
  noise: z.string().nullable(),
  fileName: z.string(),
  questionPlayed: z.string(),
  expectedResponse: z.string().nullable(),
  dutHeard: z.string().nullable(),
  dutResponded: z.string().nullable(),
  intent: z.string().nullable(),
  heard: z.boolean(),
  /** It answered in full: the expected intent and every slot the utterance carries. */
  responded: z.boolean(),
  /** SUCCESS when the DUT answered in full (doc 1 §9 utterance result statuses). */
  status: z.enum(['SUCCESS', 'FAILURE']),
  /** With the expected intent, the slot it got wrong: 'wrong time: 6:30 PM for 6:30 AM'. */
  wrongSlot: z.string().optional(),
  playedAt: z.iso.datetime({ offset: true }),
});
export type JobUtteranceResult = z.infer<typeof jobUtteranceResultSchema>;

/**
 * One item of a run's results (GET /api/jobs/{id}/results), by its family:
 * an utterance of an acoustic run (one per device), a scenario of an ACM run
 * with its statements, a functional test case with its validations, a device
 * of a FAR run with its false wakes, a device's utterance of a stability run
 * with its counts, an utterance of a UPL run with its latencies.
 */
export const jobResultItemSchema = z.union([
  jobUtteranceResultSchema,
  bddScenarioSchema,
  functionalTestCaseSchema,
  farDeviceResultSchema,
  stabilityResultSchema,
  uplUtteranceSummarySchema,
]);
export type JobResultItem = z.infer<typeof jobResultItemSchema>;

/** The query of GET /api/jobs: a `q` filter (see parseQueryFilter) and at most `limit` jobs, newest first. */
export const jobsListQuerySchema = z.object({
  q: z.string().max(4000, 'q is too long').optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(JOBS_LIST_LIMIT, `limit must be at most ${JOBS_LIST_LIMIT}`)
    .default(JOBS_LIST_LIMIT),
});
export type JobsListQuery = z.infer<typeof jobsListQuerySchema>;

/** Refusals of the job routes (chosen wording; the spec shows the console's texts, not the API's). */
export const JOB_API_MESSAGES = {
  alreadyFinished: (state: string) => `The job has already ended (${state})`,
  notPaused: (state: string) => `Only a paused job can be resumed; this one is ${state}`,
  notAllowed: (from: string, to: string) => `A job that is ${from} cannot become ${to}`,
  badDate: (field: string) => `Filter field "${field}" needs ISO 8601 dates`,
} as const;
