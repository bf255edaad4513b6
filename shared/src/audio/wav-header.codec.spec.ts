import { WAV_HEADER_BYTES, WavFormatError, parseWavHeader, wavExcerpt, wavHeader } from './wav-header.codec';

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};
const text = (value: string) => Uint8Array.from(value, (c) => c.charCodeAt(0));

/** A header whose fmt chunk says `patch` (format code at 20, bits at 34, declared data size at 40). */
function patched(patch: { format?: number; bits?: number; dataBytes?: number }) {
  const header = wavHeader({ sampleRate: 8000, dataBytes: 16 });
  const view = new DataView(header.buffer);
  if (patch.format !== undefined) view.setUint16(20, patch.format, true);
  if (patch.bits !== undefined) view.setUint16(34, patch.bits, true);
  if (patch.dataBytes !== undefined) view.setUint32(40, patch.dataBytes, true);
  return header;
}

describe('the WAV header codec', () => {
  it('writes a canonical PCM header that reads back the same', () => {
    const header = wavHeader({ sampleRate: 44_100, channels: 2, dataBytes: 176_400 });
    expect(header).toHaveLength(WAV_HEADER_BYTES);
    expect(parseWavHeader(header, WAV_HEADER_BYTES + 176_400)).toEqual({
      format: 'pcm',
      channels: 2,
      sampleRate: 44_100,
      bitsPerSample: 16,
      dataOffset: 44,
      dataBytes: 176_400,
      durationMs: 1000,
    });
  });

  it('skips chunks before the data, padding odd ones', () => {
    const canonical = wavHeader({ sampleRate: 16_000, dataBytes: 4 });
    const list = concat(text('LIST'), Uint8Array.of(3, 0, 0, 0), Uint8Array.of(1, 2, 3, 0));
    const file = concat(canonical.subarray(0, 36), list, canonical.subarray(36), new Uint8Array(4));
    expect(parseWavHeader(file)).toMatchObject({ dataOffset: file.length - 4, dataBytes: 4 });
  });

  it('takes the size from the file when a streamed header does not know it', () => {
    for (const unknown of [0xffffffff, 0]) {
      const sut = parseWavHeader(patched({ dataBytes: unknown }), 44 + 16_000);
      expect(sut).toMatchObject({ dataBytes: 16_000, durationMs: 1000 });
    }
  });

  it('reads the duration of a file from its first bytes and its size', () => {
    const header = wavHeader({ sampleRate: 16_000, dataBytes: 96_000 });
    expect(parseWavHeader(header, 44 + 96_000).durationMs).toBe(3000);
    // Without the size, only what is there counts.
    expect(parseWavHeader(concat(header, new Uint8Array(3200))).durationMs).toBe(100);
  });

  it.each([
    [text('not a wav at all'), /no RIFF/],
    [patched({ format: 2 }), /unsupported WAV encoding 2/],
    [patched({ bits: 12 }), /malformed/],
    [wavHeader({ sampleRate: 8000, dataBytes: 0 }).subarray(0, 30), /incomplete/],
    [
      concat(text('RIFF'), new Uint8Array(4), text('WAVE'), text('data'), new Uint8Array(4)),
      /before its format/,
    ],
  ])('refuses a broken header (%#)', (bytes, message) => {
    expect(() => parseWavHeader(bytes)).toThrow(WavFormatError);
    expect(() => parseWavHeader(bytes)).toThrow(message);
  });

  it('cuts an excerpt on whole frames, its sizes its own, clipped to the recording', () => {
    // One second of 8 kHz 16-bit stereo, each frame's samples holding its index.
    const frames = 8000;
    const data = new Uint8Array(frames * 4);
    const samples = new DataView(data.buffer);
    for (let frame = 0; frame < frames; frame++) samples.setUint16(frame * 4, frame, true);
    const wav = concat(wavHeader({ sampleRate: 8000, channels: 2, dataBytes: data.length }), data);

    const excerpt = wavExcerpt(wav, 250, 500);
    const info = parseWavHeader(excerpt);
    expect(info).toMatchObject({ channels: 2, sampleRate: 8000, dataBytes: 2000 * 4, durationMs: 250 });
    expect(new DataView(excerpt.buffer).getUint32(4, true)).toBe(excerpt.length - 8);
    expect(new DataView(excerpt.buffer).getUint16(info.dataOffset, true)).toBe(2000);
    expect(parseWavHeader(wavExcerpt(wav, 900, 5000)).durationMs).toBe(100);
    expect(parseWavHeader(wavExcerpt(wav, 2000, 3000)).dataBytes).toBe(0);
    expect(parseWavHeader(wavExcerpt(wav, -100, 100)).durationMs).toBe(100);
  });
});
