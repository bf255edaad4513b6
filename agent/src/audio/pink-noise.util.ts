import { rmsDbfs } from './audio-level.util';
import { seededRandom } from './seeded-random.util';

export interface PinkNoiseOptions {
  readonly durationMs: number;
  readonly sampleRate: number;
  readonly seed: number;
  /** The level of the result, in dBFS RMS; calibration signals are usually around -20. */
  readonly rmsDbfs: number;
}

/**
 * Pink noise (equal energy per octave), the usual signal for measuring a
 * speaker and room: white noise through Paul Kellet's refined filter, which is
 * within 0.05 dB of -3 dB/octave above 9 Hz, then scaled to the level asked.
 */
export function generatePinkNoise(options: PinkNoiseOptions): Float32Array {
  const random = seededRandom(options.seed);
  const count = Math.round((options.durationMs / 1000) * options.sampleRate);
  const out = new Float32Array(count);
  let b0 = 0;
  let b1 = 0;
  let b2 = 0;
  let b3 = 0;
  let b4 = 0;
  let b5 = 0;
  let b6 = 0;
  for (let i = 0; i < count; i++) {
    const white = random() * 2 - 1;
    b0 = 0.99886 * b0 + white * 0.0555179;
    b1 = 0.99332 * b1 + white * 0.0750759;
    b2 = 0.969 * b2 + white * 0.153852;
    b3 = 0.8665 * b3 + white * 0.3104856;
    b4 = 0.55 * b4 + white * 0.5329522;
    b5 = -0.7616 * b5 - white * 0.016898;
    out[i] = b0 + b1 + b2 + b3 + b4 + b5 + b6 + white * 0.5362;
    b6 = white * 0.115926;
  }
  const gain = 10 ** ((options.rmsDbfs - rmsDbfs(out)) / 20);
  for (let i = 0; i < count; i++) {
    const value = out[i]! * gain;
    out[i] = value > 1 ? 1 : value < -1 ? -1 : value;
  }
  return out;
}
