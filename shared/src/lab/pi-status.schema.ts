import { z } from 'zod';
import { DOWNLOAD_STATES, PI_ACTION_STATES, PI_PING_STATES } from './pi-status.constant';

/**
 * What the lab screen tracks for each Pi (doc 2 §3 'Client status per Pi'): its
 * ping state, the state of its update, stop and calibrate controls, whether
 * another Pi of the lab is calibrating, and its download status.
 */
export const piClientStatusSchema = z.object({
  ping: z.enum(PI_PING_STATES),
  update: z.enum(PI_ACTION_STATES),
  stop: z.enum(PI_ACTION_STATES),
  calibrate: z.enum(PI_ACTION_STATES),
  calibrationInProgress: z.boolean(),
  downloadStatus: z.enum(DOWNLOAD_STATES),
});
export type PiClientStatus = z.infer<typeof piClientStatusSchema>;

/** A Pi's client status before anything has happened: unknown, idle, nothing downloading. */
export const INITIAL_PI_CLIENT_STATUS: PiClientStatus = {
  ping: 'unknown',
  update: 'idle',
  stop: 'idle',
  calibrate: 'idle',
  calibrationInProgress: false,
  downloadStatus: 'initial',
};
