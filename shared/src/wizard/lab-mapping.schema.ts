import { z } from 'zod';
import { customerDeviceSchema } from '../devices/customer-device.schema';

/** A customer id with its account e-mail (doc 2 §3 'Customer id entry'). */
const customerIdEntrySchema = z.object({
  customerId: z.string().min(1),
  email: z.string(),
});
export type CustomerIdEntry = z.infer<typeof customerIdEntrySchema>;

/** The GET customer ids answer as it travels: single-entry maps of id to e-mail (doc 2 §7). */
export const customerIdListResponseSchema = z.array(z.record(z.string(), z.string()));
export type CustomerIdListResponse = z.infer<typeof customerIdListResponseSchema>;

/**
 * The customer ids of the GET customer ids answer, a list of single-entry maps
 * of id to e-mail (doc 2 §7), as entries; anything else in the list is skipped.
 */
export function customerIdEntriesFrom(raw: unknown): CustomerIdEntry[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return [];
    return Object.entries(item)
      .filter(([customerId, email]) => customerId && typeof email === 'string')
      .map(([customerId, email]) => ({ customerId, email: email as string }));
  });
}

const FEATURE_MAPPING_CONFIG_TYPES = ['dut', 'actor'] as const;

/**
 * One role of the feature-file mapping (doc 2 §3 'Mapping entry'): a DUT role
 * with its customer id and device, or an actor role with its Pi. The Pi's
 * record (piMeta) belongs to the lab domain and is kept as it comes.
 */
export const featureMappingEntrySchema = z.object({
  name: z.string(),
  configType: z.enum(FEATURE_MAPPING_CONFIG_TYPES),
  customerId: z.string().optional(),
  dsn: z.string().optional(),
  dsnMeta: customerDeviceSchema.optional(),
  cidMeta: customerIdEntrySchema.optional(),
  cidEmail: z.string().optional(),
  thingId: z.string().optional(),
  piName: z.string().optional(),
  piMeta: z.record(z.string(), z.unknown()).optional(),
});
export type FeatureMappingEntry = z.infer<typeof featureMappingEntrySchema>;

/** A device of the run (doc 2 §3 'deviceMapping (dsn, customerId, namespace, deviceType, buildInfo, cidEmail)'). */
const wizardDeviceMappingEntrySchema = z.object({
  dsn: z.string(),
  customerId: z.string(),
  namespace: z.string().optional(),
  deviceType: z.string().optional(),
  buildInfo: z.string().optional(),
  cidEmail: z.string().optional(),
});
export type WizardDeviceMappingEntry = z.infer<typeof wizardDeviceMappingEntrySchema>;

/** The run's mapping of roles to lab hardware (doc 2 §3 'testMapping'). */
export const wizardTestMappingSchema = z.object({
  mapping: z.array(featureMappingEntrySchema),
  actorMapping: z.array(featureMappingEntrySchema),
  deviceMapping: z.array(wizardDeviceMappingEntrySchema),
});
export type WizardTestMapping = z.infer<typeof wizardTestMappingSchema>;

export const EMPTY_WIZARD_TEST_MAPPING: WizardTestMapping = {
  mapping: [],
  actorMapping: [],
  deviceMapping: [],
};

/**
 * One device of an ACM account (doc 2 §3 'devicePiConfig ... {dsnInfo (name,
 * deviceOrderId), pi (name), firmware}'). dsnInfo also carries the DSN itself,
 * which the review shows and the checks compare.
 */
const acmDevicePiConfigSchema = z.object({
  dsnInfo: z
    .object({
      name: z.string(),
      dsn: z.string(),
      deviceOrderId: z.number().int(),
    })
    .optional(),
  pi: z.object({ name: z.string() }).optional(),
  firmware: z.string(),
});
export type AcmDevicePiConfig = z.infer<typeof acmDevicePiConfigSchema>;

/** The configuration of one ACM account (doc 2 §3 'Account config (ACM)'). */
export const acmAccountConfigSchema = z.object({
  customerIdInfo: customerIdEntrySchema.optional(),
  devicePiConfig: z.array(acmDevicePiConfigSchema),
});
export type AcmAccountConfig = z.infer<typeof acmAccountConfigSchema>;
