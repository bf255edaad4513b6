import { HttpException, Injectable } from '@nestjs/common';
import { type FunctionalAppScreen, type JobFailureClass } from '@oak/shared';
import { DeviceCloud, type DeviceActivity } from '../../device-cloud/device-cloud.port';
import { Clock } from '../../clock/clock';

/** How many activity items a look at the device cloud reads. */
export const ACTIVITY_PAGE = 20;

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
 * for what a device does.
 */
export async function pollWithin<T>(
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
 * What the device cloud says a device heard and answered: its latest
 * activity, and the first new item after a known one, waited for within a
 * window (what a run reads after each utterance).
 */
@Injectable()
export class DeviceCloudListener {
  constructor(
    private readonly deviceCloud: DeviceCloud,
    private readonly clock: Clock,
  ) {}

  latest(device: DeviceRef, limit = ACTIVITY_PAGE): Promise<DeviceActivity[]> {
    return fromDeviceCloud(this.deviceCloud.latestActivity(device, limit));
  }

  /** The id of the device's latest activity: what came before an utterance. */
  async lastSeen(device: DeviceRef): Promise<string | undefined> {
    return (await this.latest(device, 1))[0]?.utteranceId;
  }

  /**
   * The device's first new activity after `lastSeen` that `matches` (a
   * false wake never does), waiting up to `windowMs`; undefined after it.
   */
  async answerAfter(
    device: DeviceRef,
    lastSeen: string | undefined,
    windowMs: number,
    signal: AbortSignal,
    matches: (item: DeviceActivity) => boolean = () => true,
  ): Promise<DeviceActivity | undefined> {
    return pollWithin(
      this.clock,
      windowMs,
      async () => {
        const items = await this.latest(device);
        const seen = items.findIndex((item) => item.utteranceId === lastSeen);
        return (seen === -1 ? items : items.slice(0, seen))
          .filter((item) => !item.falseWake)
          .reverse()
          .find(matches);
      },
      signal,
    );
  }

  /** What the device's companion app shows on a screen (mobile functional device validation). */
  appScreen(device: DeviceRef, screen: FunctionalAppScreen): Promise<string> {
    return fromDeviceCloud(this.deviceCloud.appScreen(device, screen));
  }

  saveContacts(...args: Parameters<DeviceCloud['saveContacts']>): Promise<void> {
    return fromDeviceCloud(this.deviceCloud.saveContacts(...args));
  }
}
