import { createHash } from 'node:crypto';
import {
  type DeviceCloudStatus,
  ACM_EVENTS,
  type CommsIntent,
  type DeviceTypeId,
  type FunctionalAppScreen,
  isCommsIntent,
  slotWordsOf,
  type VirtualDeviceFaults,
} from '@oak/shared';
import { Assistant } from '../assistant/assistant';
import { type Slots } from '../assistant/assistant-grammar';
import { DEFAULT_WAKE_WORD, normaliseUtterance, splitWakeWord } from '../assistant/utterance-text.util';
import { Random } from '../../random/random';
import { type DutPlacement, NOMINAL_DUT_PLACEMENT } from '../room/acoustics.util';
import { type ActivityItem, ActivityLog } from './activity-log';
import { DeviceJournal } from './device-journal';
import { type DeviceProfile, falseWakeRatePerHour, logisticProbability } from './device-profile';
import { DEFAULT_DEVICE_PROFILE } from './device-profiles.constant';
import { misSlot } from './mis-slot';

/**
 * A virtual device's Amazon id: 'A' and 13 capitals and digits, like a real
 * device cloud's, drawn from its serial so each device keeps its own.
 */
function virtualAmazonId(dsn: string): string {
  const digest = BigInt(`0x${createHash('sha256').update(dsn).digest('hex')}`);
  return `A${digest.toString(36).toUpperCase().slice(0, 13)}`;
}

/** Speech as it reaches one DUT: the room has worked out its level and SNR there. */
export interface HeardUtterance {
  readonly utteranceId: string;
  readonly transcript: string;
  readonly startMs: number;
  readonly endMs: number;
  readonly snrDb: number;
  /**
   * Handed over by the device cloud as text (its speech injection), not
   * picked up by the microphones: the cloud opens the turn, so no wake word
   * is to be detected, and the assistant gets the words themselves.
   */
  readonly injected?: boolean;
}

/** A stretch of time with one noise condition at the DUT and no speech. */
export interface NoiseSegment {
  readonly startMs: number;
  readonly endMs: number;
  /** The noise sources' level at the DUT (dBC), without the room floor; -Infinity for none. */
  readonly noiseLevelDb: number;
  /** How speech-like the noise is (NoiseAcoustics.falseWakeWeight, power-weighted over sources). */
  readonly falseWakeWeight: number;
}

/** What a DUT did with an utterance it woke for. */
export interface DutAnswer {
  readonly utteranceId: string;
  readonly woke: true;
  /** The recogniser's text, normalised, wake word included. */
  readonly recognisedText: string;
  /** Whether that text is what was said. */
  readonly recognisedCorrectly: boolean;
  /** Absent when only the wake word was said: the device then listens for the command. */
  readonly intent?: string;
  readonly slots?: Slots;
  readonly response?: string;
  /** The slot it said wrong, when it mis-slotted its answer (its profile's slotErrorRate). */
  readonly misSlotted?: string;
  /** From the end of the utterance to the start of the answer (or of the listening tone). */
  readonly latencyMs: number;
}

export interface VirtualDutOptions {
  readonly customerId: string;
  readonly email: string;
  readonly dsn: string;
  readonly name: string;
  readonly deviceType: DeviceTypeId;
  readonly buildInfo: string;
  /** Every draw of this DUT comes from streams forked off this one. */
  readonly random: Random;
  readonly profile?: DeviceProfile;
  readonly position?: DutPlacement;
  readonly wakeWord?: string;
  readonly online?: boolean;
  readonly muted?: boolean;
  /** Whether it is connected to the automation proxy (doc 2 §3 device status 'proxy'); not unless told. */
  readonly proxyEnabled?: boolean;
}

/** How long a device listens for the command after a bare wake word (Alexa: about 8 s). */
export const LISTEN_WINDOW_MS = 8000;

/** How long a falsely woken device records before giving up, for its activity item. */
export const FALSE_WAKE_CAPTURE_MS = 1500;

const MS_PER_HOUR = 3_600_000;

/**
 * The device's own media as its microphones hear it once echo cancellation has
 * done its work: 55 dB (chosen: music at about 85 dB SPL at the device, 30 dB
 * of cancellation, what far-field devices reach). It masks speech like any
 * noise at the DUT, so commands said while it plays are harder to hear.
 */
