import { z } from 'zod';
import { PI_HEALTH_CHECK_STEP_IDS } from './health-check.constant';

/** The payload of the agent's healthcheck action: which step, and how long the Pi may take (doc 2 §4). */
export const healthCheckRequestSchema = z.object({
  step: z.enum(PI_HEALTH_CHECK_STEP_IDS),
  waitMs: z.number().int().positive(),
});
export type HealthCheckRequest = z.infer<typeof healthCheckRequestSchema>;
