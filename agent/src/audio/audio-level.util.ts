/**
 * The lowest level the agent reports, in dBFS: digital silence has no finite
 * level, and JSON (and the shared schemas) only carry finite numbers.
 */
export const DBFS_FLOOR = -120;

/**
 * The RMS level of samples relative to full scale, in dBFS: 0 for a full-scale
 * square wave, about -3 for a full-scale sine. Int16 samples are scaled by
 * 32768, floats are taken as [-1, 1].
 */
export function rmsDbfs(samples: Int16Array | Float32Array): number {
  if (samples.length === 0) return DBFS_FLOOR;
  const scale = samples instanceof Int16Array ? 32768 : 1;
  let sum = 0;
  for (let i = 0; i < samples.length; i++) {
    const value = samples[i]! / scale;
    sum += value * value;
  }
  const rms = Math.sqrt(sum / samples.length);
  if (rms === 0) return DBFS_FLOOR;
  return Math.max(DBFS_FLOOR, Math.round(20 * Math.log10(rms) * 100) / 100);
}

/** A level in dB as a linear amplitude factor. */
export function dbToGain(db: number): number {
  return 10 ** (db / 20);
}
