import { EspeakVoice, SpeechSynthesisError, trimSilence } from './espeak-voice.adapter';
import { rmsLevelDbfs } from './mic-mix.util';
import { spokenDurationMs } from './spoken-audio';

const VOICE = { voice: 'en-us+f3', pitch: 50, wordsPerMinute: 170 };

describe('EspeakVoice', () => {
  it('says a text with espeak-ng, without its lead-in and tail silence', async () => {
    const sut = new EspeakVoice();
    const audio = await sut.speak('Five minutes, starting now.', VOICE);
    expect(audio.sampleRate).toBe(22_050);
    expect(spokenDurationMs(audio)).toBeGreaterThan(1000);
    expect(spokenDurationMs(audio)).toBeLessThan(3000);
    expect(Math.abs(audio.samples[0]!)).toBeGreaterThanOrEqual(1e-3);
    expect(rmsLevelDbfs(audio.samples)).toBeGreaterThan(-40);
  });

  it('says the same the same way, and keeps the last answers rather than saying them again', async () => {
    const sut = new EspeakVoice();
    const first = sut.speak('It is ten past nine.', VOICE);
    expect(sut.speak('It is ten past nine.', VOICE)).toBe(first);
    const again = await new EspeakVoice().speak('It is ten past nine.', VOICE);
    expect(again.samples).toEqual((await first).samples);
    const other = await sut.speak('It is ten past nine.', { ...VOICE, voice: 'en-us+f5', pitch: 60 });
    expect(other.samples).not.toEqual(again.samples);
  });

  it('says why it cannot speak', async () => {
    await expect(new EspeakVoice('espeak-ng-missing').speak('Hello', VOICE)).rejects.toThrow(
      new SpeechSynthesisError('espeak-ng-missing is not installed (scripts/ensure-system-deps installs it)'),
    );
    await expect(new EspeakVoice().speak('Hello', { ...VOICE, voice: 'xx-nowhere' })).rejects.toBeInstanceOf(
      SpeechSynthesisError,
    );
  });

  it('trims silence at both ends only', () => {
    expect([...trimSilence(Float32Array.from([0, 0.0001, 0.5, 0, 0.25, 0]))]).toEqual([0.5, 0, 0.25]);
    expect(trimSilence(new Float32Array(4))).toHaveLength(0);
  });
});
