import {
  type AgentShadowReported,
  type BddActionState,
  type JobState,
  LOCATIONS,
  NOISE_LOCATION,
  type RecordingWindow,
  type ResourceManifest,
  toLocationId,
} from '@oak/shared';
import {
  type Clock as SimulatorClock,
  type DutRegistry,
  Random,
  type RoomVoices,
  type VirtualRoom,
  encodePcm16Wav,
  positionOfLocation,
} from '@oak/simulator';
import { type ThingRecord } from '../modules/labs/thing.entity';
import { RunStopped } from '../modules/runner/run-errors';
import { DeviceCloudListener } from '../modules/runner/tools/device-cloud-listener.tool';
import { type LiveChange } from '../modules/runner/tools/live-publisher.tool';
import { NoiseLoop } from '../modules/runner/tools/noise-loop.tool';
import { type PiActions } from '../modules/runner/tools/pi-actions.tool';
import { PiActionFailed, type PiPlayer } from '../modules/runner/tools/pi-player.tool';
import { type JobStateChange } from '../modules/runner/tools/run-state.tool';
import { type RunTools } from '../modules/runner/tools/run-tools';
import { speakerFeedPlayer } from '../modules/runner/tools/speaker-feed.tool';
import { Speech } from '../modules/runner/tools/speech.tool';
import { type TestClock } from './test-clock';
import { typedFake } from './typed-fake';
import { VirtualDeviceCloud } from './virtual-device-cloud';

/** How long a file plays whose length neither the run nor a manifest gives (a noise file): a minute. */
const UNKNOWN_FILE_MS = 60_000;

/** The rate a Pi's reference mic records at, as the agent's default. */
const MIC_SAMPLE_RATE = 16_000;
/** The quiet room at a Pi's reference mic, as the agent's virtual backend hears it (dBFS). */
const MIC_NOISE_FLOOR_DBFS = -70;
/** What a Pi's own speech reaches its reference mic at (dBFS RMS), as the agent's pickup of its speaker. */
const MIC_OWN_SPEECH_DBFS = -22;

/** A Pi of the virtual lab: its record, and the room it plays into. */
export interface VirtualLabPi {
  readonly thing: ThingRecord;
  readonly room: VirtualRoom;
}

export interface VirtualLabOptions {
  readonly clock: TestClock;
  /** The devices the device cloud knows (each in its room, or standalone). */
  readonly registry: DutRegistry;
  readonly pis: readonly VirtualLabPi[];
  /** The store's manifests: what the plan reads, and what each file a Pi plays says. */
  readonly manifests: readonly ResourceManifest[];
  /** The operator's answer to a manual step; complete unless told. */
  readonly operator?: (stepKey: string, message: string) => Promise<BddActionState>;
  /**
   * The DUTs' voices in the rooms (the simulator's, watching each room): with
   * them a recording is the WAV a Pi's reference mic records, its own speech
   * and the DUTs' spoken answers in it, as the agent's virtual backend makes it.
   */
  readonly voices?: RoomVoices;
}

/** What a Pi's reference mic recorded: where, from when and how long. */
interface Recording {
  readonly pi: VirtualLabPi;
  readonly fromMs: number;
  readonly durationMs: number;
}

/**
 * A run's tools on the virtual lab, in process: the simulator's rooms and
 * devices hear what the Pis play (speech, or noise from a Pi at a noise
 * position), the device cloud is the simulator's devices read in process
 * (VirtualDeviceCloud) through the runner's own listener, speaking is the
 * runner's own Speech and NoiseLoop, and time is a TestClock, on which the
 * virtual lab's timeline runs too. What would go to a person or a feed is
 * kept for the spec to read. A Pi's reference mic hears the DUTs' spoken
 * answers in its room, the text standing in for what the transcriber reads of
 * the WAV; one whose mic the room has unplugged fails to record, as the agent does.
 */
export class VirtualLab {
  /** The simulator's clock: the TestClock's wall time. */
  readonly simulatorClock: SimulatorClock;
  readonly deviceCloud: VirtualDeviceCloud;
  /** Every live change the run announced, in order. */
  readonly announced: LiveChange[] = [];
  /** Every change of its job's state the run asked for. */
  readonly stateChanges: JobStateChange[] = [];
  /** The manual steps asked, as `key: message`. */
  readonly asked: string[] = [];
  /** What each Pi was asked to play, as `pi: file`. */
  readonly played: string[] = [];
  /** The job's state as the run reads it; set to 'resume' to resume a paused run. */
  state: JobState | undefined = 'inprogress';
  /** Set to have the run's next look find its job terminated. */
  canceled = false;
  private readonly recordings = new Map<string, Recording>();
  /** What each Pi played, from when to when (the lab's ms): what its own mic hears of itself. */
  private readonly talks: { readonly piId: string; readonly startMs: number; endMs: number }[] = [];
  /** Recordings whose upload arrives damaged: reading them gives bytes that are no WAV. */
  readonly unreadable = new Set<string>();
  /** Recordings being mixed: real work (the DUTs' voices synthesised) the lab's time waits for. */
  private readonly mixing = new Set<Promise<unknown>>();

