import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from '../testing/agent-services.stub';
import { readWavInfo } from './wav-file.util';
import { WavFormatError, decodeWav, encodeWav, toInt16 } from './wav.util';

function header(fields: {
  format?: number;
  channels?: number;
  rate?: number;
  bits?: number;
  dataBytes?: number;
  extra?: Buffer;
}): Buffer {
  const {
    format = 1,
    channels = 1,
    rate = 8000,
    bits = 16,
    dataBytes = 16,
    extra = Buffer.alloc(0),
  } = fields;
  const fmt = Buffer.alloc(24);
  fmt.write('fmt ', 0, 'ascii');
  fmt.writeUInt32LE(16, 4);
  fmt.writeUInt16LE(format, 8);
  fmt.writeUInt16LE(channels, 10);
  fmt.writeUInt32LE(rate, 12);
  fmt.writeUInt32LE((rate * channels * bits) / 8, 16);
  fmt.writeUInt16LE((channels * bits) / 8, 20);
  fmt.writeUInt16LE(bits, 22);
  const data = Buffer.alloc(8);
  data.write('data', 0, 'ascii');
  data.writeUInt32LE(dataBytes, 4);
  const riff = Buffer.from('RIFF\0\0\0\0WAVE', 'ascii');
  return Buffer.concat([riff, extra, fmt, data]);
}

describe('wav.util', () => {
  it('round-trips 16-bit samples and knows the duration', () => {
    const samples = toInt16(Float32Array.from([0, 0.5, -0.5, 1, -1]));
    const sut = encodeWav(samples, 8000);
    const decoded = decodeWav(sut);
    expect(decoded.sampleRate).toBe(8000);
    expect(decoded.info).toMatchObject({ channels: 1, bitsPerSample: 16, dataOffset: 44, dataBytes: 10 });
    expect(decoded.info.durationMs).toBeCloseTo(0.625);
    expect(Array.from(decoded.samples).map((v) => Math.round(v * 100) / 100)).toEqual([0, 0.5, -0.5, 1, -1]);
  });

  it('clips floats outside [-1, 1]', () => {
    expect(Array.from(toInt16([2, -2]))).toEqual([32767, -32768]);
  });

  it('averages channels and reads 8, 24, 32-bit and float samples', () => {
    const stereo = Buffer.concat([header({ channels: 2, dataBytes: 4 }), Buffer.from([0, 0x40, 0, 0])]);
    expect(decodeWav(stereo).samples[0]).toBeCloseTo(0.25);
    expect(
      decodeWav(Buffer.concat([header({ bits: 8, dataBytes: 1 }), Buffer.from([192])])).samples[0],
    ).toBeCloseTo(0.5);
    const s24 = Buffer.alloc(3);
    s24.writeIntLE(-4194304, 0, 3);
    expect(decodeWav(Buffer.concat([header({ bits: 24, dataBytes: 3 }), s24])).samples[0]).toBeCloseTo(-0.5);
    const s32 = Buffer.alloc(4);
    s32.writeInt32LE(1073741824, 0);
    expect(decodeWav(Buffer.concat([header({ bits: 32, dataBytes: 4 }), s32])).samples[0]).toBeCloseTo(0.5);
    const f32 = Buffer.alloc(4);
    f32.writeFloatLE(0.25, 0);
    expect(
      decodeWav(Buffer.concat([header({ format: 3, bits: 32, dataBytes: 4 }), f32])).samples[0],
    ).toBeCloseTo(0.25);
  });

  it('refuses a file that is not a WAV with the codec error', () => {
    expect(() => decodeWav(Buffer.from('not a wav at all'))).toThrow(WavFormatError);
  });

  it('refuses float samples that are not 32-bit', () => {
    expect(() =>
      decodeWav(Buffer.concat([header({ format: 3, bits: 16, dataBytes: 2 }), Buffer.alloc(2)])),
    ).toThrow(/float WAV must be 32-bit/);
  });

  it('reads only the header of a file on disk', async () => {
    const file = path.join(tempDir(), 'a.wav');
    writeFileSync(file, encodeWav(new Int16Array(16000), 16000));
    await expect(readWavInfo(file)).resolves.toMatchObject({ sampleRate: 16000, durationMs: 1000 });
  });
});
