import { z } from 'zod';
import { MARKETPLACES } from '../locales/marketplaces.constant';
import { CALIBRATION_OPTION_IDS } from './calibration.constant';

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
