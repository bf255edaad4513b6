import { z } from 'zod';

/** What /api/health reports for each backing service. */
const SERVICE_STATES = ['up', 'down'] as const;
const serviceStateSchema = z.enum(SERVICE_STATES);
export type ServiceState = z.infer<typeof serviceStateSchema>;

/** The services the cloud depends on, in the order health reports them. */
const HEALTH_SERVICES = ['postgres', 'redis', 'mqtt'] as const;
export type HealthService = (typeof HEALTH_SERVICES)[number];

export const healthReportSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  postgres: serviceStateSchema,
  redis: serviceStateSchema,
  mqtt: serviceStateSchema,
});
export type HealthReport = z.infer<typeof healthReportSchema>;

/** The overall status: ok only when every service is up. */
export function overallHealth(states: Record<HealthService, ServiceState>): HealthReport['status'] {
  return HEALTH_SERVICES.every((service) => states[service] === 'up') ? 'ok' : 'degraded';
}
