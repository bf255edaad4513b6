import { z } from 'zod';
import { dutOnlineStatusSchema } from './dut-status.schema';
import { FAR_DEFAULT_TOTAL_CHUNKS } from './far.constant';

/** A device of a run's simulation environment (doc 1 §3 FAR payload). */
export const farSimulationDeviceSchema = z.object({
  customerId: z.string(),
  deviceSerialNumber: z.string(),
  deviceName: z.string(),
});
export type FarSimulationDevice = z.infer<typeof farSimulationDeviceSchema>;

/**
 * When the devices were last checked, in UTC (doc 1 §3: 'date and time parts';
 * the part names are chosen), e.g. { date: '2026-03-01', time: '14:05:09' }.
 */
const farMeasureTimestampSchema = z.object({
  date: z.string().min(1),
  time: z.string().min(1),
});
export type FarMeasureTimestamp = z.infer<typeof farMeasureTimestampSchema>;

/**
 * False wakes per device serial number in one hour of the run's track, hour 1
 * first (chosen shape, for the chart of false wakes over the run's hours).
 */
const farHourWakesSchema = z.object({
  hour: z.number().int().min(1),
  falseWakes: z.record(z.string(), z.number().int().min(0)),
});
export type FarHourWakes = z.infer<typeof farHourWakesSchema>;

/**
 * The live payload of a FAR run (doc 1 §3). chunkId is the 1-based number of
 * the audio file playing; counts are keyed by device serial number; the
 * offline set is sent as a list of serial numbers.
 */
export const farPayloadSchema = z.object({
  chunkId: z.number().int().min(0),
  totalChunks: z.number().int().min(0).default(FAR_DEFAULT_TOTAL_CHUNKS),
  simulationEnvironment: z.object({ devices: z.array(farSimulationDeviceSchema) }),
  deviceTotalWakeCountsForUI: z.record(z.string(), z.number().int().min(0)).default({}),
  offlineDevicesSet: z.array(z.string()).default([]),
  lastMeasureTimestamp: farMeasureTimestampSchema.nullish(),
  /** Chosen, beyond doc 1 §3: each hour's false wakes so far, for the chart; absent from older runs. */
  wakesByHour: z.array(farHourWakesSchema).optional(),
});
export type FarPayload = z.infer<typeof farPayloadSchema>;

/**
 * One device of a FAR run as `/results` lists it (chosen shape, after the FAR
 * table of doc 1 §2.9 and the report's row): its false wakes against the
 * allowed maximum, whether they fail it, and how often it was found offline or
 * muted.
 */
export const farDeviceResultSchema = z.object({
  tag: z.string(),
  customerId: z.string(),
  deviceSerialNumber: z.string(),
  deviceName: z.string(),
  status: dutOnlineStatusSchema,
  falseWakes: z.number().int().min(0),
  allowed: z.number().int().min(0),
  failed: z.boolean(),
  offlineChecks: z.number().int().min(0),
  checks: z.number().int().min(0),
  chunksPlayed: z.number().int().min(0),
  totalChunks: z.number().int().min(0),
  comments: z.string(),
});
export type FarDeviceResult = z.infer<typeof farDeviceResultSchema>;
