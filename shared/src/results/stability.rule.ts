import { STABILITY_MIN_PASS_RATE } from './stability.constant';
import { STABILITY_MESSAGES } from './stability.messages';
import { type StabilityPayload, type StabilityUtteranceResult } from './stability.schema';

/** A pass rate passes only at or above the minimum (doc 1 §5). */
export function isStabilityPassRatePassing(passRate: number, min: number = STABILITY_MIN_PASS_RATE): boolean {
  return passRate >= min;
}

/** The warning for a pass rate below the minimum, or undefined when it passes (doc 1 §8). */
export function stabilityPassRateWarning(
  passRate: number,
  min: number = STABILITY_MIN_PASS_RATE,
): string | undefined {
  return isStabilityPassRatePassing(passRate, min) ? undefined : STABILITY_MESSAGES.likelyToFail(min);
}

/**
 * Elapsed Time is shown when the run is time-bound (doc 1 §2.10).
 */
export function showsStabilityElapsedTime(payload: Pick<StabilityPayload, 'timeBoundUtterance'>): boolean {
  return payload.timeBoundUtterance;
}

export interface StabilityRow extends StabilityUtteranceResult {
  readonly deviceSerialNumber: string;
  readonly utterance: string;
  readonly passing: boolean;
  readonly warning?: string;
}

/**
 * One row per device and utterance, from the map the run fills: time-based for
 * a time-bound run, admin otherwise (doc 1 §3). Both stability tables read
 * these rows: the live table its latest result, the summary its counts.
 */
export function stabilityRows(
  payload: StabilityPayload,
  min: number = STABILITY_MIN_PASS_RATE,
): StabilityRow[] {
  const map = payload.timeBoundUtterance
    ? payload.dsnToTimeBasedUtteranceResultMap
    : payload.dsnToAdminUtteranceResultMap;
  return Object.entries(map).flatMap(([deviceSerialNumber, byUtterance]) =>
    Object.entries(byUtterance).map(([utterance, result]) => {
      // No attempt yet means no rate to recover: warn only once there is one.
      const warning = result.totalCountSoFar > 0 ? stabilityPassRateWarning(result.passRate, min) : undefined;
      return {
        ...result,
        deviceSerialNumber,
        utterance,
        passing: isStabilityPassRatePassing(result.passRate, min),
        ...(warning ? { warning } : {}),
      };
    }),
  );
}
