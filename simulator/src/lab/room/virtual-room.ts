import { type NoiseType } from '@oak/shared';
import {
  type DutAnswer,
  type DutLoudspeaker,
  type DutSpeech,
  MEDIA_ECHO_RESIDUAL_DB,
  type NoiseSegment,
  type VirtualDut,
} from '../devices/virtual-dut';
import { type Clock } from '../../time/clock';
import {
  DUT_SPEECH_LEVEL_AT_1M_DB,
  FAN_FALSE_WAKE_WEIGHT,
  FAN_LEVEL_AT_1M_DB,
  ROOM_NOISE_FLOOR_DB,
} from './acoustics.constant';
import { type DutPlacement, levelAtPathDb, pathToDut, powerSumDb, type RoomPosition } from './acoustics.util';
import { NOISE_ACOUSTICS } from './noise-acoustics.constant';
import { positionOfLocation } from './room-positions.constant';
import {
  noiseLevelAt1mDb,
  type Playback,
  playbackEndMs,
  type SoundKind,
  speechLevelAt1mDb,
} from './sound-event';
import { SPOKEN_ANSWER_MEMORY_MS, type SpokenAnswer, soundsBetween } from './spoken-answer';

/** What a Pi asks the room to play. Give a catalogue `locationId` or an explicit `position`. */
export interface PlaybackRequest {
  readonly piId: string;
  readonly locationId?: string;
  readonly position?: RoomPosition;
  readonly kind: SoundKind;
  readonly noiseType?: NoiseType;
  readonly fileName: string;
  readonly transcript?: string;
  /** Talk volume 0..100; the spec's default 100 when absent. */
  readonly volume?: number;
  /** Simulated start; the clock's now when absent. */
  readonly startMs?: number;
  readonly durationMs: number;
}

/** The acoustic conditions of one speech playback at one DUT. */
export interface ListeningConditions {
  readonly speechLevelDb: number;
  /** Effective noise (masking applied, room floor included), averaged in power over the speech. */
  readonly noiseLevelDb: number;
  readonly snrDb: number;
}

export interface RoomAnswer {
  readonly dsn: string;
  readonly conditions: ListeningConditions;
  /** Undefined when the DUT did not wake (or cannot hear). */
  readonly answer: DutAnswer | undefined;
}

export interface PlayResult {
  readonly playback: Playback;
  /** One per DUT for speech; empty for noise. */
  readonly answers: readonly RoomAnswer[];
}

export interface VirtualRoomOptions {
  readonly clock: Clock;
  readonly noiseFloorDb?: number;
  /** The room's fan, where it stands and whether it runs at first; a room without one has none. */
  readonly fan?: { readonly position: RoomPosition; readonly on: boolean };
}

/**
 * One lab room: what its Pis play reaches every DUT in it. Speech is judged
 * when it is played, against the noise already playing (the runner starts
 * noise before speech); noise-only time is judged when the room is advanced,
 * which is also when it forgets sound that has ended. A playback may not
 * start before the time the room was last advanced to.
 */
export class VirtualRoom {
  private readonly clock: Clock;
  private readonly noiseFloorDb: number;
  private readonly dutsByDsn = new Map<string, VirtualDut>();
  private playbacks: Playback[] = [];
  private spoken: SpokenAnswer[] = [];
  private readonly spokenListeners: ((answer: SpokenAnswer) => void)[] = [];
  private advancedToMs: number;
  private sequence = 0;
  private spokenSequence = 0;
  /** The Pis whose reference mic is unplugged: they cannot record (see setMicPlugged). */
  private readonly unpluggedMics = new Set<string>();
  /** The room's fan, where it stands, if it has one; it runs while `fanRunning`. */
  private readonly fanPosition: RoomPosition | undefined;
  private fanRunning: boolean;
  /** What the DUTs of this room say comes out here. */
  private readonly loudspeaker: DutLoudspeaker = {
    say: (dut, speech) => this.addSpoken(dut, speech),
    catchUp: () => void this.advanceTo(),
  };

