import {
  type AgentFan,
  VIRTUAL_ROOM_PATHS,
  type VirtualRoomRecordingRequest,
  virtualRoomFanStateSchema,
  virtualRoomMicStateSchema,
} from '@oak/shared';
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { performance } from 'node:perf_hooks';
import { abortableSleep } from './abortable-sleep.util';
import { dbToGain } from './audio-level.util';
import {
  AudioBackendError,
  type AudioBackend,
  type PlayOptions,
  type PlayOutcome,
  type RecordOptions,
  type RecordOutcome,
} from './audio-backend.port';
import { gaussian, seededRandom } from './seeded-random.util';
import { readWavInfo } from './wav-file.util';
import { WavFormatError, decodeWav, toInt16 } from './wav.util';

export interface VirtualAudioOptions {
  /** Real time per second of audio: 0.01 plays a 3 s file in 30 ms. */
  readonly timeScale: number;
  readonly seed: number;
  /** The room's noise at the reference mic when nothing plays. */
  readonly noiseFloorDbfs?: number;
  /** How much of what the Pi's speaker plays reaches its reference mic. */
  readonly pickupDb?: number;
  /** The simulator's room: told what this Pi plays, so its virtual devices hear it. */
  readonly room?: { readonly url: string; readonly thingName: string };
}

/** How long the room may take to take note of a playback; the Pi plays regardless. */
const ROOM_REPORT_TIMEOUT_MS = 2000;
/** How long the room may take to say what the mic heard (it may first give a device's answer a voice). */
const ROOM_LISTEN_TIMEOUT_MS = 5000;

/** Levels of a quiet lab: the mic hears -70 dBFS of room noise and the speaker 12 dB down. */
const DEFAULT_NOISE_FLOOR_DBFS = -70;
const DEFAULT_PICKUP_DB = -12;
/** Files bigger than this play silently (duration only), so a huge noise bed cannot exhaust memory. */
const MAX_DECODED_BYTES = 64 * 1024 * 1024;
/** How many past playbacks a recording can still hear; older ones have ended long ago. */
const PLAYBACK_HISTORY = 32;

interface Playback {
  readonly samples: Float32Array;
  readonly sampleRate: number;
  readonly gain: number;
  /** Virtual ms. */
  readonly start: number;
  end: number;
}

/**
 * A virtual Pi: playing waits as long as the file lasts (times the time scale),
 * recording synthesises what a mic would hear: a seeded noise floor plus what
 * this Pi plays at that moment, at its mixer level, plus what the simulator's
 * room says reached the mic (the devices' spoken answers, by distance). A
 * pink-noise calibration therefore measures a real, volume-dependent level
 * from real samples, and a recording holds a device's voice.
 */
export class VirtualAudioBackend implements AudioBackend {
  readonly kind = 'virtual' as const;
  private readonly mixer = new Map<string, number>();
  private readonly playbacks: Playback[] = [];
  private readonly running = new Set<AbortController>();
  private readonly noise: () => number;
  private readonly noiseAmplitude: number;
  private readonly pickup: number;
  /**
   * Virtual time never reads earlier than the end of a wait that ran its full
   * length: a timer may fire a millisecond early, which at a small time scale
   * would let the next recording hear the tail of a playback that has ended.
   */
  private clockFloor = 0;

  constructor(private readonly options: VirtualAudioOptions) {
    this.noise = gaussian(seededRandom(options.seed));
    this.noiseAmplitude = dbToGain(options.noiseFloorDbfs ?? DEFAULT_NOISE_FLOOR_DBFS);
    this.pickup = dbToGain(options.pickupDb ?? DEFAULT_PICKUP_DB);
  }

  /** The level a control is at; a fresh virtual Pi starts at full volume. */
  volumeOf(controlName: string): number {
    return this.mixer.get(controlName) ?? 100;
  }

  async setVolume(controlName: string, volume: number): Promise<void> {
    this.mixer.set(controlName, Math.max(0, Math.min(100, volume)));
  }

  async play(file: string, options: PlayOptions): Promise<PlayOutcome> {
    const { samples, sampleRate, durationMs } = await this.load(file);
    if (options.signal.aborted) return { durationMs: 0, stopped: true };
    const start = this.now();
    const playback: Playback = {
      samples,
      sampleRate,
      gain: mixerGain(this.volumeOf(options.controlName)),
      start,
      end: start + durationMs,
    };
    this.playbacks.push(playback);
    if (this.playbacks.length > PLAYBACK_HISTORY) this.playbacks.shift();
    options.onStarted?.();
    this.tellRoom('playbacks', {
      fileName: basename(file),
      volume: this.volumeOf(options.controlName),
      durationMs,
    });
    const stopped = await this.wait(durationMs, options.signal);
    if (stopped) {
      playback.end = Math.min(playback.end, this.now());
      this.tellRoom('stops', { fileName: basename(file) });
    } else this.reached(playback.end);
    return { durationMs: Math.round(playback.end - playback.start), stopped };
  }

