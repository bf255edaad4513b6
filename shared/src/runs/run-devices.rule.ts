import { JOB_DUT_TAG, type JobMapping, optionalDutsOf } from '../jobs/lab-job.schema';

/** A device a run listens to all at once with the others (FAR, stability, UPL): the DUT or an optional DUT. */
export interface RunDevice {
  /** Its tag in the mapping: DUT, OPTIONAL_DUT1 ... */
  readonly tag: string;
  readonly customerId: string;
  readonly deviceSerialNumber: string;
  /** Its name, else its serial number. */
  readonly deviceName: string;
}

/** The devices of a run in the mapping's order: the DUT, then each optional DUT. */
export function runDevices(mapping: JobMapping): RunDevice[] {
  const { deviceMapping } = mapping;
  return [[JOB_DUT_TAG, deviceMapping[JOB_DUT_TAG]] as const, ...optionalDutsOf(deviceMapping)].map(
    ([tag, entry]) => ({
      tag,
      customerId: entry.customerId,
      deviceSerialNumber: entry.dsn,
      deviceName: entry.deviceName ?? entry.dsn,
    }),
  );
}
