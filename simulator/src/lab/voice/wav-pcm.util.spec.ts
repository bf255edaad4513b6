import { WavFormatError, wavHeader } from '@oak/shared';
import { decodePcm16Wav, encodePcm16Wav } from './wav-pcm.util';

describe('16-bit PCM WAV', () => {
  it('round-trips samples, clipping what is beyond full scale', () => {
    const samples = Float32Array.from([0, 0.5, -0.5, 1.5, -1.5]);
    const sut = decodePcm16Wav(encodePcm16Wav(samples, 16000));
    expect(sut.sampleRate).toBe(16000);
    expect([...sut.samples].map((value) => Number(value.toFixed(3)))).toEqual([0, 0.5, -0.5, 1, -1]);
  });

  it('reads what a pipe holds when the header claims more, and averages channels', () => {
    const header = Buffer.from(wavHeader({ sampleRate: 8000, channels: 2, dataBytes: 0x7ffffff0 }));
    const body = Buffer.alloc(8);
    body.writeInt16LE(16384, 0);
    body.writeInt16LE(0, 2);
    body.writeInt16LE(-16384, 4);
    body.writeInt16LE(-16384, 6);
    expect([...decodePcm16Wav(Buffer.concat([header, body])).samples]).toEqual([0.25, -0.5]);
  });

  it('refuses other sample formats', () => {
    const float = Buffer.from(wavHeader({ sampleRate: 8000, bitsPerSample: 8, dataBytes: 0 }));
    expect(() => decodePcm16Wav(float)).toThrow(WavFormatError);
  });
});