  constructor(options: VirtualRoomOptions) {
    this.clock = options.clock;
    this.noiseFloorDb = options.noiseFloorDb ?? ROOM_NOISE_FLOOR_DB;
    this.advancedToMs = this.clock.now();
    this.fanPosition = options.fan?.position;
    this.fanRunning = options.fan?.on ?? false;
  }

  addDut(dut: VirtualDut): void {
    if (this.dutsByDsn.has(dut.dsn)) throw new Error(`A DUT with DSN ${dut.dsn} is already in the room`);
    this.dutsByDsn.set(dut.dsn, dut);
    dut.connectLoudspeaker(this.loudspeaker);
  }

  removeDut(dsn: string): boolean {
    this.dutsByDsn.get(dsn)?.connectLoudspeaker(undefined);
    return this.dutsByDsn.delete(dsn);
  }

  dut(dsn: string): VirtualDut | undefined {
    return this.dutsByDsn.get(dsn);
  }

  get duts(): readonly VirtualDut[] {
    return [...this.dutsByDsn.values()];
  }

  /**
   * Unplugs (or plugs back) a Pi's reference mic: unplugged, the Pi has no
   * capture device, so a recording it is asked for fails, as arecord does on
   * a Pi whose USB mic came out (issue 29: the reference mic offline).
   */
  setMicPlugged(piId: string, plugged: boolean): void {
    if (plugged) this.unpluggedMics.delete(piId);
    else this.unpluggedMics.add(piId);
  }

  /** Whether a Pi's reference mic is plugged in: every Pi's is until unplugged. */
  micPlugged(piId: string): boolean {
    return !this.unpluggedMics.has(piId);
  }

  /** The room's fan, running or not; undefined when the room has none. */
  get fan(): { readonly on: boolean } | undefined {
    return this.fanPosition ? { on: this.fanRunning } : undefined;
  }

  /**
   * Starts or stops the room's fan (issue 29: a lab's fan, stopped by the
   * lab's control). The time before passes with the fan as it was; from now
   * on, running, it adds FAN_LEVEL_AT_1M_DB from where it stands to what
   * every DUT hears, as any noise does. Throws in a room without a fan.
   */
  setFanOn(on: boolean): void {
    if (!this.fanPosition) throw new Error('This room has no fan');
    this.advanceTo();
    this.fanRunning = on;
  }

  /** Plays a sound; for speech, every DUT's reaction to it. */
  play(request: PlaybackRequest): PlayResult {
    const playback = this.toPlayback(request);
    this.playbacks.push(playback);
    if (playback.kind !== 'speech') return { playback, answers: [] };
    const answers = this.duts.map((dut) => {
      const conditions = this.conditionsAt(
        playback,
        dut.position,
        dut.playingMediaAt(playback.startMs) ? [MEDIA_ECHO_RESIDUAL_DB] : [],
      );
      const answer = dut.hear({
        utteranceId: playback.id,
        transcript: playback.transcript ?? '',
        startMs: playback.startMs,
        endMs: playbackEndMs(playback),
        snrDb: conditions.snrDb,
      });
      return { dsn: dut.dsn, conditions, answer };
    });
    return { playback, answers };
  }

  /** Stops what a Pi is playing at `atMs` (now by default); returns what was cut short. */
  stop(piId: string, atMs = this.clock.now()): Playback[] {
    const stopped: Playback[] = [];
    this.playbacks = this.playbacks.map((playback) => {
      if (playback.piId !== piId || playback.startMs > atMs || playbackEndMs(playback) <= atMs)
        return playback;
      const cut = { ...playback, durationMs: atMs - playback.startMs };
      stopped.push(cut);
      return cut;
    });
    return stopped;
  }

  /**
   * Calls `listener` with each answer a DUT of the room says from now on, so
   * the wiring can give it a voice (and then its duration).
   */
  onSpoken(listener: (answer: SpokenAnswer) => void): void {
    this.spokenListeners.push(listener);
  }

