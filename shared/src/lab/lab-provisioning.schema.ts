import { z } from 'zod';
import { LOCATION_IDS } from '../locations/locations.constant';
import { isValidThingName } from '../mqtt/thing-topics.util';

/**
 * The provisioning API: how an operator's tool (the virtual lab, or a script
 * that sets up a real lab) declares a lab and its Pis for a company. It is
 * idempotent: the lab and Pis are created when missing, their details updated,
 * and each Pi gets a fresh one-time registration token for `oak-agent register`.
 * Authorised by the provisioning token, not a user's session.
 */
export const LAB_PROVISIONING_PATH = '/api/provisioning/labs';

/** At most this many Pis per provisioning request (chosen; labs have a handful). */
export const MAX_PROVISIONED_PIS = 64;

export const provisionedPiSchema = z.object({
  thingName: z.string().refine(isValidThingName, 'is not a valid thing name'),
  name: z.string().trim().min(1).max(128).optional(),
  location: z.enum(LOCATION_IDS as [string, ...string[]]).optional(),
});
export type ProvisionedPi = z.infer<typeof provisionedPiSchema>;

export const labProvisioningRequestSchema = z.object({
  company: z.string().trim().min(1).max(200),
  name: z.string().trim().min(1).max(200),
  region: z.string().trim().min(1).max(64).optional(),
  address: z.string().trim().min(1).max(500).optional(),
  pis: z.array(provisionedPiSchema).max(MAX_PROVISIONED_PIS),
});
export type LabProvisioningRequest = z.infer<typeof labProvisioningRequestSchema>;

export const labProvisioningResponseSchema = z.object({
  labId: z.string(),
  pis: z.array(
    z.object({
      thingName: z.string(),
      thingId: z.string(),
      /** For `oak-agent register --token`; works once, for a day. */
      registrationToken: z.string(),
    }),
  ),
});
export type LabProvisioningResponse = z.infer<typeof labProvisioningResponseSchema>;
