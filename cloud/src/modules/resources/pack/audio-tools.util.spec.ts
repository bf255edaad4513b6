import { wavHeader } from '@oak/shared';
import { AudioToolError, wavDurationMs, withWavSizes } from './audio-tools.util';

describe('the WAV helpers of the pack generator', () => {
  /** What sox writes to a pipe: a header whose sizes it could not fill in. */
  function piped(dataBytes: number): Buffer {
    const header = Buffer.from(wavHeader({ sampleRate: 16_000, dataBytes: 0 }));
    header.writeUInt32LE(0xffffffff, 4);
    header.writeUInt32LE(0xffffffff, 40);
    return Buffer.concat([header, Buffer.alloc(dataBytes, 1)]);
  }

  it('sets the RIFF and data sizes from the bytes there, dropping half a sample', () => {
    const fixed = withWavSizes(piped(32_001));
    expect(fixed).toHaveLength(44 + 32_000);
    expect(fixed.readUInt32LE(40)).toBe(32_000);
    expect(fixed.readUInt32LE(4)).toBe(36 + 32_000);
    expect(wavDurationMs(fixed)).toBe(1000);
  });

  it('refuses bytes that are not a WAV with its own error', () => {
    expect(() => withWavSizes(Buffer.from('not a wav at all'))).toThrow(AudioToolError);
    expect(() => wavDurationMs(Buffer.from('not a wav at all'))).toThrow(/no RIFF/);
  });
});
