import { type WavInfo, WavFormatError, parseWavHeader, wavHeader } from '@oak/shared';

export { type WavInfo, WavFormatError, parseWavHeader } from '@oak/shared';

/** The samples of a whole WAV file as mono floats in [-1, 1] (channels averaged). */
export function decodeWav(file: Buffer): { samples: Float32Array; sampleRate: number; info: WavInfo } {
  const info = parseWavHeader(file);
  const bytes = info.bitsPerSample / 8;
  const frameBytes = bytes * info.channels;
  const frames = Math.floor(Math.min(info.dataBytes, file.length - info.dataOffset) / frameBytes);
  const samples = new Float32Array(frames);
  const read = sampleReader(file, info);
  for (let frame = 0; frame < frames; frame++) {
    let sum = 0;
    for (let channel = 0; channel < info.channels; channel++)
      sum += read(info.dataOffset + frame * frameBytes + channel * bytes);
    samples[frame] = sum / info.channels;
  }
  return { samples, sampleRate: info.sampleRate, info };
}

function sampleReader(file: Buffer, info: WavInfo): (at: number) => number {
  if (info.format === 'float') {
    if (info.bitsPerSample !== 32) throw new WavFormatError('float WAV must be 32-bit');
    return (at) => file.readFloatLE(at);
  }
  switch (info.bitsPerSample) {
    case 8:
      return (at) => (file.readUInt8(at) - 128) / 128;
    case 16:
      return (at) => file.readInt16LE(at) / 32768;
    case 24:
      return (at) => file.readIntLE(at, 3) / 8388608;
    default:
      return (at) => file.readInt32LE(at) / 2147483648;
  }
}

/** A 16-bit PCM WAV file of the given samples. */
export function encodeWav(samples: Int16Array, sampleRate: number, channels = 1): Buffer {
  const header = wavHeader({ sampleRate, channels, dataBytes: samples.length * 2 });
  const file = Buffer.alloc(header.length + samples.length * 2);
  file.set(header, 0);
  for (let i = 0; i < samples.length; i++) file.writeInt16LE(samples[i]!, header.length + i * 2);
  return file;
}

/** Floats in [-1, 1] as 16-bit samples, clipped. */
export function toInt16(samples: Float32Array | readonly number[]): Int16Array {
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const value = samples[i]!;
    // Plain arithmetic rather than Math calls: this runs for every sample of every recording.
    const scaled =
      value <= -1 ? -32768 : value >= 1 ? 32767 : value < 0 ? value * 32768 - 0.5 : value * 32767 + 0.5;
    out[i] = scaled | 0;
  }
  return out;
}
