import { type AgentAudioBackend, type AgentFan } from '@oak/shared';

export interface PlayOptions {
  /** The mixer control the sound goes through; its level is what the room hears. */
  readonly controlName: string;
  /** Aborting stops the playback early; `play` then resolves with `stopped: true`. */
  readonly signal: AbortSignal;
  /** Called once sound comes out, so a caller can start recording what is played. */
  readonly onStarted?: () => void;
}

export interface PlayOutcome {
  /** How long it played, in ms of audio. */
  readonly durationMs: number;
  readonly stopped: boolean;
}

export interface RecordOptions {
  readonly durationMs: number;
  readonly sampleRate: number;
  /** Aborting ends the recording early; what was captured so far is kept. */
  readonly signal: AbortSignal;
}

export interface RecordOutcome {
  /** 16-bit mono samples. */
  readonly samples: Int16Array;
  readonly sampleRate: number;
  readonly stopped: boolean;
}

/**
 * The Pi's sound hardware: a speaker behind a mixer and a reference mic. ALSA
 * drives a real Pi; the virtual backend stands in for it in the simulator and
 * in tests.
 */
export interface AudioBackend {
  readonly kind: AgentAudioBackend;
  /** Sets a mixer control's level, 0-100 %. Fails clearly when the control or card does not exist. */
  setVolume(controlName: string, volume: number): Promise<void>;
  /** Plays a WAV file to its end (or until aborted). */
  play(file: string, options: PlayOptions): Promise<PlayOutcome>;
  /** Records from the reference mic for the duration (or until aborted). */
  record(options: RecordOptions): Promise<RecordOutcome>;
  /** Stops every playback and recording in progress, e.g. on shutdown. */
  stop(): Promise<void>;
  /**
   * The lab's fan this Pi stands by, running or not; null when it knows of
   * none. Rejects when it cannot tell now. Absent where the hardware has no
   * fan to read (ALSA): the Pi reports none.
   */
  readFan?(): Promise<AgentFan | null>;
}

/** Thrown by a backend when the hardware or its tools fail; the message is meant for the operator. */
export class AudioBackendError extends Error {}
