import { spawn } from 'node:child_process';
import { type WavInfo, WavFormatError, parseWavHeader } from '@oak/shared';

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

/** A tool's WAV output as the shared codec reads it; anything else is an AudioToolError. */
function readWav(bytes: Buffer): WavInfo {
  try {
    return parseWavHeader(bytes);
  } catch (error) {
    throw new AudioToolError(error instanceof WavFormatError ? error.message : String(error));
  }
}

/** The length of a PCM WAV in ms, from its fmt and data chunks. */
export function wavDurationMs(bytes: Buffer): number {
  return Math.round(readWav(bytes).durationMs);
}

/**
 * A WAV written to a pipe carries placeholder sizes (the writer could not seek
 * back): sets the RIFF and data chunk sizes from the bytes actually there.
 */
export function withWavSizes(bytes: Buffer): Buffer {
  const { dataOffset } = readWav(bytes);
  // An odd data chunk would need a pad byte; drop the last byte of an incomplete sample instead.
  let size = bytes.length - dataOffset;
  if (size % 2) size -= 1;
  const fixed = Buffer.from(bytes.subarray(0, dataOffset + size));
  fixed.writeUInt32LE(size, dataOffset - 4);
  fixed.writeUInt32LE(fixed.length - 8, 4);
  return fixed;
}
