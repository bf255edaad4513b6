import { z } from 'zod';

/**
 * Whether a device under test answered its last check: the deviceOnlineStatus
 * of stability and UPL results (doc 1 §3) and the FAR Device Status column
 * (doc 1 §2.9). The spec shows only the texts Online and Offline; the wire
 * values are chosen in upper case like the product's other status enums.
 */
const DUT_ONLINE_STATUSES = ['ONLINE', 'OFFLINE'] as const;
export const dutOnlineStatusSchema = z.enum(DUT_ONLINE_STATUSES);
export type DutOnlineStatus = z.infer<typeof dutOnlineStatusSchema>;
