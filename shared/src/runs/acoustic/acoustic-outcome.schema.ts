import { z } from 'zod';
import { DEVICE_CLOUD_STATUSES } from '../../devices/devices.constant';

/** What a DUT made of one utterance, as the device cloud told it. */
const dutAnswerSchema = z.object({
  heard: z.boolean(),
  /** It answered with the expected intent. */
  responded: z.boolean(),
  heardText: z.string().nullable(),
  responseText: z.string().nullable(),
  intent: z.string().nullable(),
  /** From the end of the utterance to the answer, in ms of audio time; absent when it did not answer. */
  latencyMs: z.number().nonnegative().optional(),
});
export type DutAnswer = z.infer<typeof dutAnswerSchema>;

/**
 * One utterance of an acoustic run and what the DUT, and each optional DUT in
 * the room, made of it: the stored outcome of one step. It carries what was
 * played, so the results and the reports read from the outcomes alone.
 */
export const acousticStepOutcomeSchema = z.object({
  trial: z.object({
    index: z.number().int().nonnegative(),
    scenarioType: z.string(),
    speechLocation: z.string(),
    /** The noise played with it (its label); null in quiet. */
    noise: z.string().nullable(),
    fileName: z.string(),
    transcript: z.string(),
    /** The locale its words are in, which its answer is read in; en_US when absent (older runs). */
    locale: z.string().optional(),
    expectedResponse: z.string().nullable(),
  }),
  answer: dutAnswerSchema,
  playedAt: z.iso.datetime({ offset: true }),
  optionalDuts: z.array(z.object({ tag: z.string(), answer: dutAnswerSchema })).default([]),
  /**
   * The DUT's status as the device cloud gave it while the utterance played
   * (online, offline, muted): the live view's DUT, and a trained mobile run's
   * phone (issue 29). Absent when it could not be read.
   */
  dutStatus: z.enum(DEVICE_CLOUD_STATUSES).optional(),
});
export type AcousticStepOutcome = z.infer<typeof acousticStepOutcomeSchema>;

/** The key of a trial's step: its index, stable for a plan. */
export function acousticStepKey(trialIndex: number): string {
  return `trial-${trialIndex}`;
}
