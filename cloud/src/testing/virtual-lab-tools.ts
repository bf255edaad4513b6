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
import { type Clock as SimulatorClock, type DutRegistry, type VirtualRoom } from '@oak/simulator';
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
        const stopped = new AbortController();
        playing.set(thing.id, stopped);
        const startedMs = clock.monotonicMs();
        try {
          await clock.sleep(playedMs, AbortSignal.any([signal, stopped.signal]));
        } catch (error) {
          if (signal.aborted || !stopped.signal.aborted) throw error;
        } finally {
          if (playing.get(thing.id) === stopped) playing.delete(thing.id);
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
