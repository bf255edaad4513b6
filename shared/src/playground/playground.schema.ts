import { z } from 'zod';
import { PLAYGROUND_ENVIRONMENTS } from './playground.constant';

/**
 * Types of a chat item (doc 2 §3): an utterance is Pending when sent,
 * Processing once the device shows activity, Human once the assistant's speech
 * has finished, or Failed; the assistant's replies are Alexa items.
 */
const CHAT_ITEM_TYPES = ['Pending', 'Failed', 'Processing', 'Alexa', 'Human'] as const;
export type ChatItemType = (typeof CHAT_ITEM_TYPES)[number];

/** A chat item (doc 2 §3); starttime is in epoch seconds. */
export const chatItemSchema = z.object({
  id: z.string().min(1),
  type: z.enum(CHAT_ITEM_TYPES),
  content: z.string(),
  starttime: z.number().int().nonnegative(),
});
export type ChatItem = z.infer<typeof chatItemSchema>;

/** One exchange of the conversation: the human's question and the assistant's answer, quotes removed (doc 2 §3). */
export const featurePairSchema = z.object({
  Q: z.string(),
  A: z.string(),
});
export type FeaturePair = z.infer<typeof featurePairSchema>;

const playgroundEnvironmentSchema = z.enum(PLAYGROUND_ENVIRONMENTS);

/**
 * A device's connection (doc 2 §3 status {loc, proxy, online}): `loc` is the
 * endpoint the device was last found using (null until the first lookup),
 * `proxy` whether that endpoint is OAK's proxy, `online` whether the device is reachable.
 */
const playgroundDeviceStatusSchema = z.object({
  loc: z.string().nullable(),
  proxy: z.boolean(),
  online: z.boolean(),
});
export type PlaygroundDeviceStatus = z.infer<typeof playgroundDeviceStatusSchema>;

/** A device of the playground's list (doc 2 §3); `beep` plays a cue on replies, `chatHistory` is its chat. */
export const playgroundDeviceSchema = z.object({
  customerId: z.string().min(1),
  dsn: z.string().min(1),
  deviceType: z.string().min(1),
  name: z.string(),
  env: playgroundEnvironmentSchema,
  status: playgroundDeviceStatusSchema,
  beep: z.boolean(),
  chatHistory: z.array(chatItemSchema),
});
export type PlaygroundDevice = z.infer<typeof playgroundDeviceSchema>;

/** What the API Logs panel lists: an event the device sent or a directive it received (doc 2 §3). */
const API_MESSAGE_TYPES = ['event', 'directive'] as const;
export type ApiMessageType = (typeof API_MESSAGE_TYPES)[number];

export const apiMessageSchema = z.object({
  type: z.enum(API_MESSAGE_TYPES),
  namespace: z.string().min(1),
  name: z.string().min(1),
  data: z.unknown(),
});
export type ApiMessage = z.infer<typeof apiMessageSchema>;

/** A device registered to the customer; the spec does not show its fields, these are chosen (doc 2 §3). */
const registeredDeviceSchema = z.object({
  dsn: z.string().min(1),
  deviceType: z.string().min(1),
  name: z.string(),
});

/** The device accounts of the signed-in user (doc 2 §3, doc 3 §3): CustomerId and RegisteredDevices. */
export const deviceAccountsSchema = z.object({
  CustomerId: z.string().min(1),
  RegisteredDevices: z.array(registeredDeviceSchema),
});
export type DeviceAccounts = z.infer<typeof deviceAccountsSchema>;
