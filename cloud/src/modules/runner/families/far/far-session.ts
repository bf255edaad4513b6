import { type FarChunkOutcome, type FarChunkStep, FAR_MESSAGES, TALK_DEFAULT_VOLUME } from '@oak/shared';
import { type RunSession, type StepControl } from '../../run-family.port';
import { type DeviceRef, deviceRefOf } from '../../tools/device-cloud-listener.tool';
import { type FarContext } from './far-context';

/** A device the run listens to: its serial number, and its reference in the device cloud. */
interface Listened {
  readonly serial: string;
  readonly device: DeviceRef;
}

/**
 * One FAR run: each chunk plays the track from the noise Pi for the chunk's
 * length (the track again and again, the last play cut where the length
 * ends), checks every device at the chunk's device checks, and counts each
 * device's false wakes in the chunk's own window of its device-cloud activity,
 * from a mark taken as the chunk starts: a chunk played again after a restart
 * counts only what came after its new start. Time is the lab's: the track
 * plays at the lab's pace, which Speech learns from each play.
 */
export class FarSession implements RunSession<FarChunkStep, FarChunkOutcome> {
  private readonly listened: readonly Listened[];

  constructor(private readonly context: FarContext) {
    const { deviceMapping } = context.job.mapping;
    this.listened = context.plan.devices.map((device) => ({
      serial: device.deviceSerialNumber,
      device: deviceRefOf(
        (deviceMapping as Readonly<Record<string, { dsn: string; deviceType?: string }>>)[device.tag]!,
      ),
    }));
  }

  async execute(step: FarChunkStep, control: StepControl): Promise<FarChunkOutcome> {
    const { tools } = this.context;
    const startedAt = tools.clock.now();
    // Where each device's activity stands as the chunk starts: its window opens here.
    const from = await Promise.all(this.listened.map((one) => tools.deviceCloud.mark(one.device)));
    const checks: FarChunkOutcome['checks'] = [];
    let playedMs = 0;
    for (const checkAtMs of step.checksAtMs) {
      while (playedMs < checkAtMs) playedMs += await this.play(checkAtMs - playedMs);
      const check = await this.check();
      checks.push(check);
      if (check.offline.length === this.listened.length) {
        // None can hear: the run ends once this chunk is stored (doc 1 §2.9).
        control.endRun({ state: 'failed', reason: FAR_MESSAGES.allDevicesOffline, failureClass: 'device' });
        break;
      }
    }
    const windows = await Promise.all(
      this.listened.map((one, index) => tools.deviceCloud.activityBetween(one.device, from[index]!)),
    );
    return {
      chunk: step.chunk,
      startedAt: startedAt.toISOString(),
      endedAt: tools.clock.now().toISOString(),
      falseWakes: Object.fromEntries(
        this.listened.map((one, index) => [one.serial, windows[index]!.falseWakes.length]),
      ),
      checks,
    };
  }

  async close(): Promise<void> {
    const { plan, tools } = this.context;
    await tools.pis.player.stop(plan.noisePi).catch(() => undefined);
  }

  /** Whether each device can hear now: the serials of those offline or muted. */
  private async check(): Promise<FarChunkOutcome['checks'][number]> {
    const { tools } = this.context;
    const statuses = await Promise.all(this.listened.map((one) => tools.deviceCloud.status(one.device)));
    return {
      at: tools.clock.now().toISOString(),
      offline: this.listened.flatMap((one, index) => (statuses[index] === 'online' ? [] : [one.serial])),
    };
  }

  /**
   * Plays the track on the noise Pi for `forMs` of audio time at most: the
   * whole track, or its first `forMs`, the Pi stopped once that much has
   * played at the lab's pace. Answers the audio time it played.
   */
  private async play(forMs: number): Promise<number> {
    const { plan, tools } = this.context;
    const { speech, player } = tools.pis;
    const { fileName, durationMs: trackMs } = plan.track;
    const options = { durationMs: trackMs, volume: TALK_DEFAULT_VOLUME };
    if (forMs >= trackMs) return (await speech.say(plan.noisePi, fileName, options)).durationMs || trackMs;
    const cut = new AbortController();
    const stopWithRun = () => cut.abort();
    tools.signal.addEventListener('abort', stopWithRun, { once: true });
    const stopping = tools.clock.sleep(speech.realMs(forMs), cut.signal).then(
      () => player.stop(plan.noisePi),
      () => undefined,
    );
    try {
      await speech.say(plan.noisePi, fileName, options);
      // Cut or played to its end (the lab's pace not learnt yet): the part asked for has played.
      return forMs;
    } finally {
      cut.abort();
      tools.signal.removeEventListener('abort', stopWithRun);
      await stopping;
    }
  }
}