export const MEDIA_ECHO_RESIDUAL_DB = 55;

/** The comms service a device's calls, drop ins and messages go through (see CommsExchange). */
export interface DutComms {
  handle(
    dut: VirtualDut,
    intent: CommsIntent,
    slots: Readonly<Record<string, string>>,
    atMs: number,
  ): { readonly response: string; readonly listen?: boolean };
}

/** Something a DUT says aloud: an answer or an announcement, from `startMs` (simulated epoch ms). */
export interface DutSpeech {
  /** The utterance it answers, or the event it announces. */
  readonly utteranceId: string;
  readonly text: string;
  readonly startMs: number;
  /** espeak-ng's voice of the language it speaks in, when not English (e.g. 'de'). */
  readonly voice?: string;
}

/** Where a DUT's loudspeaker sends what it says: the room it stands in (VirtualRoom). */
export interface DutLoudspeaker {
  say(dut: VirtualDut, speech: DutSpeech): void;
  /**
   * Judges the noise-only time that passed up to now (its false wakes), as
   * the room's advanceTo: before the DUT stops or starts hearing, and before
   * its activity is read, so a muted stretch draws none and a read misses none.
   */
  catchUp?(): void;
}

/** Intents that start and stop the device's media playback. */
const MEDIA_START_INTENTS = new Set(['PlayMusicIntent']);
const MEDIA_STOP_INTENTS = new Set(['StopIntent']);

/**
 * A simulated device under test. It wakes and recognises with the
 * probabilities of its profile at the SNR the room gives it, answers through
 * its assistant after a log-normal latency, false-wakes in noise as a Poisson
 * process, and keeps an activity log. Offline or muted it hears nothing.
 */
export class VirtualDut {
  readonly customerId: string;
  readonly email: string;
  readonly dsn: string;
  readonly name: string;
  readonly deviceType: DeviceTypeId;
  readonly buildInfo: string;
  /** The device's Amazon id, as the device cloud lists it: its own, the same each time the lab starts. */
  readonly amazonId: string;
  readonly profile: DeviceProfile;
  readonly position: DutPlacement;
  readonly wakeWord: string;
  readonly activity = new ActivityLog();
  /** What it was made to do with each utterance (the simulator's record, not the device cloud's). */
  readonly journal = new DeviceJournal();

  private isOnline: boolean;
  private isMuted: boolean;
  private isProxyEnabled: boolean;
  private listeningUntilMs = Number.NEGATIVE_INFINITY;
  /** When its media playback started; undefined while it plays none. */
  private mediaSinceMs: number | undefined;
  /** When its media was paused by a call; undefined unless paused. */
  private mediaPausedAtMs: number | undefined;
  private falseWakeCount = 0;
  private eventCount = 0;
  private comms: DutComms | undefined;
  private loudspeaker: DutLoudspeaker | undefined;
  private readonly assistant: Assistant;
  private wakeRandom!: Random;
  private asrRandom!: Random;
  private latencyRandom!: Random;
  private falseWakeRandom!: Random;
  private slotRandom!: Random;
  private faultRates: VirtualDeviceFaults | undefined;

  constructor(options: VirtualDutOptions) {
    this.customerId = options.customerId;
    this.email = options.email;
    this.dsn = options.dsn;
    this.name = options.name;
    this.deviceType = options.deviceType;
    this.buildInfo = options.buildInfo;
    this.amazonId = virtualAmazonId(options.dsn);
    this.profile = options.profile ?? DEFAULT_DEVICE_PROFILE;
    this.position = options.position ?? NOMINAL_DUT_PLACEMENT;
    this.wakeWord = options.wakeWord ?? DEFAULT_WAKE_WORD;
    this.isOnline = options.online ?? true;
    this.isMuted = options.muted ?? false;
    this.isProxyEnabled = options.proxyEnabled ?? false;
    this.assistant = new Assistant(this.wakeWord);
    this.drawFrom(options.random);
  }

  /** The faults set for a run (setFaults), or undefined while it hears as its profile says. */
  get faults(): VirtualDeviceFaults | undefined {
    return this.faultRates;
  }

