import { z } from 'zod';
import { PI_ACK_TIMEOUT_MS, PI_ACTION_TIMEOUT_MS, PI_MAX_WAIT_MS } from './lab-timings.constant';
import { PI_BASE_PACKAGE, PI_EXTRA_PLUGINS, PI_PACKAGE_LATEST_VERSION } from './pi-plugins.constant';
import { PI_DEFAULT_CONTROL_NAME, TALK_DEFAULT_VOLUME } from './pi-calls.constant';

/** Query of POST labs/{labId}/things/{thingId}/{action} (doc 1 §7). */
export const thingActionQuerySchema = z.object({
  ackTimeout: z.coerce.number().int().positive().max(PI_MAX_WAIT_MS).default(PI_ACK_TIMEOUT_MS),
});
export type ThingActionQuery = z.infer<typeof thingActionQuerySchema>;

/** Query of POST labs/{labId}/things/{thingId}/talk (doc 1 §7). */
export const talkActionQuerySchema = z.object({
  actionTimeout: z.coerce.number().int().positive().max(PI_MAX_WAIT_MS).default(PI_ACTION_TIMEOUT_MS),
});
export type TalkActionQuery = z.infer<typeof talkActionQuerySchema>;

/** The answer of a Pi's state call, the ping (doc 1 §7, doc 2 §7); other fields pass through. */
export const thingStateResponseSchema = z.looseObject({
  thingStatus: z.string(),
});
export type ThingStateResponse = z.infer<typeof thingStateResponseSchema>;

/** The body of a talk call (doc 1 §7, doc 2 §7): a file to play, at a volume, through a mixer control. */
export const talkRequestSchema = z.object({
  waveFileName: z.string().min(1),
  volume: z.number().int().min(0).max(100).default(TALK_DEFAULT_VOLUME),
  controlName: z.string().min(1).default(PI_DEFAULT_CONTROL_NAME),
});
export type TalkRequest = z.infer<typeof talkRequestSchema>;

/** A package the automotive update installs (doc 2 §7). */
const piPackageSchema = z.object({
  name: z.string().min(1),
  version: z.string().min(1).default(PI_PACKAGE_LATEST_VERSION),
});

/** Body of the automotive update, POST .../things/{thing}/{action}/v2 (doc 2 §7). */
export const updateV2RequestSchema = z.object({
  packages: z.array(piPackageSchema).min(1),
});
export type UpdateV2Request = z.infer<typeof updateV2RequestSchema>;

/** The automotive update's body: the base Pi package and the automotive plugin, both latest (doc 2 §7). */
export const AUTOMOTIVE_UPDATE_REQUEST: UpdateV2Request = {
  packages: [
    { name: PI_BASE_PACKAGE, version: PI_PACKAGE_LATEST_VERSION },
    { name: PI_EXTRA_PLUGINS.automotive, version: PI_PACKAGE_LATEST_VERSION },
  ],
};
