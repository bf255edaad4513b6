import { wavHeader } from '../../audio/wav-header.codec';
import { measureUplRecording } from './upl-measure.rule';
import { uplAttempts } from './upl-plan.rule';
import { UPL_PLAN_MESSAGES } from './upl.messages';

const RATE = 16_000;

/** A made-up 16-bit recording: a quiet room, and a voice-like tone where asked (ms). */
function recordingWav(lengthMs: number, sounds: readonly [number, number][], channels = 1): Uint8Array {
  const frames = Math.round((lengthMs * RATE) / 1000);
  const header = wavHeader({ sampleRate: RATE, channels, dataBytes: frames * channels * 2 });
  const wav = new Uint8Array(header.length + frames * channels * 2);
  wav.set(header);
  const view = new DataView(wav.buffer, header.length);
  let seed = 11;
  const random = () => ((seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647) * 2 - 1;
  for (let i = 0; i < frames; i += 1) {
    const t = i / RATE;
    const ms = t * 1000;
    const voiced = sounds.some(([from, to]) => ms >= from && ms < to);
    const value =
      random() * 0.002 +
      (voiced ? 0.3 * (0.6 + 0.4 * Math.sin(2 * Math.PI * 4 * t)) * Math.sin(2 * Math.PI * 180 * t) : 0);
    for (let c = 0; c < channels; c += 1)
      view.setInt16((i * channels + c) * 2, Math.round(value * 32_767), true);
  }
  return wav;
}

describe('a UPL attempt measured in its recording', () => {
  it('is the time from the end of the played speech to the onset of the spoken answer', () => {
    const measured = measureUplRecording(
      recordingWav(6000, [
        [0, 1800],
        [3050, 4200],
      ]),
      1800,
    );
    expect(measured).toEqual({ timing: { speechEndMs: 1800, answerOnsetMs: 3050, latencyMs: 1250 } });
  });

  it('takes the pauses between the words of the played speech as part of it, however late it began to play', () => {
    // 'Alexa, what time is it' began 300 ms into the recording, a comma's pause after its wake word.
    const measured = measureUplRecording(
      recordingWav(6000, [
        [300, 800],
        [1100, 1700],
        [2900, 3600],
      ]),
      1500,
    );
    expect(measured).toEqual({ timing: { speechEndMs: 1700, answerOnsetMs: 2900, latencyMs: 1200 } });
  });

  it('reads the first channel of a stereo recording alike', () => {
    const measured = measureUplRecording(
      recordingWav(
        6000,
        [
          [0, 1500],
          [2500, 3000],
        ],
        2,
      ),
      1500,
    );
    expect(measured).toEqual({ timing: { speechEndMs: 1500, answerOnsetMs: 2500, latencyMs: 1000 } });
  });

  it('says the device gave no spoken answer when nothing follows the speech, and no speech in a silent recording', () => {
    expect(measureUplRecording(recordingWav(5000, [[0, 1500]]), 1500)).toEqual({ problem: 'no-answer' });
    expect(measureUplRecording(recordingWav(5000, []), 1500)).toEqual({ problem: 'no-speech' });
  });

  it('is an error with its reason for a recording that cannot be read', () => {
    expect(measureUplRecording(new TextEncoder().encode('<html>gateway timeout</html>'), 1500)).toEqual({
      error: 'The recording could not be read: not a WAV file (no RIFF/WAVE header)',
    });
    expect(measureUplRecording(wavHeader({ sampleRate: RATE, dataBytes: 0 }), 1500)).toEqual({
      error: 'The recording could not be read: it holds no samples',
    });
  });
});

describe("a UPL run's attempts of each utterance", () => {
  const options = (scenarioType: string, customOptions?: Record<string, unknown>) => ({
    testSuite: 'AQTUPL',
    testName: 'UPL',
    marketPlace: 'en_US',
    testOptions: { testSuite: 'UPL', scenarioType, ...(customOptions ? { customOptions } : {}) },
  });

  it("are its type's, or what its options ask", () => {
    expect(uplAttempts(options('UPL_STANDARD'))).toEqual({ ok: true, value: 10 });
    expect(uplAttempts(options('UPL_QUICK'))).toEqual({ ok: true, value: 3 });
    expect(uplAttempts(options('UPL_QUICK', { uplAttempts: 2 }))).toEqual({ ok: true, value: 2 });
  });

  it.each([0, -1, 1.5, 21, '3'])('refuses %p attempts, naming the field', (asked) => {
    expect(uplAttempts(options('UPL_QUICK', { uplAttempts: asked }))).toEqual({
      ok: false,
      error: UPL_PLAN_MESSAGES.attemptsOutOfRange('uplAttempts', 20),
    });
  });
});
