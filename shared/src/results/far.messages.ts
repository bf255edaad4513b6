/**
 * The columns of the FAR live table (doc 1 §2.9).
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

/** The FAR live view's own labels beyond doc 1 §2.9 (chosen wording). */
export const FAR_VIEW_TEXTS = {
  table: 'FAR devices',
  timer: 'FAR run time',
  failed: 'Failed',
  /** The chart of false wakes per device over the run's hours, and its numbers as a table. */
  chartTitle: 'False wakes per hour',
  chartLoading: 'Loading the chart…',
  chartTable: 'False wakes per device in each hour of the run',
  hour: 'Hour',
  hourOf: (hour: number) => `Hour ${hour}`,
  noHoursYet: 'No hour of the run counted yet.',
} as const;