  constructor(private readonly options: VirtualLabOptions) {
    this.simulatorClock = { now: () => options.clock.now().getTime() };
    this.deviceCloud = new VirtualDeviceCloud(options.registry, this.simulatorClock);
  }

  /**
   * The Pis as the cloud reads them now: a Pi at the noise position of a room
   * with a fan reports the fan in its shadow, as its agent reads it from the
   * simulator's room.
   */
  get things(): ThingRecord[] {
    return this.options.pis.map(({ thing, room }) => {
      const fan = toLocationId(thing.location ?? '') === NOISE_LOCATION ? room.fan : undefined;
      if (!fan) return thing;
      return { ...thing, shadow: { ...thing.shadow, fan: { on: fan.on } } as AgentShadowReported };
    });
  }

  /** The tools of a run stopped by `signal`. */
  toolsFor(signal: AbortSignal): RunTools {
    const { clock, manifests } = this.options;
    const player = this.player(signal);
    // As the runner's tools do: each speaker's state on the feed.
    const speakers = speakerFeedPlayer(
      player,
      async (change) => void this.announced.push(structuredClone(change)),
    );
    return {
      clock,
      signal,
      sleep: (ms) => clock.sleep(ms, signal),
      stopIfTerminated: async () => {
        if (this.canceled || signal.aborted) throw new RunStopped();
      },
      pis: {
        player,
        speech: new Speech(speakers, clock),
        actions: typedFake<PiActions>('PiActions', {}),
        things: async () => this.things,
        noiseLoop: (pi) => new NoiseLoop(speakers, clock, pi, signal),
      },
      deviceCloud: new DeviceCloudListener(this.deviceCloud, clock),
      resources: {
        manifest: async (resourceId) => manifests.find((manifest) => manifest.id === resourceId),
        transcribeRecording: async (recordingId, _hints, window) => ({
          text: this.heard(recordingId, window),
        }),
        recording: (recordingId) => {
          const mixed = this.wav(recordingId);
          this.mixing.add(mixed);
          void mixed.finally(() => this.mixing.delete(mixed)).catch(() => undefined);
          return mixed;
        },
      },
      artifacts: typedFake<RunTools['artifacts']>('RunTools.artifacts', {}),
      operator: {
        ask: (stepKey, message) => {
          this.asked.push(`${stepKey}: ${message}`);
          return this.options.operator?.(stepKey, message) ?? Promise.resolve('complete');
        },
      },
      live: {
        // As the feed sends them: what they were then, whatever the run changes after.
        announce: async (...changes) => void this.announced.push(...structuredClone(changes)),
        setState: async (change) => {
          this.stateChanges.push(change);
          if (change.state) this.state = change.state;
        },
        state: async () => this.state,
      },
    };
  }

  /** Once no recording is being mixed: what a run's clock waits for before it moves on (ExecutorHarness.run). */
  async settled(): Promise<void> {
    while (this.mixing.size) await Promise.allSettled([...this.mixing]);
  }

  /** The latest announced data of a live key. */
  latest(key: string): unknown {
    return this.announced.findLast((change) => change.key === key)?.data;
  }

  /** The Pis' player: a talk plays into the Pi's room now and answers once played, on the TestClock. */
  private player(signal: AbortSignal): PiPlayer {
    const { clock } = this.options;
    const piOf = (thing: ThingRecord): VirtualLabPi => {
      const pi = this.options.pis.find((one) => one.thing.id === thing.id);
      if (!pi || thing.connected === false)
        throw new PiActionFailed(thing.name, 'talk', `Raspberry Pi ${thing.name} is offline`);
      return pi;
    };
    let recorded = 0;
    /** What each Pi plays now, to be stopped: a stopped talk answers at once with what it played. */
    const playing = new Map<string, AbortController>();
    return typedFake<PiPlayer>('PiPlayer', {
      talk: async (thing, fileName, { durationMs, volume }) => {
        const pi = piOf(thing);
        const now = this.simulatorClock.now();
        const locationId = toLocationId(thing.location ?? '');
        const noise = LOCATIONS.find((location) => location.id === locationId)?.role;
        // As a Pi plays a file: for as long as it lasts, whatever length the run gave.
        const playedMs = durationMs || (this.fileOf(fileName)?.durationMs ?? UNKNOWN_FILE_MS);
        pi.room.advanceTo(now);
        pi.room.play({
          piId: thing.id,
          ...(locationId ? { locationId } : {}),
          kind: noise === 'noise' ? 'noise' : 'speech',
          ...(noise === 'noise' ? { noiseType: 'PINK' as const } : {}),
          fileName,
          transcript: this.fileOf(fileName)?.transcript,
          ...(volume === undefined ? {} : { volume }),
          startMs: now,
          durationMs: playedMs,
        });
        this.played.push(`${thing.name}: ${fileName}`);
        const talk = { piId: thing.id, startMs: now, endMs: now + playedMs };
        this.talks.push(talk);
        const stopped = new AbortController();
        playing.set(thing.id, stopped);
        const startedMs = clock.monotonicMs();
        try {
          await clock.sleep(playedMs, AbortSignal.any([signal, stopped.signal]));
        } catch (error) {
          if (signal.aborted || !stopped.signal.aborted) throw error;
        } finally {
          if (playing.get(thing.id) === stopped) playing.delete(thing.id);
          talk.endMs = Math.min(talk.endMs, this.simulatorClock.now());
        }
        return { durationMs: stopped.signal.aborted ? clock.monotonicMs() - startedMs : playedMs };
      },
      stop: async (thing) => {
        piOf(thing).room.stop(thing.id, this.simulatorClock.now());
        playing.get(thing.id)?.abort();
      },
      record: async (thing, durationMs) => {
        const pi = piOf(thing);
        // As the agent answers when its room says the Pi's mic is unplugged (the room knows a Pi by its id here).
        if (!pi.room.micPlugged(thing.id))
          throw new PiActionFailed(
            thing.name,
            'record',
            `No capture device: the reference mic of ${thing.name} is unplugged`,
          );
        const fromMs = this.simulatorClock.now();
        await clock.sleep(durationMs, signal);
        recorded += 1;
        const recordingId = `recording-${recorded}`;
        this.recordings.set(recordingId, { pi, fromMs, durationMs });
        return { recordingId, fileName: `${recordingId}.wav` };
      },
    });
  }

