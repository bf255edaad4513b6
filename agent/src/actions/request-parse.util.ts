import { AGENT_RESPONSE_CODES, type AgentRequest, type AgentResponseCode, isAgentAction } from '@oak/shared';
import { type z } from 'zod';

/** Longest request id the agent echoes; the cloud's are UUIDs, anything far longer is not a real id. */
export const MAX_REQUEST_ID_LENGTH = 256;

export type ParsedRequest =
  | { readonly ok: true; readonly request: AgentRequest }
  /** `id` is absent when none could be recovered: such a request cannot be answered, only logged. */
  | { readonly ok: false; readonly id?: string; readonly code: AgentResponseCode; readonly message: string };

/** Longest job id or step key (as the wire schema allows). */
const MAX_JOB_KEY_LENGTH = 128;

/**
 * Reads a request `{id, action, payload?, ackTimeout?, jobId?, stepKey?}` from raw MQTT bytes.
 * Never throws: whatever arrives, the outcome is a request or a clear error,
 * with the id whenever there is one to answer to.
 */
export function parseAgentRequest(raw: Buffer | string): ParsedRequest {
  const bad = (message: string, id?: string): ParsedRequest => ({
    ok: false,
    code: AGENT_RESPONSE_CODES.badRequest,
    message,
    ...(id === undefined ? {} : { id }),
  });
  let value: unknown;
  try {
    value = JSON.parse(typeof raw === 'string' ? raw : raw.toString('utf8'));
  } catch {
    return bad('request is not valid JSON');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return bad('request must be a JSON object');
  const body = value as Record<string, unknown>;
  const { id, action, ackTimeout } = body;
  if (typeof id !== 'string' || id.length === 0 || id.length > MAX_REQUEST_ID_LENGTH)
    return bad(`id must be a string of 1 to ${MAX_REQUEST_ID_LENGTH} characters`);
  if (typeof action !== 'string') return bad('action must be a string', id);
  if (!isAgentAction(action))
    return {
      ok: false,
      id,
      code: AGENT_RESPONSE_CODES.unknownAction,
      message: `Unknown action: ${clip(action)}`,
    };
  if (ackTimeout !== undefined && !(Number.isInteger(ackTimeout) && (ackTimeout as number) > 0))
    return bad('ackTimeout must be a positive whole number of ms', id);
  const { jobId, stepKey } = body;
  for (const [name, part] of [
    ['jobId', jobId],
    ['stepKey', stepKey],
  ] as const)
    if (
      part !== undefined &&
      !(typeof part === 'string' && part.length > 0 && part.length <= MAX_JOB_KEY_LENGTH)
    )
      return bad(`${name} must be a string of 1 to ${MAX_JOB_KEY_LENGTH} characters`, id);
  if ((jobId === undefined) !== (stepKey === undefined))
    return bad('jobId and stepKey go together: a step is keyed by both', id);
  return {
    ok: true,
    request: {
      id,
      action,
      payload: body.payload,
      ...(ackTimeout === undefined ? {} : { ackTimeout: ackTimeout as number }),
      ...(jobId === undefined ? {} : { jobId: jobId as string, stepKey: stepKey as string }),
    },
  };
}

/** A schema's complaints as one line that names each field, e.g. `payload.volume: Too big: ...`. */
export function describeIssues(issues: readonly z.core.$ZodIssue[], prefix: string): string {
  return issues
    .map((issue) => {
      const field = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
      return `${field}: ${issue.message.replace(/^Invalid input: /, '')}`;
    })
    .join('; ');
}

/** Keeps echoed input short: a garbage request must not be answered with a megabyte of itself. */
export function clip(text: string, max = 64): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
