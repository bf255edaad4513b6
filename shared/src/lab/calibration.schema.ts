import { z } from 'zod';
import { MARKETPLACES } from '../locales/marketplaces.constant';
import { CALIBRATION_OPTION_IDS, CALIBRATION_OUTCOMES } from './calibration.constant';
import { piSchema } from './lab.schema';

/**
 * The payload of the agent's calibrate action (doc 2 §7: the call exists, its
 * shape is not shown; chosen): the option, and for the DUT calibrations the
 * locale the device is asked in.
 */
export const calibrationRequestSchema = z.object({
  option: z.enum(CALIBRATION_OPTION_IDS),
  locale: z.enum(MARKETPLACES).optional(),
});
export type CalibrationRequest = z.infer<typeof calibrationRequestSchema>;

/** The answer of a calibration's resource sync: whether the Pi had to download anything. */
export const calibrationResourcesSyncSchema = z.object({ synced: z.boolean() });
export type CalibrationResourcesSync = z.infer<typeof calibrationResourcesSyncSchema>;

/** The calibration result the lab screen keeps (doc 3 §3; its fields are not shown, chosen). */
const calibrationResultSchema = z.object({
  piId: z.string().min(1),
  option: z.enum(CALIBRATION_OPTION_IDS),
  status: z.enum(CALIBRATION_OUTCOMES),
  message: z.string().optional(),
});

/**
 * The labs state of the console (doc 3 §3): each lab's Pis keyed by lab id, the
 * last calibration result, and whether a calibration is running.
 */
export const labsStateSchema = z.object({
  labToThingsMapping: z.record(z.string(), z.array(piSchema)),
  calibrationResult: calibrationResultSchema.nullable(),
  calibrationInProgress: z.boolean(),
});
export type LabsState = z.infer<typeof labsStateSchema>;

export const INITIAL_LABS_STATE: LabsState = {
  labToThingsMapping: {},
  calibrationResult: null,
  calibrationInProgress: false,
};
