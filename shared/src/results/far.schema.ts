import { z } from 'zod';
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
});
export type FarPayload = z.infer<typeof farPayloadSchema>;
