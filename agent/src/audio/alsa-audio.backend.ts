import execa from 'execa';
import { performance } from 'node:perf_hooks';
import {
  AudioBackendError,
  type AudioBackend,
  type PlayOptions,
  type PlayOutcome,
  type RecordOptions,
  type RecordOutcome,
} from './audio-backend.port';
import { readWavInfo } from './wav-file.util';
import { startArecord, type Recording } from './arecord.util';

export interface AlsaAudioOptions {
  /** `aplay -D`; 'default' is the card ALSA is configured to use. */
  readonly playbackDevice: string;
  /** `arecord -D`. */
  readonly captureDevice: string;
  /** `amixer -c`; unset uses ALSA's default card. */
  readonly mixerCard?: string;
}

/** How long arecord may stay silent beyond the recording's length before the mic counts as broken. */
const CAPTURE_GRACE_MS = 5000;

/** A real Pi: aplay, arecord and amixer from alsa-utils. */
export class AlsaAudioBackend implements AudioBackend {
  readonly kind = 'alsa' as const;
  private readonly players = new Set<execa.ExecaChildProcess>();
  private readonly recordings = new Set<Recording>();

  constructor(private readonly options: AlsaAudioOptions) {}

  async setVolume(controlName: string, volume: number): Promise<void> {
    const card = this.options.mixerCard ? ['-c', this.options.mixerCard] : [];
    const result = await execa('amixer', [...card, '-q', 'sset', controlName, `${volume}%`], {
      reject: false,
      timeout: 5000,
    });
    if (result.exitCode !== 0) {
      const where = this.options.mixerCard ? ` of card ${this.options.mixerCard}` : '';
      throw new AudioBackendError(
        `Cannot set the mixer control ${controlName}${where} to ${volume}%: ${lastLine(result.stderr) || describeFailure(result)}`,
      );
    }
  }

  async play(file: string, options: PlayOptions): Promise<PlayOutcome> {
    const { durationMs } = await readWavInfo(file).catch((error: Error) => {
      throw new AudioBackendError(`Cannot play ${file}: ${error.message}`);
    });
    if (options.signal.aborted) return { durationMs: 0, stopped: true };
    const started = performance.now();
    const player = execa('aplay', ['-q', '-D', this.options.playbackDevice, file], { reject: false });
    this.players.add(player);
    let stopped = false;
    const onAbort = () => {
      stopped = true;
      player.kill('SIGTERM');
    };
    options.signal.addEventListener('abort', onAbort, { once: true });
    options.onStarted?.();
    try {
      const result = await player;
      if (stopped)
        return { durationMs: Math.min(durationMs, Math.round(performance.now() - started)), stopped };
      if (result.exitCode !== 0)
        throw new AudioBackendError(
          `aplay failed on ${this.options.playbackDevice}: ${lastLine(result.stderr) || describeFailure(result)}`,
        );
      return { durationMs: Math.round(durationMs), stopped: false };
    } finally {
      options.signal.removeEventListener('abort', onAbort);
      this.players.delete(player);
    }
  }

  async record(options: RecordOptions): Promise<RecordOutcome> {
    if (options.signal.aborted)
      return { samples: new Int16Array(0), sampleRate: options.sampleRate, stopped: true };
    const recording = startArecord({
      device: this.options.captureDevice,
      sampleRate: options.sampleRate,
      durationMs: options.durationMs,
      noDataTimeoutMs: options.durationMs + CAPTURE_GRACE_MS,
    });
    this.recordings.add(recording);
    const onAbort = () => recording.stop();
    options.signal.addEventListener('abort', onAbort, { once: true });
    try {
      const samples = await recording.done;
      return { samples, sampleRate: options.sampleRate, stopped: options.signal.aborted };
    } finally {
      options.signal.removeEventListener('abort', onAbort);
      this.recordings.delete(recording);
    }
  }

  async stop(): Promise<void> {
    for (const player of this.players) player.kill('SIGTERM');
    for (const recording of this.recordings) recording.stop();
  }
}

function lastLine(text: string): string {
  return (
    text
      .trim()
      .split('\n')
      .filter((line) => line.trim())
      .pop()
      ?.trim() ?? ''
  );
}

function describeFailure(result: { exitCode?: number; failed: boolean; shortMessage?: string }): string {
  return result.shortMessage ?? `exit code ${result.exitCode ?? 'unknown'}`;
}
