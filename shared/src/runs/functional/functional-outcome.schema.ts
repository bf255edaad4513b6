import { z } from 'zod';

const timestamp = z.iso.datetime({ offset: true });
const reason = z.string().min(1);

/**
 * What the device cloud recorded of the DUT's answer to an utterance (its
 * activity item): the text it heard, its response and the response's intent.
 * `{ error }` when the record could not be read.
 */
const functionalCloudObservationSchema = z.union([
  z.object({ error: reason }),
  z.object({
    heardText: z.string(),
    responseText: z.string(),
    intent: z.string(),
    /** From the end of the utterance to the start of the answer. */
    latencyMs: z.number().nonnegative().optional(),
  }),
]);

/**
 * The transcript of the DUT's spoken answer as the reference mic recorded it,
 * or why there is none: with the recording's name when the Pi recorded it and
 * only reading or transcribing it failed (the mic itself was online).
 */
const functionalRecordingObservationSchema = z.union([
  z.object({ error: reason, fileName: z.string().optional() }),
  z.object({
    /** '' when the recogniser found none of the expected phrases (or no speech). */
    transcript: z.string(),
    /** The recording's name, for the report. */
    fileName: z.string().optional(),
  }),
]);
export type FunctionalRecordingObservation = z.infer<typeof functionalRecordingObservationSchema>;

/** What a command produced: READ_APP_SCREEN the screen's text, WAIT ''; or why it failed. */
const functionalCommandObservationSchema = z.union([
  z.object({ error: reason }),
  z.object({ output: z.string() }),
]);

/** What the executor observed of one action of a test case, by the action's index. */
const functionalActionOutcomeSchema = z.object({
  index: z.number().int().min(0),
  /** When the Pi played the utterance; absent when it was not played. */
  playedAt: timestamp.optional(),
  /** Why the Pi could not play it. */
  playError: reason.optional(),
  /**
   * The device cloud's record of the answer. `null`: the cloud recorded no
   * interaction for it within the wait (the DUT did not wake). Absent: not looked up.
   */
  cloud: functionalCloudObservationSchema.nullable().optional(),
  /** Recorded utterances: the transcript of the DUT's spoken answer. */
  recording: functionalRecordingObservationSchema.optional(),
  /** Commands: what the command produced. */
  command: functionalCommandObservationSchema.optional(),
});
export type FunctionalActionOutcome = z.infer<typeof functionalActionOutcomeSchema>;

/**
 * What the executor stores for one step (one test case) once it has run: the
 * pure score reads only this and the plan. Actions it did not reach are
 * missing; `error` says why the case stopped, when it did.
 */
export const functionalCaseOutcomeSchema = z.object({
  /** The step's key (`${scenarioType}/${caseId}`), so a list of outcomes finds its steps. */
  key: z.string().min(1),
  startedAt: timestamp,
  finishedAt: timestamp,
  error: reason.optional(),
  actions: z.array(functionalActionOutcomeSchema),
});
export type FunctionalCaseOutcome = z.infer<typeof functionalCaseOutcomeSchema>;

/** A run's stored outcomes: by step key, or as a list (each carries its key). */
export type FunctionalOutcomes =
  | Readonly<Record<string, FunctionalCaseOutcome>>
  | ReadonlyMap<string, FunctionalCaseOutcome>
  | readonly FunctionalCaseOutcome[];

/** The outcomes by step key, whichever form they come in. */
export function functionalOutcomesByKey(outcomes: FunctionalOutcomes): Map<string, FunctionalCaseOutcome> {
  if (outcomes instanceof Map) return new Map(outcomes);
  if (Array.isArray(outcomes)) return new Map(outcomes.map((outcome) => [outcome.key, outcome]));
  return new Map(Object.entries(outcomes));
}