  /** What the DUTs said that sounds at some time in [fromMs, toMs), oldest first. */
  spokenBetween(fromMs: number, toMs: number): readonly SpokenAnswer[] {
    return this.spoken.filter((answer) => soundsBetween(answer, fromMs, toMs));
  }

  /** How long an answer lasts, once its voice is made. */
  setSpokenDuration(id: string, durationMs: number): void {
    if (!(durationMs >= 0)) throw new RangeError('A spoken answer lasts 0 ms or more');
    this.spoken = this.spoken.map((answer) => (answer.id === id ? { ...answer, durationMs } : answer));
  }

  /** What is playing at `timeMs`. */
  playingAt(timeMs: number): Playback[] {
    return this.playbacks.filter(
      (playback) => playback.startMs <= timeMs && timeMs < playbackEndMs(playback),
    );
  }

  /**
   * Speech level, effective noise and SNR of a speech playback at a DUT
   * placement; `ownNoiseDb` adds what the DUT itself makes (its media's echo).
   */
  conditionsAt(
    speech: Playback,
    placement: DutPlacement,
    ownNoiseDb: readonly number[] = [],
  ): ListeningConditions {
    const speechLevelDb = levelAtPathDb(speech.levelAt1mDb, pathToDut(speech.position, placement));
    const startMs = speech.startMs;
    const endMs = playbackEndMs(speech);
    // Noise that covers only part of the speech counts by the share of time it covers (energy average).
    const maskers = this.playbacks.flatMap((noise) => {
      if (noise.kind !== 'noise') return [];
      const overlapMs = Math.min(endMs, playbackEndMs(noise)) - Math.max(startMs, noise.startMs);
      const playingAtStart = noise.startMs <= startMs && startMs < playbackEndMs(noise);
      const share = speech.durationMs > 0 ? overlapMs / speech.durationMs : playingAtStart ? 1 : 0;
      if (share <= 0) return [];
      const masking = NOISE_ACOUSTICS[noise.noiseType ?? 'NOISE'].maskingDb;
      return [this.levelAt(noise, placement) + masking + 10 * Math.log10(share)];
    });
    const noiseLevelDb = powerSumDb([
      this.noiseFloorDb,
      ...maskers,
      ...this.fanLevelsAt(placement),
      ...ownNoiseDb,
    ]);
    return { speechLevelDb, noiseLevelDb, snrDb: speechLevelDb - noiseLevelDb };
  }

  /**
   * Cuts [fromMs, toMs) into stretches of constant noise at a DUT placement,
   * leaving out the time speech plays (a device busy with speech is not
   * idling in noise).
   */
  noiseSegments(placement: DutPlacement, fromMs: number, toMs: number): NoiseSegment[] {
    const inWindow = this.playbacks.filter((p) => p.startMs < toMs && playbackEndMs(p) > fromMs);
    const edges = [fromMs, toMs, ...inWindow.flatMap((p) => [p.startMs, playbackEndMs(p)])]
      .filter((edge) => edge >= fromMs && edge <= toMs)
      .sort((a, b) => a - b);
    const segments: NoiseSegment[] = [];
    for (let index = 0; index + 1 < edges.length; index += 1) {
      const [startMs, endMs] = [edges[index], edges[index + 1]];
      if (endMs <= startMs) continue;
      const active = inWindow.filter((p) => p.startMs <= startMs && playbackEndMs(p) >= endMs);
      if (active.some((p) => p.kind === 'speech')) continue;
      const fan = this.fanLevelsAt(placement);
      const levels = [...active.map((noise) => this.levelAt(noise, placement)), ...fan];
      const noiseLevelDb = powerSumDb(levels);
      const weights = [
        ...active.map((noise) => NOISE_ACOUSTICS[noise.noiseType ?? 'NOISE'].falseWakeWeight),
        ...fan.map(() => FAN_FALSE_WAKE_WEIGHT),
      ];
      // Weights average by each source's share of the power.
      const power = levels.map((level) => 10 ** (level / 10));
      const totalPower = power.reduce((sum, value) => sum + value, 0);
      const falseWakeWeight =
        totalPower > 0 ? power.reduce((sum, value, i) => sum + value * weights[i], 0) / totalPower : 0;
      segments.push({ startMs, endMs, noiseLevelDb, falseWakeWeight });
    }
    return segments;
  }