  /**
   * Makes it miss, mishear and mis-slot at fixed rates whatever the SNR, its
   * draws started again from the faults' seed, so a short run shows each fault
   * the same way each time; undefined hears as its profile says again (its
   * draws going on from the faults' seed).
   */
  setFaults(faults: VirtualDeviceFaults | undefined): void {
    this.faultRates = faults;
    if (faults) this.drawFrom(new Random(faults.seed).fork(this.dsn));
  }

  private drawFrom(random: Random): void {
    // One stream per kind of draw, so e.g. extra false-wake draws never shift wake outcomes.
    this.wakeRandom = random.fork('wake');
    this.asrRandom = random.fork('asr');
    this.latencyRandom = random.fork('latency');
    this.falseWakeRandom = random.fork('false-wake');
    this.slotRandom = random.fork('slot');
  }

  get online(): boolean {
    return this.isOnline;
  }

  get muted(): boolean {
    return this.isMuted;
  }

  /**
   * Whether its endpoint is the automation proxy, as the device cloud's record
   * of it says (doc 2 §3 status 'proxy'; doc 1 §2.15 'proxy enabled').
   */
  get proxyEnabled(): boolean {
    return this.isProxyEnabled;
  }

  /** Connects it to the automation proxy, or back to its own endpoint. */
  setProxyEnabled(enabled: boolean): void {
    this.isProxyEnabled = enabled;
  }

  /** What the device cloud says of it: offline before muted, online when it can hear. */
  get status(): DeviceCloudStatus {
    if (!this.isOnline) return 'offline';
    return this.isMuted ? 'muted' : 'online';
  }

  /** Whether it can hear at all: online and not muted. */
  get listening(): boolean {
    return this.isOnline && !this.isMuted;
  }

  setOnline(online: boolean): void {
    // The noise so far was heard (or not) as it was until now.
    if (online !== this.isOnline) this.catchUp();
    this.isOnline = online;
    if (!online) {
      this.listeningUntilMs = Number.NEGATIVE_INFINITY;
      this.mediaSinceMs = undefined;
    }
  }

  /**
   * Lets its room judge the noise-only time up to now, so its activity holds
   * every false wake until now: what the device cloud does before it answers.
   */
  catchUp(): void {
    this.loudspeaker?.catchUp?.();
  }

  /** Whether it plays media (music, a station, a book) at `timeMs`. */
  playingMediaAt(timeMs: number): boolean {
    return this.mediaSinceMs !== undefined && timeMs >= this.mediaSinceMs;
  }

  /** Calls, drop ins and messages go through `comms` from now on. */
  connectComms(comms: DutComms): void {
    this.comms = comms;
  }

  /** What it says is heard in the room through `loudspeaker` from now on. */
  connectLoudspeaker(loudspeaker: DutLoudspeaker | undefined): void {
    this.loudspeaker = loudspeaker;
  }

  /**
   * Something the device did by itself at `atMs` (a call rang, media paused):
   * an activity item with no speech, its event as the intent (ACM_EVENTS).
   * A response is announced aloud, as a device says 'Incoming call from ...'.
   */
  notify(event: string, response: string, atMs: number, slots: Readonly<Record<string, string>> = {}): void {
    this.eventCount += 1;
    const utteranceId = `${this.dsn}-event-${this.eventCount}`;
    this.say(utteranceId, response, atMs);
    this.activity.add({
      utteranceId,
      startTime: atMs,
      endTime: atMs,
      responseTime: atMs,
      heardText: '',
      intent: event,
      slots,
      response,
      wakeWord: this.wakeWord,
    });
  }

  /** Pauses its media for a call; false when it plays none. */
  pauseMedia(atMs: number): boolean {
    if (this.mediaSinceMs === undefined || atMs < this.mediaSinceMs) return false;
    this.mediaSinceMs = undefined;
    this.mediaPausedAtMs = atMs;
    this.notify(ACM_EVENTS.mediaPaused, '', atMs);
    return true;
  }

  /** Resumes media a call paused. */
  resumeMedia(atMs: number): void {
    if (this.mediaPausedAtMs === undefined || !this.isOnline) return;
    this.mediaPausedAtMs = undefined;
    this.mediaSinceMs = atMs;
    this.notify(ACM_EVENTS.mediaResumed, '', atMs);
  }

