import { type Result, err, ok } from '../common/result';
import { PI_MESSAGES } from './lab.messages';
import {
  PI_DEFAULT_CONTROL_NAME,
  PI_HIFI_CONTROL_NAME,
  PI_WITH_DAC_MARKER,
  TALK_DEFAULT_VOLUME,
  THING_STATUS_ONLINE,
} from './pi-calls.constant';
import { type TalkRequest, thingStateResponseSchema } from './pi-calls.schema';
import { type PiStatus } from './pi-status.constant';

/** Whether a thingStatus says the Pi is online: it contains ONLINE, in any case (doc 1 §7, doc 2 §4). */
export function isThingStatusOnline(thingStatus: string | null | undefined): boolean {
  return !!thingStatus && thingStatus.toUpperCase().includes(THING_STATUS_ONLINE);
}

/**
 * A Pi's status after a ping (doc 2 §4): error if the call errored, online if
 * the answer's thingStatus contains online, otherwise offline.
 */
export function piStatusFromPing(result: Result<unknown, unknown>): Exclude<PiStatus, 'unknown'> {
  if (!result.ok) return 'error';
  const answer = thingStateResponseSchema.safeParse(result.value);
  return answer.success && isThingStatusOnline(answer.data.thingStatus) ? 'online' : 'offline';
}

/** A Pi call needs the Pi's id; without it the call fails with 'no Pi' and the Pi shows error (doc 2 §8). */
export function requirePiId(piId: string | null | undefined): Result<string> {
  return piId?.trim() ? ok(piId.trim()) : err(PI_MESSAGES.noPi);
}

/** What a failed Pi call reports: the exception's own message (doc 2 §8). */
export function piCallErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  const message = (error as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message ? message : PI_MESSAGES.unknownError;
}

/** The mixer control a Pi plays through: the hi-fi control when its name contains WITHDAC (doc 2 §7). */
export function talkControlName(piName: string): string {
  return piName.toUpperCase().includes(PI_WITH_DAC_MARKER) ? PI_HIFI_CONTROL_NAME : PI_DEFAULT_CONTROL_NAME;
}

/** A talk body for a Pi, with the default volume and the Pi's control unless told otherwise (doc 2 §7). */
export function buildTalkRequest(
  pi: { readonly name: string },
  waveFileName: string,
  overrides: Partial<Pick<TalkRequest, 'volume' | 'controlName'>> = {},
): TalkRequest {
  return {
    waveFileName,
    volume: overrides.volume ?? TALK_DEFAULT_VOLUME,
    controlName: overrides.controlName ?? talkControlName(pi.name),
  };
}
