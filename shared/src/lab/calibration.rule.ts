import { type Result, err, ok } from '../common/result';
import { HAPPY_LOCALES, type Marketplace, SKILL_LOCALES } from '../locales/marketplaces.constant';
import { CALIBRATION_OPTIONS, type CalibrationOption } from './calibration.constant';
import { type CalibrationRequest } from './calibration.schema';
import { CALIBRATION_MESSAGES } from './lab.messages';
import { type Lab } from './lab.schema';
import { isAutomotiveLab } from './lab.rule';
import { type PiClientStatus } from './pi-status.schema';

/** The calibration options a lab offers; automotive labs omit pink noise (doc 2 §9). */
export function calibrationOptionsFor(
  lab: Pick<Lab, 'name'>,
): readonly (typeof CALIBRATION_OPTIONS)[number][] {
  return isAutomotiveLab(lab)
    ? CALIBRATION_OPTIONS.filter((o) => o.id !== 'pink_noise')
    : CALIBRATION_OPTIONS;
}

/**
 * The locales a calibration can be run in (doc 1 §5): skill-type calibration
 * excludes en_CA and ja_JP, happy-song calibration excludes en_CA; pink noise
 * has no locale.
 */
export function calibrationLocales(option: CalibrationOption): readonly Marketplace[] {
  if (option === 'dut_skill') return SKILL_LOCALES;
  if (option === 'dut_happy_song') return HAPPY_LOCALES;
  return [];
}

/** A calibrate payload, checked: DUT calibrations need a locale they support. */
export function buildCalibrationRequest(
  option: CalibrationOption,
  locale?: Marketplace,
): Result<CalibrationRequest> {
  const locales = calibrationLocales(option);
  if (locales.length === 0) return ok({ option });
  if (!locale || !locales.includes(locale)) {
    return err(
      CALIBRATION_MESSAGES.unsupportedLocale(CALIBRATION_OPTIONS.find((o) => o.id === option)!.label),
    );
  }
  return ok({ option, locale });
}

export type PiClientStatuses = Readonly<Record<string, PiClientStatus>>;

/**
 * Calibration starts on one Pi (doc 2 §4): it is marked calibrating and every
 * other Pi of the lab calibrationInProgress, which disables their button.
 */
export function startCalibration(statuses: PiClientStatuses, piId: string): Record<string, PiClientStatus> {
  return Object.fromEntries(
    Object.entries(statuses).map(([id, status]) => [
      id,
      id === piId
        ? { ...status, calibrate: 'busy', calibrationInProgress: false }
        : { ...status, calibrationInProgress: true },
    ]),
  );
}

/** Calibration completed or failed: every Pi's calibration flags reset (doc 2 §4). */
export function endCalibration(statuses: PiClientStatuses): Record<string, PiClientStatus> {
  return Object.fromEntries(
    Object.entries(statuses).map(([id, status]) => [
      id,
      { ...status, calibrate: 'idle', calibrationInProgress: false },
    ]),
  );
}

/** What a Pi's calibrate button offers: Stop while it calibrates, nothing while another Pi does (doc 2 §4). */
export function calibrateButtonMode(status: PiClientStatus): 'calibrate' | 'stop' | 'disabled' {
  if (status.calibrate === 'busy') return 'stop';
  return status.calibrationInProgress ? 'disabled' : 'calibrate';
}
