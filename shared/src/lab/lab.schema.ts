import { z } from 'zod';
import { agentCapabilitiesSchema } from './agent-capabilities.schema';
import { isValidThingName } from '../mqtt/thing-topics.util';
import { LAB_CONTROLLER_STATES, LAB_LOCK } from './lab.constant';
import { PI_STATUSES } from './pi-status.constant';

const labLockSchema = z.union([z.literal(LAB_LOCK.locked), z.literal(LAB_LOCK.available)]);

/** Where a Pi stands and what it is called, as the lab's owner set it (doc 2 §3 preference). */
const actorMappingPreferenceEntrySchema = z.object({
  name: z.string(),
  /** A location id or its label, e.g. `0.9m-90deg` or '0.9 m 90 deg'. */
  location: z.string(),
});

/** A lab's preference (doc 2 §3): `actor_mapping_preference` maps a Pi id to its name and location. */
const labPreferenceSchema = z.object({
  actor_mapping_preference: z.record(z.string(), actorMappingPreferenceEntrySchema),
});
export type LabPreference = z.infer<typeof labPreferenceSchema>;

/** A lab (doc 2 §3, doc 1 §3). Its Pis come from `labs/{labId}/things`. */
export const labSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  companyId: z.string(),
  address: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  lock: labLockSchema,
  preference: labPreferenceSchema.nullable(),
  region: z.string().nullable(),
  thingGroupArn: z.string().nullable(),
  thingGroupId: z.string().nullable(),
  thingGroupName: z.string().nullable(),
});
export type Lab = z.infer<typeof labSchema>;

/**
 * A Pi, or thing (doc 2 §3: id, name, thingName, connected; doc 3 §7: listed with
 * its labId; doc 1 §3: status online, offline or error).
 */
export const piSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  thingName: z.string().refine(isValidThingName, { message: 'Invalid thing name' }),
  connected: z.boolean(),
  labId: z.string().optional(),
  status: z.enum(PI_STATUSES).optional(),
  /** What the Pi last reported its lab controller doing (doc 1 §4.8); null or absent when nothing. */
  controllerState: z.enum(LAB_CONTROLLER_STATES).nullable().optional(),
  /**
   * The actions its agent answers and the programs they need, as its shadow
   * last reported them (which Pi can scan); null when its agent reports none.
   */
  capabilities: agentCapabilitiesSchema.nullable().optional(),
});
export type Pi = z.infer<typeof piSchema>;
