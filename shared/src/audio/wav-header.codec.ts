/**
 * The RIFF/WAVE header: read (any PCM or float WAV, chunks in any order before
 * `data`) and written (canonical 44-byte PCM). On plain bytes, so the agent,
 * the cloud, the simulator and the tests share one codec.
 */

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

export class WavFormatError extends Error {
  override readonly name = 'WavFormatError';
}

const WAVE_FORMAT_PCM = 1;
const WAVE_FORMAT_FLOAT = 3;
const WAVE_FORMAT_EXTENSIBLE = 0xfffe;
/** Streaming writers (e.g. arecord to a pipe) leave the size at this or 0. */
const UNKNOWN_SIZE = 0xffffffff;
/** The bytes of a canonical PCM header: RIFF, fmt and data chunk heads. */
export const WAV_HEADER_BYTES = 44;

function ascii(bytes: Uint8Array, offset: number): string {
  return offset + 4 <= bytes.length ? String.fromCharCode(...bytes.subarray(offset, offset + 4)) : '';
}

/**
 * Reads a RIFF/WAVE header. `totalBytes` is the file's size when `header` is
 * only its beginning, so the duration is right for files too big to read whole
 * and for streamed files whose header does not know their size.
 */
export function parseWavHeader(header: Uint8Array, totalBytes = header.length): WavInfo {
  if (header.length < 12 || ascii(header, 0) !== 'RIFF' || ascii(header, 8) !== 'WAVE')
    throw new WavFormatError('not a WAV file (no RIFF/WAVE header)');
  const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
  let offset = 12;
  let fmt: Omit<WavInfo, 'dataOffset' | 'dataBytes' | 'durationMs'> | undefined;
  while (offset + 8 <= header.length) {
    const id = ascii(header, offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (body + 16 > header.length) break;
      let code = view.getUint16(body, true);
      if (code === WAVE_FORMAT_EXTENSIBLE && size >= 26 && body + 26 <= header.length)
        code = view.getUint16(body + 24, true);
      if (code !== WAVE_FORMAT_PCM && code !== WAVE_FORMAT_FLOAT)
        throw new WavFormatError(`unsupported WAV encoding ${code} (PCM or float only)`);
      fmt = {
        format: code === WAVE_FORMAT_FLOAT ? 'float' : 'pcm',
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bitsPerSample: view.getUint16(body + 14, true),
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

/** The canonical 44-byte header of a PCM WAV holding `dataBytes` of samples. */
export function wavHeader(options: {
  readonly sampleRate: number;
  readonly channels?: number;
  readonly bitsPerSample?: number;
  readonly dataBytes: number;
}): Uint8Array {
  const { sampleRate, channels = 1, bitsPerSample = 16, dataBytes } = options;
  const header = new Uint8Array(WAV_HEADER_BYTES);
  const view = new DataView(header.buffer);
  const write = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) header[offset + i] = text.charCodeAt(i);
  };
  const blockAlign = (channels * bitsPerSample) / 8;
  write(0, 'RIFF');
  view.setUint32(4, WAV_HEADER_BYTES - 8 + dataBytes, true);
  write(8, 'WAVE');
  write(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, WAVE_FORMAT_PCM, true);
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * blockAlign, true);
  view.setUint16(32, blockAlign, true);
  view.setUint16(34, bitsPerSample, true);
  write(36, 'data');
  view.setUint32(40, dataBytes, true);
  return header;
}

/**
 * The part of a WAV from `fromMs` to `toMs` (clipped to its length, cut on
 * whole frames): the same header and chunks, its sizes made the excerpt's.
 */
export function wavExcerpt(wav: Uint8Array, fromMs: number, toMs: number): Uint8Array {
  const info = parseWavHeader(wav);
  const frameBytes = (info.channels * info.bitsPerSample) / 8;
  const frames = Math.floor(info.dataBytes / frameBytes);
  const frameAt = (ms: number) => Math.min(frames, Math.max(0, Math.round((ms * info.sampleRate) / 1000)));
  const first = frameAt(fromMs);
  const last = Math.max(first, frameAt(toMs));
  const data = wav.subarray(info.dataOffset + first * frameBytes, info.dataOffset + last * frameBytes);
  const excerpt = new Uint8Array(info.dataOffset + data.length);
  excerpt.set(wav.subarray(0, info.dataOffset));
  excerpt.set(data, info.dataOffset);
  const view = new DataView(excerpt.buffer);
  view.setUint32(4, excerpt.length - 8, true);
  view.setUint32(info.dataOffset - 4, data.length, true);
  return excerpt;
}

/**
 * The samples of a WAV's first channel as floats in [-1, 1], with its rate
 * (8-, 16-, 24- or 32-bit PCM, or 32-bit float): what a signal analysis of a
 * recording reads. Throws WavFormatError for bytes that are no such WAV.
 */
export function wavMonoSamples(wav: Uint8Array): {
  readonly samples: Float32Array;
  readonly sampleRate: number;
} {
  const info = parseWavHeader(wav);
  const bytes = info.bitsPerSample / 8;
  const frameBytes = info.channels * bytes;
  const frames = Math.floor(info.dataBytes / frameBytes);
  const view = new DataView(wav.buffer, wav.byteOffset + info.dataOffset, frames * frameBytes);
  const samples = new Float32Array(frames);
  for (let frame = 0; frame < frames; frame += 1) {
    const at = frame * frameBytes;
    if (info.format === 'float') samples[frame] = bytes === 4 ? view.getFloat32(at, true) : 0;
    else if (bytes === 1) samples[frame] = (view.getUint8(at) - 128) / 128;
    else if (bytes === 2) samples[frame] = view.getInt16(at, true) / 32_768;
    else if (bytes === 3)
      samples[frame] =
        ((view.getInt8(at + 2) << 16) | (view.getUint8(at + 1) << 8) | view.getUint8(at)) / 8_388_608;
    else samples[frame] = view.getInt32(at, true) / 2_147_483_648;
  }
  return { samples, sampleRate: info.sampleRate };
}
