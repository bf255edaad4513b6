import { z } from 'zod';
import { JOB_STATE_REQUESTS } from '../statuses/job-states.constant';

/** Body of PUT jobs/{id}: terminate with state canceled, or continue a paused run with resume (doc 1 §7). */
export const jobStateRequestBodySchema = z.object({ state: z.enum(JOB_STATE_REQUESTS) });
export type JobStateRequestBody = z.infer<typeof jobStateRequestBodySchema>;
