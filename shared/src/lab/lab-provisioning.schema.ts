import { z } from 'zod';
import { LOCATION_IDS } from '../locations/locations.constant';
import { isValidThingName } from '../mqtt/thing-topics.util';

/**
 * The provisioning API: how an operator's tool (the virtual lab, or a script
 * that sets up a real lab) declares a lab and its Pis for a company. It is
 * idempotent: the lab and Pis are created when missing, their details updated,
 * each Pi gets a fresh one-time registration token for `oak-agent register`,
 * and the customer ids of the lab's devices join the company.
 * Authorised by the provisioning token, not a user's session.
 */
export const LAB_PROVISIONING_PATH = '/api/provisioning/labs';

/** At most this many Pis per provisioning request (chosen; labs have a handful). */
const MAX_PROVISIONED_PIS = 64;

const provisionedPiSchema = z.object({
  thingName: z.string().refine(isValidThingName, 'is not a valid thing name'),
  name: z.string().trim().min(1).max(128).optional(),
  location: z.enum(LOCATION_IDS as [string, ...string[]]).optional(),
});

/** A customer id the lab's devices are registered under, owned by the company from now on. */
const provisionedCustomerSchema = z.object({
  customerId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{1,128}$/, 'is not a valid customer id'),
  email: z.email().max(320),
});

export const labProvisioningRequestSchema = z.object({
  company: z.string().trim().min(1).max(200),
  name: z.string().trim().min(1).max(200),
  region: z.string().trim().min(1).max(64).optional(),
  address: z.string().trim().min(1).max(500).optional(),
  pis: z.array(provisionedPiSchema).max(MAX_PROVISIONED_PIS),
  /** The customer ids of the lab's devices; one in another company is a 409. */
  customers: z.array(provisionedCustomerSchema).max(MAX_PROVISIONED_PIS).default([]),
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
