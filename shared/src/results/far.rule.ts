import { type DutOnlineStatus } from './dut-status.schema';
import { FAR_DEFAULT_TOTAL_CHUNKS, FAR_FALSE_WAKES_ALLOWED } from './far.constant';
import { FAR_MESSAGES } from './far.messages';
import { type FarMeasureTimestamp, type FarPayload, type FarSimulationDevice } from './far.schema';

/** A device fails once its false wakes exceed the allowed maximum (doc 1 §5). */
export function isFarDeviceFailed(falseWakes: number, allowed: number = FAR_FALSE_WAKES_ALLOWED): boolean {
  return falseWakes > allowed;
}

/** A device is Online unless its serial number is in the offline set (doc 1 §5). */
export function farDeviceStatus(
  deviceSerialNumber: string,
  offlineDevices: readonly string[],
): DutOnlineStatus {
  return offlineDevices.includes(deviceSerialNumber) ? 'OFFLINE' : 'ONLINE';
}

export interface FarDeviceRow extends FarSimulationDevice {
  readonly status: DutOnlineStatus;
  readonly falseWakes: number;
  readonly failed: boolean;
  /** The tooltip warning of the row, if any. */
  readonly warning?: string;
}

/**
 * The rows of the FAR table (doc 1 §2.9, §5). An offline device warns that it
 * was offline or muted at the last check; a device at the limit, one false
 * wake from failing, warns that it will fail beyond it (doc 1 §8).
 */
export function farDeviceRows(
  payload: FarPayload,
  allowed: number = FAR_FALSE_WAKES_ALLOWED,
): FarDeviceRow[] {
  return payload.simulationEnvironment.devices.map((device) => {
    const falseWakes = payload.deviceTotalWakeCountsForUI[device.deviceSerialNumber] ?? 0;
    const status = farDeviceStatus(device.deviceSerialNumber, payload.offlineDevicesSet);
    const failed = isFarDeviceFailed(falseWakes, allowed);
    const warning =
      status === 'OFFLINE'
        ? FAR_MESSAGES.offlineDuringLastMeasure
        : falseWakes === allowed
          ? FAR_MESSAGES.willFailBeyond(allowed)
          : undefined;
    return { ...device, status, falseWakes, failed, ...(warning ? { warning } : {}) };
  });
}

/** Every device of the run is offline or muted; false with no device. */
export function areAllFarDevicesOffline(payload: FarPayload): boolean {
  const { devices } = payload.simulationEnvironment;
  return devices.length > 0 && devices.every((d) => payload.offlineDevicesSet.includes(d.deviceSerialNumber));
}

function totalChunksOf(payload: Pick<FarPayload, 'totalChunks'>): number {
  return payload.totalChunks || FAR_DEFAULT_TOTAL_CHUNKS;
}

/**
 * The status line of the FAR view (doc 1 §2.9). Whether the job is finished
 * comes from its state (jobs domain), since the last chunk is reported while it
 * still plays. All devices offline or muted ends the measure whatever the chunk.
 */
export function farStatusText(payload: FarPayload, jobFinished: boolean): string {
  if (areAllFarDevicesOffline(payload)) return FAR_MESSAGES.allDevicesOffline;
  if (jobFinished) return FAR_MESSAGES.completed;
  const total = totalChunksOf(payload);
  return FAR_MESSAGES.playing(Math.min(Math.max(payload.chunkId, 1), total), total);
}

/**
 * 'Last device check was performed at {UTC timestamp}', or undefined before the first check (doc 1 §2.9).
 */
export function farLastDeviceCheckText(
  timestamp: FarMeasureTimestamp | null | undefined,
): string | undefined {
  if (!timestamp) return undefined;
  return FAR_MESSAGES.lastDeviceCheck(`${timestamp.date} ${timestamp.time} UTC`);
}
