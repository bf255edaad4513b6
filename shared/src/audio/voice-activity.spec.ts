import { answerTiming, frameLevelsDb, soundRegions } from './voice-activity.rule';

const RATE = 16_000;

/** A made-up recording: a seeded noise floor, and bursts of a voice-like tone where asked. */
function recording(
  lengthMs: number,
  sounds: readonly { fromMs: number; toMs: number; level?: number }[],
  noise = 0.002,
): Float32Array {
  const samples = new Float32Array(Math.round((lengthMs * RATE) / 1000));
  let seed = 7;
  const random = () => ((seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647) * 2 - 1;
  for (let i = 0; i < samples.length; i += 1) samples[i] = random() * noise;
  for (const { fromMs, toMs, level = 0.3 } of sounds) {
    const [from, to] = [fromMs, toMs].map((ms) => Math.round((ms * RATE) / 1000));
    for (let i = from!; i < to!; i += 1) {
      const t = i / RATE;
      // A voice-like sound: a 180 Hz fundamental with harmonics, its syllables rising and falling at 4 Hz.
      const envelope = 0.6 + 0.4 * Math.sin(2 * Math.PI * 4 * t);
      samples[i]! +=
        level * envelope * (Math.sin(2 * Math.PI * 180 * t) + 0.5 * Math.sin(2 * Math.PI * 360 * t));
    }
  }
  return samples;
}

describe('voice activity', () => {
  it('measures frame levels in dBFS from 16-bit PCM and floats alike', () => {
    const full = new Int16Array(160).fill(32_767);
    expect(frameLevelsDb(full, RATE)[0]).toBeCloseTo(0, 1);
    expect(frameLevelsDb(new Float32Array(160).fill(0.1), RATE)[0]).toBeCloseTo(-20, 1);
    expect(frameLevelsDb(new Float32Array(160), RATE)[0]).toBe(-120);
  });

  it('finds each sound over the noise floor, bridging pauses between words and dropping clicks', () => {
    const samples = recording(3000, [
      { fromMs: 500, toMs: 900 },
      { fromMs: 980, toMs: 1400 }, // a pause of 80 ms: the same utterance
      { fromMs: 2000, toMs: 2004, level: 0.9 }, // a click
      { fromMs: 2500, toMs: 2900 },
    ]);
    const regions = soundRegions(samples, RATE);
    expect(regions).toHaveLength(2);
    expect(regions[0]!.startMs).toBeGreaterThanOrEqual(490);
    expect(regions[0]!.startMs).toBeLessThanOrEqual(510);
    expect(regions[0]!.endMs).toBeGreaterThanOrEqual(1390);
    expect(regions[0]!.endMs).toBeLessThanOrEqual(1410);
    expect(regions[1]!.startMs).toBeGreaterThanOrEqual(2490);
    expect(regions[1]!.startMs).toBeLessThanOrEqual(2510);
  });

  it('measures the time from the end of the played speech to the answer within 20 ms', () => {
    for (const latency of [250, 800, 1600]) {
      const samples = recording(6000, [
        { fromMs: 400, toMs: 2100 },
        { fromMs: 2100 + latency, toMs: 2100 + latency + 1500, level: 0.15 },
      ]);
      const timing = answerTiming(samples, RATE, 1700);
      if (!timing.ok) throw new Error(timing.problem);
      expect(Math.abs(timing.value.latencyMs - latency)).toBeLessThanOrEqual(20);
      expect(Math.abs(timing.value.speechEndMs - 2100)).toBeLessThanOrEqual(20);
    }
  });

  it('hears the answer over a loud room, and says when there is no speech or no answer', () => {
    const loud = recording(
      5000,
      [
        { fromMs: 300, toMs: 1500 },
        { fromMs: 2200, toMs: 3000, level: 0.2 },
      ],
      0.03,
    );
    const timing = answerTiming(loud, RATE, 1200);
    expect(timing.ok && Math.abs(timing.value.latencyMs - 700)).toBeLessThanOrEqual(20);
    expect(answerTiming(recording(3000, [{ fromMs: 300, toMs: 1500 }]), RATE, 1200)).toEqual({
      ok: false,
      problem: 'no-answer',
    });
    expect(answerTiming(recording(3000, []), RATE, 1200)).toEqual({ ok: false, problem: 'no-speech' });
  });

  it('takes every sound within the played length of the first as the speech, its pauses between words too', () => {
    // Played 300 ms late into the recording, 'Alexa, ...' with a comma's pause of 300 ms; answered 1 s after.
    const samples = recording(5000, [
      { fromMs: 300, toMs: 800 },
      { fromMs: 1100, toMs: 1800 },
      { fromMs: 2800, toMs: 3500, level: 0.15 },
    ]);
    const timing = answerTiming(samples, RATE, 1500);
    if (!timing.ok) throw new Error(timing.problem);
    expect(Math.abs(timing.value.speechEndMs - 1800)).toBeLessThanOrEqual(20);
    expect(Math.abs(timing.value.latencyMs - 1000)).toBeLessThanOrEqual(20);
  });
});
