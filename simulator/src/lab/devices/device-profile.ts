/**
 * A probability that rises with SNR along a logistic curve, capped by a lapse
 * rate: p(SNR) = (1 − lapse) / (1 + exp(−slope · (SNR − snr50))).
 * The logistic is the psychometric function speech-recognition studies fit;
 * the lapse is the share of utterances a device misses however clean the
 * signal (accent, prosody, its own detector's threshold), without which no
 * device could ever miss a target in a quiet room.
 */
export interface LogisticCurve {
  /** Steepness, per dB: the slope at snr50 is slope / 4 per dB. */
  readonly slopePerDb: number;
  /** The SNR at which the logistic part is one half. */
  readonly snr50Db: number;
  readonly lapseRate: number;
}

/** Log-normal latency: median, and the standard deviation of ln(latency). */
export interface LatencyDistribution {
  readonly medianMs: number;
  readonly sigma: number;
}

/** How a kind of device hears: everything the model draws from for one DUT. */
export interface DeviceProfile {
  readonly id: string;
  readonly label: string;
  /** Whether the wake word is detected, given the SNR. */
  readonly wake: LogisticCurve;
  /** Whether the command is transcribed correctly, given the SNR and a wake. */
  readonly asr: LogisticCurve;
  /** False wakes per hour in 70 dBC pink noise; none without noise. */
  readonly falseWakesPerHourAt70Dbc: number;
  /** From the end of the command to the start of the answer. */
  readonly latency: LatencyDistribution;
  /**
   * The share of understood commands it answers with a wrong slot (a time,
   * its AM/PM, the day, a number or a unit other than the one said), however
   * clean the signal: its language understanding, not its ears.
   */
  readonly slotErrorRate: number;
}

export function logisticProbability(curve: LogisticCurve, snrDb: number): number {
  return (1 - curve.lapseRate) / (1 + Math.exp(-curve.slopePerDb * (snrDb - curve.snr50Db)));
}

/** The level at which false-wake rates are stated (dBC at the DUT). */
export const FALSE_WAKE_REFERENCE_LEVEL_DBC = 70;

/**
 * False wakes double for every 6 dB more noise: louder noise pushes more of
 * its frames past the detector's threshold. Chosen, not measured.
 */
export const FALSE_WAKE_DOUBLING_DB = 6;

/**
 * False wakes per hour in noise of `noiseLevelDb` at the DUT (the noise
 * sources only, not the room floor), weighted by how speech-like the noise is:
 * rate = rate70 · weight · 2^((L − 70) / 6). Without noise (-Infinity) it is 0.
 */
export function falseWakeRatePerHour(profile: DeviceProfile, noiseLevelDb: number, weight = 1): number {
  if (!Number.isFinite(noiseLevelDb) || weight <= 0) return 0;
  return (
    profile.falseWakesPerHourAt70Dbc *
    weight *
    2 ** ((noiseLevelDb - FALSE_WAKE_REFERENCE_LEVEL_DBC) / FALSE_WAKE_DOUBLING_DB)
  );
}

/** The latency at standard normal quantile z (0: median, 1.2816: p90): median · exp(z · sigma). */
export function latencyPercentileMs(latency: LatencyDistribution, standardNormalQuantile: number): number {
  return latency.medianMs * Math.exp(standardNormalQuantile * latency.sigma);
}
