import { type DutOnlineStatus } from './dut-status.schema';

/** How a device's status reads in the FAR, stability and UPL tables and reports (doc 1 §2.9-§2.11). */
export const DUT_ONLINE_STATUS_TEXTS: Readonly<Record<DutOnlineStatus, string>> = {
  ONLINE: 'Online',
  OFFLINE: 'Offline',
};

/**
 * The tooltip on an offline device (doc 1 §8: 'a tooltip with an offline
 * message', wording not shown). Chosen wording.
 * @kept for the FAR, stability and UPL families: doc 1 §2.9 to §2.11 (device status of their tables)
 */
export const DUT_OFFLINE_TOOLTIP =
  'The device is offline. Its results are not counted until it is powered on and reconnected.';
