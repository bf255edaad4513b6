import { z } from 'zod';

/**
 * What a virtual device of the simulator was made to do with one utterance
 * it was addressed with (issue 29's walk checks verdicts against it): heard it
 * right and answered; misheard it (lost words) and answered what it heard;
 * answered with a slot said wrong; stayed silent (missed the wake word); or
 * woke on nothing (a false wake in noise). It is the simulator's own record,
 * not the device cloud's activity, so a run's verdict can be checked against
 * what the device did rather than against what the cloud read of it.
 */
const VIRTUAL_DEVICE_OUTCOMES = ['heard', 'misheard', 'misSlotted', 'silent', 'falseWake'] as const;

const virtualDeviceJournalEntrySchema = z.object({
  /** Its place in the device's journal, from 1: the next read asks for what came after it. */
  seq: z.number().int().positive(),
  utteranceId: z.string(),
  /** What was said to it, wake word included, normalised ('' for a false wake). */
  said: z.string(),
  /** When the speech began (simulated epoch ms). */
  startMs: z.number(),
  outcome: z.enum(VIRTUAL_DEVICE_OUTCOMES),
  /** What it recognised, when it woke (misheard: not what was said). */
  heardAs: z.string().optional(),
  intent: z.string().optional(),
  response: z.string().optional(),
  /** The slot it said wrong, when it mis-slotted its answer (misheard answers may be mis-slotted too). */
  slot: z.string().optional(),
});
export type VirtualDeviceJournalEntry = z.infer<typeof virtualDeviceJournalEntrySchema>;

/** How many entries a device's journal keeps: the oldest go first (chosen: a few runs' worth). */
export const VIRTUAL_DEVICE_JOURNAL_LIMIT = 2000;

/**
 * `GET devices/{dsn}/journal?after=`: the simulator's control route, read only.
 * @kept as a contract another package's specs check the product against (its routes, its stubs)
 */
export function virtualDeviceJournalPath(dsn: string): string {
  return `/devices/${encodeURIComponent(dsn)}/journal`;
}

export const virtualDeviceJournalQuerySchema = z.object({
  /** Only the entries after this seq (0, the default: all it keeps). */
  after: z.coerce.number().int().nonnegative().default(0),
});

export const virtualDeviceJournalResponseSchema = z.object({
  dsn: z.string(),
  entries: z.array(virtualDeviceJournalEntrySchema),
});
export type VirtualDeviceJournalResponse = z.infer<typeof virtualDeviceJournalResponseSchema>;

/**
 * A virtual device's faults for a run, set through the simulator's control
 * route `PUT devices/{dsn}/faults` (null clears them: its profile again):
 * the share of addressed utterances it misses, of commands it mishears and of
 * slot-bearing answers it mis-slots, whatever the SNR, and a seed its draws
 * start again from, so a short run shows each fault the same way every time.
 */
const rate = z.number().min(0).max(1);
const virtualDeviceFaultsSchema = z.object({
  seed: z.union([z.number().int(), z.string().min(1).max(64)]),
  missRate: rate,
  mishearRate: rate,
  slotErrorRate: rate,
});
export type VirtualDeviceFaults = z.infer<typeof virtualDeviceFaultsSchema>;

/** @kept as a contract another package's specs check the product against (its routes, its stubs) */
export function virtualDeviceFaultsPath(dsn: string): string {
  return `/devices/${encodeURIComponent(dsn)}/faults`;
}

export const virtualDeviceFaultsBodySchema = z.object({ faults: virtualDeviceFaultsSchema.nullable() });
