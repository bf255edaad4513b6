import { HttpException, Injectable } from '@nestjs/common';
import { type DeviceCloudStatus, type FunctionalAppScreen, type JobFailureClass } from '@oak/shared';
import { DeviceCloud, type DeviceActivity } from '../../device-cloud/device-cloud.port';
import { Clock } from '../../clock/clock';

/** How many activity items one read of the device cloud answers: a longer window is read page by page. */
export const ACTIVITY_PAGE = 20;

/**
 * Where a device's activity stood at a moment: its latest item then, if it
 * had one. The device's clock is its lab's (a virtual lab's runs faster than
 * the cloud's), so a window of its activity is bounded by what it did, not by
 * the cloud's time.
 */
export interface ActivityMark {
  readonly utteranceId?: string;
  /** When that item started, on the device's timeline. */
  readonly startedMs?: number;
}

/** A device's activity in a window, oldest first, its answers apart from its false wakes. */
export interface DeviceActivityWindow {
  /** What it heard and took: utterances played to it, and events it showed by itself. */
  readonly answers: readonly DeviceActivity[];
  /** Wakes on no wake word, with nothing played to it: what FAR and stability runs count. */
  readonly falseWakes: readonly DeviceActivity[];
}

/** A device as the device cloud knows it. */
export interface DeviceRef {
  readonly deviceserial: string;
  readonly devicetype: string;
}

/** The device cloud's reference of a mapped device. */
export function deviceRefOf(entry: { readonly dsn: string; readonly deviceType?: string }): DeviceRef {
  return { deviceserial: entry.dsn, devicetype: entry.deviceType ?? '' };
}

/**
 * Looks until `look` finds something or `windowMs` has passed (at least 50
 * ms), a twentieth of the window apart (20 to 500 ms): how every family waits
 * for what a device does (answerAfter).
 */
async function pollWithin<T>(
  clock: { monotonicMs(): number; sleep(ms: number, signal?: AbortSignal): Promise<void> },
  windowMs: number,
  look: () => Promise<T | undefined>,
  signal?: AbortSignal,
): Promise<T | undefined> {
  const until = clock.monotonicMs() + Math.max(50, windowMs);
  const step = Math.max(20, Math.min(500, windowMs / 20));
  for (;;) {
    const found = await look();
    if (found !== undefined) return found;
    if (clock.monotonicMs() >= until) return undefined;
    await clock.sleep(step, signal);
  }
}

/**
 * The device cloud could not tell what a device did (unreachable, or it
 * refused the device): the device's side of the run, not the lab's (issue 28).
 */
export class DeviceCloudFailed extends Error {
  readonly failureClass = 'device' satisfies JobFailureClass;
}

/** The device cloud's answer, its HTTP errors (the adapter's, for the API's callers) made the run's own. */
async function fromDeviceCloud<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof HttpException) throw new DeviceCloudFailed(error.message);
    throw error;
  }
}

/**
 * The one listener of the device cloud for every family: what a device did
 * between two marks of its activity (read page by page, its answers apart
 * from its false wakes), the first answer after a mark waited for within a
 * window (what a run reads after each utterance), and whether the device can
 * hear at all (online, offline, muted).
 */
@Injectable()
export class DeviceCloudListener {
  constructor(
    private readonly deviceCloud: DeviceCloud,
    private readonly clock: Clock,
  ) {}

  /** Where the device's activity stands now: what came before an utterance, or a run's start. */
  async mark(device: DeviceRef): Promise<ActivityMark> {
    const [latest] = await fromDeviceCloud(this.deviceCloud.latestActivity(device, 1));
    if (!latest) return {};
    return {
      utteranceId: latest.utteranceId,
      ...(latest.startedMs === undefined ? {} : { startedMs: latest.startedMs }),
    };
  }

  /**
   * The device's activity after `from` and up to `to` (its item included;
   * none: up to now), oldest first. Pages of ACTIVITY_PAGE items are read,
   * newest first, until one reaches `from`: however much the device did in
   * the window, none of it is missed.
   */
  async activityBetween(
    device: DeviceRef,
    from: ActivityMark,
    to?: ActivityMark,
  ): Promise<DeviceActivityWindow> {
    const newestFirst: DeviceActivity[] = [];
    const read = new Set<string>();
    let untilMs: number | undefined;
    for (;;) {
      const page = await fromDeviceCloud(this.deviceCloud.latestActivity(device, ACTIVITY_PAGE, untilMs));
      let reached = false;
      let added = 0;
      for (const item of page) {
        reached =
          item.utteranceId === from.utteranceId ||
          (from.startedMs !== undefined && item.startedMs !== undefined && item.startedMs < from.startedMs);
        if (reached) break;
        if (read.has(item.utteranceId)) continue;
        read.add(item.utteranceId);
        newestFirst.push(item);
        added += 1;
      }
      // The next page ends where this one's oldest item started (to the second: items read twice are skipped).
      const oldestMs = page.at(-1)?.startedMs;
      if (reached || page.length < ACTIVITY_PAGE || !added || oldestMs === undefined) break;
      untilMs = oldestMs;
    }
    const end =
      to?.utteranceId === undefined
        ? -1
        : newestFirst.findIndex((item) => item.utteranceId === to.utteranceId);
    const items = newestFirst.slice(Math.max(end, 0)).reverse();
    return {
      answers: items.filter((item) => !item.falseWake),
      falseWakes: items.filter((item) => item.falseWake),
    };
  }

  /**
   * The device's first answer after `from` that `matches` (a false wake never
   * does), waiting up to `windowMs`; undefined after it.
   */
  async answerAfter(
    device: DeviceRef,
    from: ActivityMark,
    windowMs: number,
    signal: AbortSignal,
    matches: (item: DeviceActivity) => boolean = () => true,
  ): Promise<DeviceActivity | undefined> {
    return pollWithin(
      this.clock,
      windowMs,
      async () => (await this.activityBetween(device, from)).answers.find(matches),
      signal,
    );
  }

  /** Whether the device can hear a run now: online, offline, or muted. */
  status(device: DeviceRef): Promise<DeviceCloudStatus> {
    return fromDeviceCloud(this.deviceCloud.status(device));
  }

  /** What the device's companion app shows on a screen (mobile functional device validation). */
  appScreen(device: DeviceRef, screen: FunctionalAppScreen): Promise<string> {
    return fromDeviceCloud(this.deviceCloud.appScreen(device, screen));
  }

  saveContacts(...args: Parameters<DeviceCloud['saveContacts']>): Promise<void> {
    return fromDeviceCloud(this.deviceCloud.saveContacts(...args));
  }
}
