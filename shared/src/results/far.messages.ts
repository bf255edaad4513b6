/**
 * The columns of the FAR live table (doc 1 §2.9).
 * @kept for the FAR family: doc 1 §2.9 (FAR live view), §4.1 (chunk progress), §5, §9 (FAR marketplaces)
 */
export const FAR_TABLE_COLUMNS = {
  customerId: 'Customer Id',
  deviceSerialNumber: 'Device Serial Number',
  deviceName: 'Device Name',
  deviceStatus: 'Device Status',
  falseWakeCounts: 'False Wake Counts',
} as const;

export const FAR_MESSAGES = {
  /** doc 1 §2.9. */
  playing: (n: number, m: number) => `Currently playing audio file ${n} of ${m}.`,
  completed: 'FAR Test Completed!',
  allDevicesOffline: 'All devices are detected Offline or Muted!',
  lastDeviceCheck: (utcTimestamp: string) => `Last device check was performed at ${utcTimestamp}`,
  /** The warning on a device that was offline at the last check (doc 1 §8, doc 3 §8). */
  offlineDuringLastMeasure: 'device offline or muted during last measure',
  /** The warning on a device at the limit (doc 1 §8, doc 3 §8 paraphrase 'will fail beyond 3 false wakes'). */
  willFailBeyond: (allowed: number) =>
    `This device will fail the FAR test if it has more than ${allowed} false wakes.`,
} as const;
