import { z } from 'zod';

/** The operator's answer to a PAUSE (doc 1 §4.6, §7). */
const BDD_ACTION_MESSAGES = ['confirm', 'cancel'] as const;
/** The state the answer sets: confirm completes the steps, cancel fails them (doc 1 §4.6). */
const BDD_ACTION_STATES = ['complete', 'failed'] as const;
export type BddActionState = (typeof BDD_ACTION_STATES)[number];

/** The execution state an action shows once answered: the answer's state in the spec's upper case. */
export const BDD_ACTION_EXECUTION_STATES = {
  complete: 'COMPLETE',
  failed: 'FAILED',
} as const satisfies Record<BddActionState, string>;

/** Why an answer is refused (wording chosen). */
export const BDD_ACTION_MESSAGES_TEXT = {
  mismatch: 'confirm goes with state complete and cancel with state failed',
  notPending: (state: string) => `The action is no longer waiting for an answer: it is ${state}`,
} as const;

/**
 * The body of the BDD helper call (doc 1 §7): message confirm or cancel and
 * state complete or failed, always paired that way.
 */
export const bddActionBodySchema = z
  .object({ message: z.enum(BDD_ACTION_MESSAGES), state: z.enum(BDD_ACTION_STATES) })
  .refine((b) => (b.message === 'confirm') === (b.state === 'complete'), {
    message: BDD_ACTION_MESSAGES_TEXT.mismatch,
  });
export type BddActionBody = z.infer<typeof bddActionBodySchema>;

/**
 * The BDD helper call (doc 1 §7): job id, action id and the body above. Sent
 * as `PUT /api/jobs/{jobId}/actions/{actionId}` with the body (JOB_API_PATHS.action).
 */
export const bddActionRequestSchema = z.object({
  jobId: z.string().min(1),
  actionId: z.string().min(1),
  body: bddActionBodySchema,
});
export type BddActionRequest = z.infer<typeof bddActionRequestSchema>;
