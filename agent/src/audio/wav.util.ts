/** What a WAV file's header says, and where its samples are. */
export interface WavInfo {
  readonly format: 'pcm' | 'float';
  readonly channels: number;
  readonly sampleRate: number;
  readonly bitsPerSample: number;
  readonly dataOffset: number;
  /** Bytes of sample data; for a header-only buffer, what the header declares. */
  readonly dataBytes: number;
  readonly durationMs: number;
}

export class WavFormatError extends Error {}

const WAVE_FORMAT_PCM = 1;
const WAVE_FORMAT_FLOAT = 3;
const WAVE_FORMAT_EXTENSIBLE = 0xfffe;
/** Streaming writers (e.g. arecord to a pipe) leave the size at this or 0. */
const UNKNOWN_SIZE = 0xffffffff;

/**
 * Reads a RIFF/WAVE header. `totalBytes` is the file's size when `header` is
 * only its beginning, so the duration is right for files too big to read whole
 * and for streamed files whose header does not know their size.
 */
export function parseWavHeader(header: Buffer, totalBytes = header.length): WavInfo {
  if (
    header.length < 12 ||
    header.toString('ascii', 0, 4) !== 'RIFF' ||
    header.toString('ascii', 8, 12) !== 'WAVE'
  )
    throw new WavFormatError('not a WAV file (no RIFF/WAVE header)');
  let offset = 12;
  let fmt: Omit<WavInfo, 'dataOffset' | 'dataBytes' | 'durationMs'> | undefined;
  while (offset + 8 <= header.length) {
    const id = header.toString('ascii', offset, offset + 4);
    const size = header.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (body + 16 > header.length) break;
      let code = header.readUInt16LE(body);
      if (code === WAVE_FORMAT_EXTENSIBLE && size >= 26 && body + 26 <= header.length)
        code = header.readUInt16LE(body + 24);
      if (code !== WAVE_FORMAT_PCM && code !== WAVE_FORMAT_FLOAT)
        throw new WavFormatError(`unsupported WAV encoding ${code} (PCM or float only)`);
      fmt = {
        format: code === WAVE_FORMAT_FLOAT ? 'float' : 'pcm',
        channels: header.readUInt16LE(body + 2),
        sampleRate: header.readUInt32LE(body + 4),
        bitsPerSample: header.readUInt16LE(body + 14),
      };
      if (fmt.channels < 1 || fmt.sampleRate < 1 || ![8, 16, 24, 32].includes(fmt.bitsPerSample))
        throw new WavFormatError('malformed WAV format chunk');
    } else if (id === 'data') {
      if (!fmt) throw new WavFormatError('WAV data comes before its format chunk');
      const available = Math.max(0, totalBytes - body);
      const dataBytes = size === UNKNOWN_SIZE || size === 0 || size > available ? available : size;
      const frameBytes = (fmt.channels * fmt.bitsPerSample) / 8;
      const frames = Math.floor(dataBytes / frameBytes);
      return { ...fmt, dataOffset: body, dataBytes, durationMs: (frames / fmt.sampleRate) * 1000 };
    }
    offset = body + size + (size % 2);
  }
  throw new WavFormatError('WAV header is incomplete (no data chunk)');
}

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
  const dataBytes = samples.length * 2;
  const file = Buffer.alloc(44 + dataBytes);
  file.write('RIFF', 0, 'ascii');
  file.writeUInt32LE(36 + dataBytes, 4);
  file.write('WAVE', 8, 'ascii');
  file.write('fmt ', 12, 'ascii');
  file.writeUInt32LE(16, 16);
  file.writeUInt16LE(WAVE_FORMAT_PCM, 20);
  file.writeUInt16LE(channels, 22);
  file.writeUInt32LE(sampleRate, 24);
  file.writeUInt32LE(sampleRate * channels * 2, 28);
  file.writeUInt16LE(channels * 2, 32);
  file.writeUInt16LE(16, 34);
  file.write('data', 36, 'ascii');
  file.writeUInt32LE(dataBytes, 40);
  for (let i = 0; i < samples.length; i++) file.writeInt16LE(samples[i]!, 44 + i * 2);
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
