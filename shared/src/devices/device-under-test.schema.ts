import { z } from 'zod';

/**
 * The devices under test (doc 3 §7 lists /api/deviceundertests, usage not
 * shown): every device the company's runs have put under test, from the runs'
 * own mappings (doc 1 §3 'mapping ... deviceMapping with a DUT entry and other
 * tags, each with customerId, dsn, amazonId, deviceName, buildInfo'), one per
 * customer id and DSN. What is registered under a customer id now is the
 * device list's (GET /api/devices); this is what was tested, and when.
 * @kept as a contract another package's specs check the product against (its routes, its stubs)
 */
export const DEVICE_UNDER_TEST_API_PATHS = {
  list: '/api/deviceundertests',
  device: (customerId: string, dsn: string) =>
    `/api/deviceundertests/${encodeURIComponent(customerId)}/${encodeURIComponent(dsn)}`,
} as const;

/** The fields `q` may filter on: a device under test's own. */
export const DEVICE_UNDER_TEST_FILTER_FIELDS = [
  'customerId',
  'dsn',
  'deviceName',
  'deviceType',
  'buildInfo',
  'runCount',
  'firstUsedAt',
  'lastUsedAt',
] as const;
export type DeviceUnderTestFilterField = (typeof DEVICE_UNDER_TEST_FILTER_FIELDS)[number];

/** A device the company's runs have tested; its name, type and build as its latest run that gave them. */
export const deviceUnderTestSchema = z.object({
  customerId: z.string().min(1),
  dsn: z.string().min(1),
  deviceName: z.string().nullable(),
  deviceType: z.string().nullable(),
  buildInfo: z.string().nullable(),
  amazonId: z.string().nullable(),
  /** The mapping tags it ran under (DUT, OPTIONAL_DUT1, ...), sorted. */
  tags: z.array(z.string()),
  /** How many of the company's runs used it. */
  runCount: z.number().int().positive(),
  firstUsedAt: z.iso.datetime({ offset: true }),
  lastUsedAt: z.iso.datetime({ offset: true }),
  lastJobId: z.string().min(1),
  lastLabName: z.string(),
});
export type DeviceUnderTest = z.infer<typeof deviceUnderTestSchema>;

export const deviceUnderTestListSchema = z.array(deviceUnderTestSchema);
