import { z } from 'zod';
import { calibrationRequestSchema } from '../lab/calibration.schema';

/**
 * The calibrate payload as the agent reads it: the lab's calibration request,
 * optionally with the level to play at. Without `volume` the Pi plays at the
 * mixer level it has (e.g. the one the last talk set), as the lab hears it.
 */
export const agentCalibrateRequestSchema = calibrationRequestSchema.extend({
  volume: z.number().int().min(0).max(100).optional(),
  controlName: z.string().min(1).optional(),
});
export type AgentCalibrateRequest = z.infer<typeof agentCalibrateRequestSchema>;
