import { mixVoicesAtMic, rmsLevelDbfs } from './mic-mix.util';
import { type SpokenAudio } from './spoken-audio';

/** One second of a 440 Hz tone at 22.05 kHz, as espeak-ng's rate. */
function tone(seconds = 1, sampleRate = 22_050): SpokenAudio {
  const samples = Float32Array.from({ length: seconds * sampleRate }, (_, i) =>
    Math.sin((2 * Math.PI * 440 * i) / sampleRate),
  );
  return { samples, sampleRate };
}

const T0 = Date.UTC(2025, 0, 1);

describe('mixVoicesAtMic', () => {
  it('puts a voice at its level from its start, resampled to the mic’s rate', () => {
    const sut = mixVoicesAtMic([{ audio: tone(), startMs: T0 + 500, levelDbfs: -30 }], {
      fromMs: T0,
      durationMs: 2000,
      sampleRate: 16_000,
    });
    expect(sut).toHaveLength(32_000);
    expect(rmsLevelDbfs(sut.subarray(0, 8000))).toBe(Number.NEGATIVE_INFINITY);
    expect(rmsLevelDbfs(sut.subarray(8000, 24_000))).toBeCloseTo(-30, 1);
    expect(rmsLevelDbfs(sut.subarray(24_001))).toBe(Number.NEGATIVE_INFINITY);
  });

  it('keeps the part of a voice inside the window, and adds voices that overlap', () => {
    const window = { fromMs: T0 + 500, durationMs: 1000, sampleRate: 16_000 };
    const one = mixVoicesAtMic([{ audio: tone(), startMs: T0, levelDbfs: -20 }], window);
    expect(rmsLevelDbfs(one.subarray(0, 7900))).toBeCloseTo(-20, 1);
    expect(rmsLevelDbfs(one.subarray(8000))).toBe(Number.NEGATIVE_INFINITY);
    const two = mixVoicesAtMic(
      [
        { audio: tone(), startMs: T0, levelDbfs: -20 },
        { audio: tone(), startMs: T0, levelDbfs: -20 },
      ],
      window,
    );
    // The same tone twice, in phase: twice the amplitude.
    expect(rmsLevelDbfs(two.subarray(0, 7900))).toBeCloseTo(-20 + 6.02, 1);
  });

  it('leaves out silent voices and silent levels', () => {
    const window = { fromMs: T0, durationMs: 100, sampleRate: 8000 };
    const silent = { samples: new Float32Array(100), sampleRate: 8000 };
    expect(
      rmsLevelDbfs(
        mixVoicesAtMic(
          [
            { audio: silent, startMs: T0, levelDbfs: -20 },
            { audio: tone(), startMs: T0, levelDbfs: Number.NEGATIVE_INFINITY },
          ],
          window,
        ),
      ),
    ).toBe(Number.NEGATIVE_INFINITY);
    expect(rmsLevelDbfs(new Float32Array(0))).toBe(Number.NEGATIVE_INFINITY);
  });
});
