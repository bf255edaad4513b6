import { rmsDbfs } from './audio-level.util';
import { generatePinkNoise } from './pink-noise.util';

const options = { durationMs: 2000, sampleRate: 16000, seed: 42, rmsDbfs: -20 };

/** Mean power of the signal after a first difference: small when the energy sits at low frequencies. */
function differencePowerRatio(samples: Float32Array): number {
  let power = 0;
  let diffPower = 0;
  for (let i = 1; i < samples.length; i++) {
    power += samples[i]! ** 2;
    diffPower += (samples[i]! - samples[i - 1]!) ** 2;
  }
  return diffPower / power;
}

describe('generatePinkNoise', () => {
  it('has the length and the level asked for', () => {
    const sut = generatePinkNoise(options);
    expect(sut).toHaveLength(32000);
    expect(rmsDbfs(sut)).toBeCloseTo(-20, 1);
  });

  it('is the same for the same seed and differs for another', () => {
    expect(generatePinkNoise(options)).toEqual(generatePinkNoise(options));
    expect(generatePinkNoise({ ...options, seed: 43 })).not.toEqual(generatePinkNoise(options));
  });

  it('carries more energy at low frequencies than white noise (about 2 for white)', () => {
    expect(differencePowerRatio(generatePinkNoise(options))).toBeLessThan(0.6);
  });

  it('stays within full scale even when asked for a loud signal', () => {
    const sut = generatePinkNoise({ ...options, rmsDbfs: 0 });
    expect(Math.max(...sut.map(Math.abs))).toBeLessThanOrEqual(1);
  });
});
