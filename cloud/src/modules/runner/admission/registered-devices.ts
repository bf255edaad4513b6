import { type JobDeviceMappingEntry, type JobMapping, NEW_JOB_MESSAGES, labDeviceSerials } from '@oak/shared';
import { type Admission, type AdmissionContext } from '../run-family.port';

/**
 * The job's mapped devices as the device cloud lists them under their
 * customer ids: each one's type, name, build and Amazon id filled in where the mapping
 * lacks them, and whether it is on the automation proxy, and a problem for each device it does not list there, whose
 * type is known nowhere (the runner finds what a device heard by its type), or
 * that no Pi of the lab stands beside, where its Pis say which devices do.
 */
export async function pinRegisteredDevices(
  mapping: JobMapping,
  context: AdmissionContext,
): Promise<Admission> {
  const problems: string[] = [];
  const pinned: Record<string, JobDeviceMappingEntry> = {};
  const inLab = labDeviceSerials(context.lab.pis);
  for (const [tag, entry] of Object.entries(mapping.deviceMapping)) {
    if (inLab && !inLab.has(entry.dsn))
      problems.push(NEW_JOB_MESSAGES.deviceNotInLab(entry.dsn, context.lab.name));
    const listed = (await context.devicesOf(entry.customerId)).find((device) => device.dsn === entry.dsn);
    if (!listed) {
      problems.push(NEW_JOB_MESSAGES.unknownDevice(entry.dsn, entry.customerId));
      pinned[tag] = entry;
      continue;
    }
    const deviceType = entry.deviceType ?? listed.metadata?.typeId;
    if (!deviceType) problems.push(NEW_JOB_MESSAGES.unknownDeviceType(entry.dsn));
    const buildInfo = entry.buildInfo ?? listed.metadata?.buildInfo;
    pinned[tag] = {
      ...entry,
      deviceName: entry.deviceName ?? listed.name,
      ...((entry.amazonId ?? listed.amazonId) ? { amazonId: entry.amazonId ?? listed.amazonId } : {}),
      // The device cloud's word, whatever the form said.
      ...(listed.proxyEnabled === undefined ? {} : { proxyEnabled: listed.proxyEnabled }),
      ...(deviceType ? { deviceType } : {}),
      ...(buildInfo ? { buildInfo } : {}),
    };
  }
  // Every tag of the mapping is pinned, the DUT's among them.
  const deviceMapping = pinned as JobMapping['deviceMapping'];
  return { problems: [...new Set(problems)], mapping: { ...mapping, deviceMapping } };
}
