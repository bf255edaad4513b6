import { type Result } from '../common/result';
import {
  HEALTH_CHECK_COMPLETE_MARKER,
  type HealthCheckStepState,
  PI_HEALTH_CHECK_STEPS,
  type PiHealthCheckStep,
} from './health-check.constant';
import { type HealthCheckRequest } from './health-check.schema';

export type HealthCheckResults = Readonly<Record<PiHealthCheckStep, HealthCheckStepState>>;

/** Every step idle: the results before a check, and after its modal closes (doc 2 §4). */
export function clearedHealthCheckResults(): HealthCheckResults {
  return Object.fromEntries(PI_HEALTH_CHECK_STEPS.map((step) => [step.id, 'idle'])) as HealthCheckResults;
}

/** The request of one step, with the step's own wait. */
export function healthCheckRequest(step: PiHealthCheckStep): HealthCheckRequest {
  const { waitMs } = PI_HEALTH_CHECK_STEPS.find((s) => s.id === step)!;
  return { step, waitMs };
}

/**
 * Whether a step's returned data means success: its first item contains
 * 'complete' (doc 2 §4). The match ignores case, as Pis report 'COMPLETE' too.
 */
export function isHealthCheckDataComplete(data: unknown): boolean {
  if (!Array.isArray(data) || data.length === 0) return false;
  const first: unknown = data[0];
  const text = typeof first === 'string' ? first : JSON.stringify(first ?? '');
  return text.toLowerCase().includes(HEALTH_CHECK_COMPLETE_MARKER);
}

/** A step's state once its call returns: success when the data says complete, error otherwise. */
export function healthCheckStepOutcome(
  result: Result<unknown, unknown>,
): Extract<HealthCheckStepState, 'success' | 'error'> {
  return result.ok && isHealthCheckDataComplete(result.value) ? 'success' : 'error';
}
