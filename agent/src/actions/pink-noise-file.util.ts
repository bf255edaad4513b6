import { CALIBRATION_MEASUREMENT_MS, PINK_NOISE_FILE_NAME } from '@oak/shared';
import { readWavInfo } from '../audio/wav-file.util';
import { encodeWav, toInt16 } from '../audio/wav.util';
import { generatePinkNoise } from '../audio/pink-noise.util';
import { cacheFilePath, writeFileAtomic } from '../resources/cache-file.util';

/**
 * The calibration signal: the same on every Pi (fixed seed), so readings of
 * different Pis compare. It lasts longer than a measurement, so the mic never
 * hears it end; -20 dBFS RMS leaves headroom for the noise's peaks.
 */
export const PINK_NOISE_SIGNAL = {
  durationMs: CALIBRATION_MEASUREMENT_MS * 2,
  sampleRate: 48000,
  seed: 20240501,
  rmsDbfs: -20,
} as const;

/** The pink-noise WAV in the cache, generated the first time it is needed (or when damaged). */
export async function ensurePinkNoiseFile(cacheDir: string): Promise<string> {
  const file = cacheFilePath(cacheDir, PINK_NOISE_FILE_NAME);
  const existing = await readWavInfo(file).catch(() => undefined);
  if (existing && Math.round(existing.durationMs) === PINK_NOISE_SIGNAL.durationMs) return file;
  const samples = toInt16(generatePinkNoise(PINK_NOISE_SIGNAL));
  await writeFileAtomic(file, encodeWav(samples, PINK_NOISE_SIGNAL.sampleRate));
  return file;
}