  setMuted(muted: boolean): void {
    if (muted !== this.isMuted) this.catchUp();
    this.isMuted = muted;
    if (muted) this.listeningUntilMs = Number.NEGATIVE_INFINITY;
  }

  /**
   * What the DUT does with speech at `utterance.snrDb`: nothing (undefined)
   * when it cannot hear, was not addressed, or missed the wake word; else what
   * it recognised and answered. A bare wake word opens a listening window in
   * which the next speech is taken as the command without a wake word.
   */
  hear(utterance: HeardUtterance): DutAnswer | undefined {
    if (!this.listening) return undefined;
    const { addressed, command } = splitWakeWord(utterance.transcript, this.wakeWord);
    const awaitingCommand = utterance.injected === true || utterance.startMs <= this.listeningUntilMs;
    const said = normaliseUtterance(utterance.transcript);
    if (!awaitingCommand) {
      if (!addressed) return undefined;
      const wakes = this.faultRates
        ? 1 - this.faultRates.missRate
        : logisticProbability(this.profile.wake, utterance.snrDb);
      if (!this.wakeRandom.bernoulli(wakes)) {
        this.journal.add({
          utteranceId: utterance.utteranceId,
          said,
          startMs: utterance.startMs,
          outcome: 'silent',
        });
        return undefined;
      }
    }
    const latencyMs = this.latencyRandom.logNormal(this.profile.latency.medianMs, this.profile.latency.sigma);
    const wakeText = addressed ? normaliseUtterance(this.wakeWord) : '';

    if (command === '') {
      this.listeningUntilMs = utterance.endMs + LISTEN_WINDOW_MS;
      this.log(utterance, { heardText: wakeText });
      this.journal.add({
        utteranceId: utterance.utteranceId,
        said,
        startMs: utterance.startMs,
        outcome: 'heard',
        heardAs: wakeText,
      });
      return {
        utteranceId: utterance.utteranceId,
        woke: true,
        recognisedText: wakeText,
        recognisedCorrectly: true,
        latencyMs,
      };
    }
    this.listeningUntilMs = Number.NEGATIVE_INFINITY;

    const recognisedCorrectly =
      utterance.injected === true ||
      this.asrRandom.bernoulli(
        this.faultRates
          ? 1 - this.faultRates.mishearRate
          : logisticProbability(this.profile.asr, utterance.snrDb),
      );
    const heardCommand = recognisedCorrectly ? command : this.garble(command);
    const recognisedText = [wakeText, heardCommand].filter(Boolean).join(' ');
    const understood = this.assistant.respond(heardCommand, utterance.endMs);
    const { intent, slots } = understood;
    let { response } = understood;
    const answeredAt = utterance.endMs + latencyMs;
    const misSlotted = this.misSlot(heardCommand, slots, response, understood.locale);
    if (misSlotted) response = misSlotted.response;
    // Asked to play, it plays from its answer on, until asked to stop.
    if (MEDIA_START_INTENTS.has(intent)) this.mediaSinceMs ??= answeredAt;
    if (MEDIA_STOP_INTENTS.has(intent)) {
      this.mediaSinceMs = undefined;
      this.mediaPausedAtMs = undefined;
    }
    // The comms intents (COMMS_INTENTS) go to the device's comms service, when it has one.
    if (this.comms && isCommsIntent(intent)) {
      const answer = this.comms.handle(this, intent, slots, answeredAt);
      response = answer.response;
      // A question (which device?) is answered without the wake word.
      if (answer.listen) this.listeningUntilMs = answeredAt + LISTEN_WINDOW_MS;
    }
    this.log(utterance, {
      heardText: recognisedText,
      intent,
      slots,
      response,
      responseTime: answeredAt,
    });
    this.say(utterance.utteranceId, response, answeredAt, understood.voice);
    this.journal.add({
      utteranceId: utterance.utteranceId,
      said,
      startMs: utterance.startMs,
      outcome: !recognisedCorrectly ? 'misheard' : misSlotted ? 'misSlotted' : 'heard',
      heardAs: recognisedText,
      intent,
      ...(response ? { response } : {}),
      ...(misSlotted ? { slot: misSlotted.slot } : {}),
    });
    return {
      utteranceId: utterance.utteranceId,
      woke: true,
      recognisedText,
      recognisedCorrectly,
      intent,
      slots,
      response,
      ...(misSlotted ? { misSlotted: misSlotted.slot } : {}),
      latencyMs,
    };
  }