  async record(options: RecordOptions): Promise<RecordOutcome> {
    // As arecord opens its capture device first: an unplugged mic fails the recording at once.
    if (!(await this.micPlugged()))
      throw new AudioBackendError(
        `No capture device: the reference mic of ${this.options.room!.thingName} is unplugged`,
      );
    const start = this.now();
    // The wall clock is what the room shares with this Pi; it maps it to its own simulated time.
    const startedAt = Date.now();
    const stopped = await this.wait(options.durationMs, options.signal);
    const end = stopped ? Math.min(this.now(), start + options.durationMs) : start + options.durationMs;
    if (!stopped) this.reached(end);
    const count = Math.max(0, Math.round(((end - start) / 1000) * options.sampleRate));
    const mic = new Float32Array(count);
    const heard = this.playbacks.filter((p) => p.start < end && p.end > start);
    for (let i = 0; i < count; i++) {
      const t = start + (i * 1000) / options.sampleRate;
      let value = this.noise() * this.noiseAmplitude;
      for (const p of heard) {
        if (t < p.start || t >= p.end) continue;
        const index = Math.floor(((t - p.start) / 1000) * p.sampleRate);
        if (index < p.samples.length) value += p.samples[index]! * p.gain * this.pickup;
      }
      mic[i] = value;
    }
    const fromRoom = await this.heardInRoom({
      startedAt,
      durationMs: Math.round(end - start),
      sampleRate: options.sampleRate,
    });
    for (let i = 0; i < Math.min(count, fromRoom?.length ?? 0); i++) mic[i] = mic[i]! + fromRoom![i]!;
    return { samples: toInt16(mic), sampleRate: options.sampleRate, stopped };
  }

  async stop(): Promise<void> {
    for (const controller of this.running) controller.abort();
  }

  /** Reports to the simulator's room, if any; a room that is away changes nothing for the Pi. */
  private tellRoom(what: 'playbacks' | 'stops', body: Record<string, unknown>): void {
    const { room } = this.options;
    if (!room) return;
    void fetch(new URL(VIRTUAL_ROOM_PATHS[what], room.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ thingName: room.thingName, ...body }),
      signal: AbortSignal.timeout(ROOM_REPORT_TIMEOUT_MS),
    }).catch(() => undefined);
  }

  /**
   * The room's fan as this Pi reads it (the Pi at a room's noise position
   * reads a fan, any other none); none without a room. Rejects when the room
   * is away or answers amiss, so the last reading stands.
   */
  async readFan(): Promise<AgentFan | null> {
    const { room } = this.options;
    if (!room) return null;
    const response = await fetch(new URL(VIRTUAL_ROOM_PATHS.fans, room.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ thingName: room.thingName }),
      signal: AbortSignal.timeout(ROOM_REPORT_TIMEOUT_MS),
    });
    if (response.status !== 200) throw new Error(`The room answered ${response.status} about its fan`);
    return virtualRoomFanStateSchema.parse(await response.json()).fan;
  }

  /**
   * Whether the room says this Pi's reference mic is plugged in (the
   * simulator's lab controls unplug it); plugged without a room, or when the
   * room is away or does not say.
   */
  private async micPlugged(): Promise<boolean> {
    const { room } = this.options;
    if (!room) return true;
    try {
      const response = await fetch(new URL(VIRTUAL_ROOM_PATHS.mics, room.url), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ thingName: room.thingName }),
        signal: AbortSignal.timeout(ROOM_REPORT_TIMEOUT_MS),
      });
      if (response.status !== 200) return true;
      const answer = virtualRoomMicStateSchema.safeParse(await response.json());
      return !answer.success || answer.data.plugged;
    } catch {
      return true;
    }
  }

  /**
   * What the room's other sources (the devices' voices) put on the mic over a
   * recording, at its rate; nothing without a room, or when it is away, silent
   * or slow: the recording then holds what the Pi itself heard.
   */
  private async heardInRoom(
    recording: Omit<VirtualRoomRecordingRequest, 'thingName'>,
  ): Promise<Float32Array | undefined> {
    const { room } = this.options;
    if (!room || recording.durationMs <= 0) return undefined;
    try {
      const response = await fetch(new URL(VIRTUAL_ROOM_PATHS.recordings, room.url), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ thingName: room.thingName, ...recording }),
        signal: AbortSignal.timeout(ROOM_LISTEN_TIMEOUT_MS),
      });
      if (response.status !== 200) return undefined;
      const heard = decodeWav(Buffer.from(await response.arrayBuffer()));
      return heard.sampleRate === recording.sampleRate ? heard.samples : undefined;
    } catch {
      return undefined;
    }
  }

  /** Virtual time in ms: real time divided by the time scale. */
  private now(): number {
    return Math.max(performance.now() / this.options.timeScale, this.clockFloor);
  }

  private reached(virtualMs: number): void {
    this.clockFloor = Math.max(this.clockFloor, virtualMs);
  }

  private async wait(audioMs: number, signal: AbortSignal): Promise<boolean> {
    if (signal.aborted) return true;
    const controller = new AbortController();
    const forward = () => controller.abort();
    signal.addEventListener('abort', forward, { once: true });
    this.running.add(controller);
    try {
      return await abortableSleep(audioMs * this.options.timeScale, controller.signal);
    } finally {
      signal.removeEventListener('abort', forward);
      this.running.delete(controller);
    }
  }

  private async load(
    file: string,
  ): Promise<{ samples: Float32Array; sampleRate: number; durationMs: number }> {
    try {
      const size = (await stat(file)).size;
      if (size > MAX_DECODED_BYTES) {
        const info = await readWavInfo(file);
        return { samples: new Float32Array(0), sampleRate: info.sampleRate, durationMs: info.durationMs };
      }
      const { samples, sampleRate, info } = decodeWav(await readFile(file));
      return { samples, sampleRate, durationMs: info.durationMs };
    } catch (error) {
      if (error instanceof WavFormatError)
        throw new AudioBackendError(`Cannot play ${file}: ${error.message}`);
      throw error;
    }
  }
}

/**
 * A mixer's taper: 0 % is mute, 1-100 % spans -60..0 dB, so each step of the
 * slider sounds about equally louder, as on a real Pi's PCM control.
 */
export function mixerGain(volume: number): number {
  if (volume <= 0) return 0;
  return dbToGain(60 * (Math.min(100, volume) / 100 - 1));
}
