import { z } from 'zod';
import { SECURITY_DEVICE_STATES, SECURITY_REQUEST_KIND } from './security.constant';

/**
 * The security request helper's call (doc 1 §7): the lab job id, kind
 * Security, the device power state to detect, and a time-out (3000 ms by
 * default, SECURITY_REQUEST_TIMEOUT_MS).
 */
export const securityDeviceStateRequestSchema = z.object({
  labJobId: z.string().min(1),
  kind: z.literal(SECURITY_REQUEST_KIND),
  payload: z.object({ requestDeviceState: z.enum(SECURITY_DEVICE_STATES) }),
  timeout: z.number().int().positive(),
});
export type SecurityDeviceStateRequest = z.infer<typeof securityDeviceStateRequestSchema>;