  /**
   * Its answer with a slot said wrong, at its profile's slot-error rate: drawn
   * for each answer to a command with slots whose words state one (misSlot),
   * in the language it understood the command in.
   */
  private misSlot(command: string, slots: Slots, response: string, locale = 'en_US') {
    const words = slotWordsOf(locale);
    if (Object.keys(slots).length === 0 || !words) return undefined;
    const wrong = misSlot(command, response, this.slotRandom, words);
    const rate = this.faultRates?.slotErrorRate ?? this.profile.slotErrorRate;
    return wrong && this.slotRandom.bernoulli(rate) ? wrong : undefined;
  }

  /**
   * The text its companion app shows on `screen` at `atMs` (simulated epoch
   * ms): what a mobile functional run's READ_APP_SCREEN command reads for its
   * device validation (doc 1 §2.6). Offline or muted it is the same: alarms,
   * timers, reminders and the shopping list are the account's, kept by the
   * assistant's cloud, and the app on the phone reads them there, not from
   * the speaker (chosen, as a companion app keeps listing a switched-off
   * speaker's alarms). Time still passes: what has rung or ended by `atMs` is gone.
   */
  appScreen(screen: FunctionalAppScreen, atMs: number): string {
    return this.assistant.appScreen(screen, atMs);
  }

  /**
   * Lets a stretch of noise without speech pass: draws false wakes as a
   * Poisson process at the profile's rate for each segment's noise, logs them
   * and returns their times. None while it cannot hear.
   */
  passNoise(segments: readonly NoiseSegment[]): number[] {
    if (!this.listening) return [];
    const times: number[] = [];
    for (const segment of segments) {
      const perHour = falseWakeRatePerHour(this.profile, segment.noiseLevelDb, segment.falseWakeWeight);
      for (const time of this.falseWakeRandom.poissonArrivals(
        perHour / MS_PER_HOUR,
        segment.startMs,
        segment.endMs,
      )) {
        this.falseWakeCount += 1;
        times.push(time);
        this.activity.add({
          utteranceId: `${this.dsn}-false-wake-${this.falseWakeCount}`,
          startTime: time,
          endTime: time + FALSE_WAKE_CAPTURE_MS,
          heardText: '',
          wakeWord: this.wakeWord,
          falseWake: true,
        });
        this.journal.add({
          utteranceId: `${this.dsn}-false-wake-${this.falseWakeCount}`,
          said: '',
          startMs: time,
          outcome: 'falseWake',
        });
      }
    }
    return times;
  }

  /**
   * Says `text` through the loudspeaker from `atMs`: what the reference mic of
   * a Pi nearby records (doc 1 §2.6 audio recording validation). An offline
   * device says nothing; a muted one still answers aloud (mute is its mics).
   */
  private say(utteranceId: string, text: string | undefined, atMs: number, voice?: string): void {
    if (!text || !this.isOnline) return;
    this.loudspeaker?.say(this, { utteranceId, text, startMs: atMs, ...(voice ? { voice } : {}) });
  }

  /** A misrecognition: the recogniser loses words in the noise (each kept with even odds, at least one lost). */
  private garble(command: string): string {
    const words = command.split(' ');
    const kept = words.filter(() => this.asrRandom.bernoulli(0.5));
    if (kept.length < words.length) return kept.join(' ');
    const lost = this.asrRandom.int(words.length);
    return words.filter((_word, index) => index !== lost).join(' ');
  }

  private log(
    utterance: HeardUtterance,
    heard: Pick<ActivityItem, 'heardText' | 'intent' | 'slots' | 'response' | 'responseTime'>,
  ): void {
    this.activity.add({
      utteranceId: utterance.utteranceId,
      startTime: utterance.startMs,
      endTime: utterance.endMs,
      wakeWord: this.wakeWord,
      ...heard,
    });
  }
}