  /** A file as its manifest gives it (what it says, how long it lasts). */
  private fileOf(fileName: string): ResourceManifest['files'][number] | undefined {
    for (const manifest of this.options.manifests) {
      const file = manifest.files.find((one) => one.fileName === fileName);
      if (file) return file;
    }
    return undefined;
  }

  /**
   * A recording as the Pi uploaded it: the room's noise floor (seeded), the
   * Pi's own speech while it played (a voice-like stand-in of the file: the
   * harness has no audio of the pack) and the DUTs' voices at its position,
   * mixed as the agent's virtual backend mixes them. Needs the room's voices.
   */
  private async wav(recordingId: string): Promise<Uint8Array> {
    const recording = this.recordings.get(recordingId);
    if (!recording) throw new Error(`No recording ${recordingId}`);
    if (this.unreadable.has(recordingId)) return new TextEncoder().encode('<html>502 Bad Gateway</html>');
    const { voices } = this.options;
    if (!voices) throw new Error('The virtual lab was made without the rooms’ voices: it records no audio');
    const { pi, fromMs, durationMs } = recording;
    const count = Math.round((durationMs / 1000) * MIC_SAMPLE_RATE);
    const mic = new Float32Array(count);
    const noise = new Random(`mic/${recordingId}`);
    const floor = 10 ** (MIC_NOISE_FLOOR_DBFS / 20);
    for (let i = 0; i < count; i += 1) mic[i] = noise.normal(0, floor);
    const own = 10 ** (MIC_OWN_SPEECH_DBFS / 20) * Math.SQRT2;
    for (const talk of this.talks.filter((one) => one.piId === pi.thing.id)) {
      const first = Math.max(0, Math.round(((talk.startMs - fromMs) / 1000) * MIC_SAMPLE_RATE));
      const last = Math.min(count, Math.round(((talk.endMs - fromMs) / 1000) * MIC_SAMPLE_RATE));
      for (let i = first; i < last; i += 1) {
        const t = (i - first) / MIC_SAMPLE_RATE;
        // Syllables at 4 Hz that never fall silent: one stretch of speech, as a sentence sounds.
        mic[i] =
          mic[i]! + own * (0.7 + 0.3 * Math.sin(2 * Math.PI * 4 * t)) * Math.sin(2 * Math.PI * 160 * t);
      }
    }
    const position = positionOfLocation(toLocationId(pi.thing.location ?? '') ?? '');
    const heard =
      position &&
      (await voices.heardAt(pi.room, position, { fromMs, durationMs, sampleRate: MIC_SAMPLE_RATE }));
    for (let i = 0; i < Math.min(count, heard?.length ?? 0); i += 1) mic[i] = mic[i]! + heard![i]!;
    return encodePcm16Wav(mic, MIC_SAMPLE_RATE);
  }

  /** What the DUTs said aloud in the Pi's room while it recorded, in all of it or in `window`. */
  private heard(recordingId: string, window?: RecordingWindow): string {
    const recording = this.recordings.get(recordingId);
    if (!recording) throw new Error(`No recording ${recordingId}`);
    const { fromMs, durationMs } = recording;
    const toMs = fromMs + Math.min(durationMs, window?.toMs ?? durationMs);
    return recording.pi.room
      .spokenBetween(fromMs + Math.min(durationMs, window?.fromMs ?? 0), toMs)
      .map((answer) => answer.text)
      .join(' ');
  }
}
