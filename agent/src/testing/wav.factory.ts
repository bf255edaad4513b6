import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { encodeWav, toInt16 } from '../audio/wav.util';

/** A sine tone as 16-bit mono samples. */
export function sineSamples(options: {
  durationMs: number;
  sampleRate?: number;
  frequency?: number;
  amplitude?: number;
}): Int16Array {
  const sampleRate = options.sampleRate ?? 16000;
  const count = Math.round((options.durationMs / 1000) * sampleRate);
  const samples = new Float32Array(count);
  for (let i = 0; i < count; i++)
    samples[i] =
      (options.amplitude ?? 0.5) * Math.sin((2 * Math.PI * (options.frequency ?? 440) * i) / sampleRate);
  return toInt16(samples);
}

/** Writes a sine-tone WAV into a directory and returns its path. */
export function writeToneWav(
  dir: string,
  name: string,
  options: { durationMs: number; sampleRate?: number; frequency?: number; amplitude?: number },
): string {
  const file = path.join(dir, name);
  writeFileSync(file, encodeWav(sineSamples(options), options.sampleRate ?? 16000));
  return file;
}
