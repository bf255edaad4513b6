import { performance } from 'node:perf_hooks';
import {
  AudioBackendError,
  type AudioBackend,
  type PlayOptions,
  type PlayOutcome,
  type RecordOptions,
  type RecordOutcome,
} from './audio-backend.port';
import { ExecaProcessRunner } from '../system/execa-process-runner.adapter';
import { describeProcessFailure, type ProcessRunner, succeeded } from '../system/process-runner.port';
import { readWavInfo } from './wav-file.util';
import { startArecord, type Recording } from './arecord.util';

export interface AlsaAudioOptions {
  /** `aplay -D`; 'default' is the card ALSA is configured to use. */
  readonly playbackDevice: string;
  /** `arecord -D`. */
  readonly captureDevice: string;
  /** `amixer -c`; unset uses ALSA's default card. */
  readonly mixerCard?: string;
  /** Runs aplay and amixer (execa unless a spec stands in). */
  readonly processes?: ProcessRunner;
}

/** How long aplay has to end after SIGTERM (a stop) before SIGKILL. */
const PLAYER_KILL_GRACE_MS = 1000;

/** How long arecord may stay silent beyond the recording's length before the mic counts as broken. */
const CAPTURE_GRACE_MS = 5000;

/** A real Pi: aplay, arecord and amixer from alsa-utils. */
export class AlsaAudioBackend implements AudioBackend {
  readonly kind = 'alsa' as const;
  private readonly players = new Set<AbortController>();
  private readonly recordings = new Set<Recording>();
  private readonly processes: ProcessRunner;

  constructor(private readonly options: AlsaAudioOptions) {
    this.processes = options.processes ?? new ExecaProcessRunner();
  }

  async setVolume(controlName: string, volume: number): Promise<void> {
    const card = this.options.mixerCard ? ['-c', this.options.mixerCard] : [];
    const result = await this.processes.run({
      command: 'amixer',
      args: [...card, '-q', 'sset', controlName, `${volume}%`],
      timeoutMs: 5000,
    });
    if (!succeeded(result)) {
      const where = this.options.mixerCard ? ` of card ${this.options.mixerCard}` : '';
      throw new AudioBackendError(
        `Cannot set the mixer control ${controlName}${where} to ${volume}%: ${describeProcessFailure(result)}`,
      );
    }
  }

  async play(file: string, options: PlayOptions): Promise<PlayOutcome> {
    const { durationMs } = await readWavInfo(file).catch((error: Error) => {
      throw new AudioBackendError(`Cannot play ${file}: ${error.message}`);
    });
    if (options.signal.aborted) return { durationMs: 0, stopped: true };
    const started = performance.now();
    const player = new AbortController();
    this.players.add(player);
    const onAbort = () => player.abort();
    options.signal.addEventListener('abort', onAbort, { once: true });
    const playing = this.processes.run({
      command: 'aplay',
      args: ['-q', '-D', this.options.playbackDevice, file],
      signal: player.signal,
      killGraceMs: PLAYER_KILL_GRACE_MS,
    });
    options.onStarted?.();
    try {
      const result = await playing;
      if (result.aborted)
        return { durationMs: Math.min(durationMs, Math.round(performance.now() - started)), stopped: true };
      if (!succeeded(result))
        throw new AudioBackendError(
          `aplay failed on ${this.options.playbackDevice}: ${describeProcessFailure(result)}`,
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
    for (const player of this.players) player.abort();
    for (const recording of this.recordings) recording.stop();
  }
}
