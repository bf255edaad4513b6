import { record } from 'node-record-lpcm16';
import { AudioBackendError } from './audio-backend.port';

export interface ArecordOptions {
  readonly device: string;
  readonly sampleRate: number;
  readonly durationMs: number;
  /** Fail when the mic has not delivered the whole duration by then. */
  readonly noDataTimeoutMs: number;
}

export interface Recording {
  /** The captured 16-bit mono samples; exactly the duration unless stopped early. */
  readonly done: Promise<Int16Array>;
  /** Ends the capture now; `done` resolves with what was captured. */
  stop(): void;
}

/**
 * Captures raw 16-bit mono PCM with arecord (through node-record-lpcm16) and
 * cuts it at exactly the asked number of samples: some devices (ALSA's `null`
 * among them) deliver faster than real time, and a timer alone would be off.
 */
export function startArecord(options: ArecordOptions): Recording {
  const wanted = Math.round((options.durationMs / 1000) * options.sampleRate) * 2;
  const chunks: Buffer[] = [];
  let received = 0;
  let settled = false;
  let stopRequested = false;
  let resolveDone!: (samples: Int16Array) => void;
  let rejectDone!: (error: Error) => void;
  const done = new Promise<Int16Array>((resolve, reject) => {
    resolveDone = resolve;
    rejectDone = reject;
  });

  const recording = record({
    recorder: 'arecord',
    device: options.device,
    sampleRate: options.sampleRate,
    channels: 1,
    audioType: 'raw',
  });
  const kill = () => {
    try {
      recording.stop();
    } catch {
      // Already ended.
    }
  };
  const finish = (error?: Error) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    kill();
    if (error) return rejectDone(error);
    const bytes = Buffer.concat(chunks).subarray(0, Math.min(received, wanted) & ~1);
    // Copy into an aligned buffer: an Int16Array cannot view an odd offset of a pooled Buffer.
    const samples = new Int16Array(bytes.length / 2);
    for (let i = 0; i < samples.length; i++) samples[i] = bytes.readInt16LE(i * 2);
    resolveDone(samples);
  };
  const timer = setTimeout(
    () => finish(new AudioBackendError(`The mic on ${options.device} delivered too little audio in time`)),
    options.noDataTimeoutMs,
  );

  // node-record-lpcm16 does not listen for spawn errors (e.g. arecord missing); unheard, they would crash.
  recording.process.on('error', (error: Error) =>
    finish(new AudioBackendError(`Cannot start arecord: ${error.message}`)),
  );
  let stderr = '';
  recording.process.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  const stream = recording.stream();
  stream.on('data', (chunk: Buffer) => {
    if (settled) return;
    chunks.push(chunk);
    received += chunk.length;
    if (received >= wanted) finish();
  });
  // The library reports every non-zero exit, our own kill included, as a stream error; the exit below decides.
  stream.on('error', () => undefined);
  recording.process.on('close', (code: number | null) => {
    if (stopRequested || received >= wanted) return finish();
    const reason = stderr.trim().split('\n').pop()?.trim() || `exit code ${code ?? 'none'}`;
    finish(new AudioBackendError(`arecord failed on ${options.device}: ${reason}`));
  });

  return {
    done,
    stop: () => {
      stopRequested = true;
      finish();
    },
  };
}
