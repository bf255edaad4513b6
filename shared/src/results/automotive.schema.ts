import { z } from 'zod';

/** A rate of the automotive feed, in percent. */
const rateSchema = z.number().min(0).max(100).nullish();

/**
 * The automotive live feed (doc 1 §3). payload.uiFeed is the current action's
 * text, which also picks its icon (doc 1 §4.7).
 * @kept for the automotive family: doc 1 §2.13 (automotive live feed), §4.7 (its icons)
 */
export const automotiveFeedSchema = z.object({
  payload: z.object({ uiFeed: z.string().nullish() }).nullish(),
  action: z.string().nullish(),
  notification: z.string().nullish(),
  currentScenario: z.string().nullish(),
  utterancePlayed: z.string().nullish(),
  deviceHeard: z.string().nullish(),
  deviceResponded: z.string().nullish(),
  frr: rateSchema,
  rar: rateSchema,
  har: rateSchema,
});