  /**
   * Lets noise-only time pass up to `toMs` (now by default): each DUT draws
   * its false wakes for it. Returns their times by DSN.
   */
  advanceTo(toMs = this.clock.now()): Map<string, number[]> {
    const fromMs = this.advancedToMs;
    const falseWakes = new Map<string, number[]>();
    if (toMs <= fromMs) return falseWakes;
    for (const dut of this.duts) {
      falseWakes.set(dut.dsn, dut.passNoise(this.noiseSegments(dut.position, fromMs, toMs)));
    }
    this.advancedToMs = toMs;
    this.playbacks = this.playbacks.filter((playback) => playbackEndMs(playback) > toMs);
    this.spoken = this.spoken.filter(
      (answer) => answer.startMs + (answer.durationMs ?? 0) > toMs - SPOKEN_ANSWER_MEMORY_MS,
    );
    return falseWakes;
  }

  /**
   * A DUT speaks from where it stands. Other DUTs do not judge it (they answer
   * what the Pis play); a Pi's reference mic records it.
   */
  private addSpoken(dut: VirtualDut, speech: DutSpeech): void {
    this.spokenSequence += 1;
    const answer: SpokenAnswer = {
      id: `answer-${String(this.spokenSequence).padStart(6, '0')}`,
      dsn: dut.dsn,
      utteranceId: speech.utteranceId,
      text: speech.text,
      ...(speech.voice ? { voice: speech.voice } : {}),
      placement: dut.position,
      levelAt1mDb: DUT_SPEECH_LEVEL_AT_1M_DB,
      startMs: speech.startMs,
      durationMs: undefined,
    };
    this.spoken.push(answer);
    for (const listener of this.spokenListeners) listener(answer);
  }

  /** The running fan's level at a DUT placement (a steady masker like pink noise); none while it is off. */
  private fanLevelsAt(placement: DutPlacement): number[] {
    if (!this.fanPosition || !this.fanRunning) return [];
    return [levelAtPathDb(FAN_LEVEL_AT_1M_DB, pathToDut(this.fanPosition, placement))];
  }

  private levelAt(playback: Playback, placement: DutPlacement): number {
    return levelAtPathDb(playback.levelAt1mDb, pathToDut(playback.position, placement));
  }

  private toPlayback(request: PlaybackRequest): Playback {
    const position =
      request.position ?? (request.locationId ? positionOfLocation(request.locationId) : undefined);
    if (!position) throw new Error(`Unknown location ${request.locationId ?? '(none given)'}`);
    const startMs = request.startMs ?? this.clock.now();
    if (startMs < this.advancedToMs) {
      throw new RangeError('A playback cannot start before the time the room has already advanced to');
    }
    if (!(request.durationMs >= 0)) throw new RangeError('A playback needs a duration of 0 ms or more');
    const noiseType = request.kind === 'noise' ? (request.noiseType ?? 'NOISE') : undefined;
    const levelAt1mDb =
      noiseType === undefined
        ? speechLevelAt1mDb(request.volume)
        : noiseLevelAt1mDb(noiseType, request.volume);
    this.sequence += 1;
    return {
      id: `${request.kind}-${String(this.sequence).padStart(6, '0')}`,
      piId: request.piId,
      locationId: request.locationId,
      position,
      kind: request.kind,
      noiseType,
      fileName: request.fileName,
      transcript: request.transcript,
      levelAt1mDb,
      startMs,
      durationMs: request.durationMs,
    };
  }
}
