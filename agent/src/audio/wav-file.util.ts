import { open } from 'node:fs/promises';
import { type WavInfo, parseWavHeader } from './wav.util';

/** WAV headers (with LIST/INFO chunks before the data) fit well within this. */
const HEADER_BYTES = 65536;

/** Reads only the header of a WAV file, however large the file is. */
export async function readWavInfo(file: string): Promise<WavInfo> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const header = Buffer.alloc(Math.min(HEADER_BYTES, size));
    const { bytesRead } = await handle.read(header, 0, header.length, 0);
    return parseWavHeader(header.subarray(0, bytesRead), size);
  } finally {
    await handle.close();
  }
}
