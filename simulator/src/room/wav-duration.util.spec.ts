import { wavDurationMs } from './wav-duration.util';

/** A canonical PCM WAV header, optionally with an extra chunk before `data`. */
function wavHeader(
  sampleRate: number,
  channels: number,
  bitsPerSample: number,
  dataBytes: number,
  extraChunk = 0,
) {
  const bytes = new Uint8Array(44 + (extraChunk ? 8 + extraChunk + (extraChunk % 2) : 0));
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) =>
    [...text].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, bytes.length - 8 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, (sampleRate * channels * bitsPerSample) / 8, true);
  view.setUint16(32, (channels * bitsPerSample) / 8, true);
  view.setUint16(34, bitsPerSample, true);
  let offset = 36;
  if (extraChunk) {
    ascii(offset, 'LIST');
    view.setUint32(offset + 4, extraChunk, true);
    offset += 8 + extraChunk + (extraChunk % 2);
  }
  ascii(offset, 'data');
  view.setUint32(offset + 4, dataBytes, true);
  return bytes;
}

describe('wavDurationMs', () => {
  it('reads 3 s from a 16 kHz mono 16-bit header', () => {
    expect(wavDurationMs(wavHeader(16_000, 1, 16, 96_000))).toBe(3000);
  });

  it('reads 1.5 s of 44.1 kHz stereo past an odd-sized extra chunk', () => {
    expect(wavDurationMs(wavHeader(44_100, 2, 16, 264_600, 27))).toBe(1500);
  });

  it('reads a header inside a larger buffer', () => {
    const header = wavHeader(8000, 1, 8, 8000);
    const padded = new Uint8Array(header.length + 10);
    padded.set(header, 10);
    expect(wavDurationMs(padded.subarray(10))).toBe(1000);
  });

  it('gives undefined for what is not a WAV header', () => {
    expect(wavDurationMs(new TextEncoder().encode('ID3 an mp3 file, not a wav'))).toBeUndefined();
    expect(wavDurationMs(new Uint8Array(0))).toBeUndefined();
    expect(wavDurationMs(wavHeader(16_000, 1, 16, 96_000).subarray(0, 40))).toBeUndefined();
  });
});
