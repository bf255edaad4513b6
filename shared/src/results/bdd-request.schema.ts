import { z } from 'zod';

/** The operator's answer to a PAUSE (doc 1 §4.6, §7). */
export const BDD_ACTION_MESSAGES = ['confirm', 'cancel'] as const;
/** The state the answer sets: confirm completes the steps, cancel fails them (doc 1 §4.6). */
export const BDD_ACTION_STATES = ['complete', 'failed'] as const;

/**
 * The BDD helper call (doc 1 §7): job id, action id and a body with message
 * confirm or cancel and state complete or failed, always paired that way.
 */
export const bddActionRequestSchema = z.object({
  jobId: z.string().min(1),
  actionId: z.string().min(1),
  body: z
    .object({ message: z.enum(BDD_ACTION_MESSAGES), state: z.enum(BDD_ACTION_STATES) })
    .refine((b) => (b.message === 'confirm') === (b.state === 'complete'), {
      message: 'confirm goes with state complete and cancel with state failed',
    }),
});
export type BddActionRequest = z.infer<typeof bddActionRequestSchema>;
