import { spawn } from 'node:child_process';
import { WavFormatError, parseWavHeader } from '@oak/shared';

/** A tool that failed, with what it printed on stderr. */
export class AudioToolError extends Error {}

/** Runs a command, feeding `input` on stdin, and answers its stdout; a non-zero exit is an AudioToolError. */
export function runTool(command: string, args: readonly string[], input?: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new AudioToolError(
          error.code === 'ENOENT'
            ? `${command} is not installed (scripts/ensure-system-deps installs it)`
            : `${command} failed: ${error.message}`,
        ),
      ),
    );
    child.once('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new AudioToolError(`${command} ${args.join(' ')} exited with ${code}: ${err.trim()}`));
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
  });
}

/** The length of a PCM WAV in ms, from its fmt and data chunks. */
export function wavDurationMs(bytes: Buffer): number {
  try {
    return Math.round(parseWavHeader(bytes).durationMs);
  } catch (error) {
    throw new AudioToolError(error instanceof WavFormatError ? error.message : String(error));
  }
}

/**
 * A WAV written to a pipe carries placeholder sizes (the writer could not seek
 * back): sets the RIFF and data chunk sizes from the bytes actually there.
 */
export function withWavSizes(bytes: Buffer): Buffer {
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WAVE') {
    throw new AudioToolError('Not a WAV file');
  }
  const fixed = Buffer.from(bytes);
  let offset = 12;
  while (offset + 8 <= fixed.length) {
    const id = fixed.toString('ascii', offset, offset + 4);
    if (id === 'data') {
      let size = fixed.length - offset - 8;
      // An odd data chunk would need a pad byte; drop the last byte of an incomplete sample instead.
      if (size % 2) size -= 1;
      fixed.writeUInt32LE(size, offset + 4);
      const end = offset + 8 + size;
      fixed.writeUInt32LE(end - 8, 4);
      return fixed.subarray(0, end);
    }
    offset += 8 + fixed.readUInt32LE(offset + 4);
  }
  throw new AudioToolError('A WAV without a data chunk');
}
