import { z } from 'zod';

/*
 * A customer's device as the device cloud lists it (doc 2 §3, §7). The devices
 * domain owns it: the device cloud's schemas list these, and the wizard's
 * feature-file mapping picks its DUTs among them.
 */

/** A device's metadata (doc 2 §3 'metadata (namespace, typeId, buildInfo)'). */
const customerDeviceMetadataSchema = z.object({
  namespace: z.string().optional(),
  typeId: z.string().optional(),
  buildInfo: z.string().optional(),
});

/** A device (DUT) of a customer (doc 2 §3). */
export const customerDeviceSchema = z.object({
  name: z.string(),
  dsn: z.string().min(1),
  /** Chosen: the device's Amazon id, as the device cloud lists it (doc 1 §2.14-2.15 show it; its source is not shown). */
  amazonId: z.string().optional(),
  /**
   * Chosen: whether the device is connected to the automation proxy, as the
   * device cloud's record of it says (doc 2 §3 device status 'proxy'; doc 1
   * §2.15 Test Details 'proxy enabled').
   */
  proxyEnabled: z.boolean().optional(),
  metadata: customerDeviceMetadataSchema.optional(),
});
export type CustomerDevice = z.infer<typeof customerDeviceSchema>;
