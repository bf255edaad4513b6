import { WavFormatError, parseWavHeader, wavHeader } from '@oak/shared';
import { type SpokenAudio } from './spoken-audio';

/**
 * The samples of a 16-bit PCM WAV (espeak-ng's output), channels averaged.
 * A WAV written to a pipe carries placeholder sizes: what is there is read.
 */
export function decodePcm16Wav(bytes: Buffer): SpokenAudio {
  const info = parseWavHeader(bytes);
  if (info.format !== 'pcm' || info.bitsPerSample !== 16)
    throw new WavFormatError(`expected 16-bit PCM, got ${info.bitsPerSample}-bit ${info.format}`);
  const frameBytes = 2 * info.channels;
  const frames = Math.floor(Math.min(info.dataBytes, bytes.length - info.dataOffset) / frameBytes);
  const samples = new Float32Array(frames);
  for (let frame = 0; frame < frames; frame++) {
    let sum = 0;
    for (let channel = 0; channel < info.channels; channel++)
      sum += bytes.readInt16LE(info.dataOffset + frame * frameBytes + channel * 2);
    samples[frame] = sum / info.channels / 32768;
  }
  return { samples, sampleRate: info.sampleRate };
}

/** Floats in [-1, 1] as a 16-bit mono PCM WAV, clipped. */
export function encodePcm16Wav(samples: Float32Array, sampleRate: number): Buffer {
  const header = wavHeader({ sampleRate, dataBytes: samples.length * 2 });
  const bytes = Buffer.alloc(header.length + samples.length * 2);
  bytes.set(header, 0);
  for (let i = 0; i < samples.length; i++) {
    const value = Math.max(-1, Math.min(1, samples[i]!));
    bytes.writeInt16LE(Math.round(value < 0 ? value * 32768 : value * 32767), header.length + i * 2);
  }
  return bytes;
}
