import { Random } from '../../random/random';
import { dutVoiceOf } from './dut-voice.util';

describe('dutVoiceOf', () => {
  it('gives a DUT the same voice for the same seed, within espeak-ng’s ranges', () => {
    const sut = dutVoiceOf(new Random('lab/voice/G0VIRTUALGOOD001'));
    expect(dutVoiceOf(new Random('lab/voice/G0VIRTUALGOOD001'))).toEqual(sut);
    expect(sut.voice).toMatch(/^en-us\+f[135]$/);
    expect(sut.pitch).toBeGreaterThanOrEqual(40);
    expect(sut.pitch).toBeLessThanOrEqual(65);
    expect(sut.wordsPerMinute).toBeGreaterThanOrEqual(160);
    expect(sut.wordsPerMinute).toBeLessThanOrEqual(180);
  });

  it('gives DUTs different voices', () => {
    const voices = Array.from({ length: 12 }, (_, index) =>
      JSON.stringify(dutVoiceOf(new Random(`dut-${index}`))),
    );
    expect(new Set(voices).size).toBeGreaterThan(6);
  });
});
