import { type Environment, isDebugLoggingEnabled, PLAYGROUND_DEBUG_MESSAGES } from '@oak/shared';

/** Writes one debug line: what happened, and the data it happened with. */
export type PlaygroundDebugLog = (message: string, detail?: unknown) => void;

/** Writes nothing: the log where debug logging is off, and of callers given none. */
export const silentDebugLog: PlaygroundDebugLog = () => undefined;

/**
 * The Playground's debug log in the console's environment (the env of
 * /config.json): its lines go to the browser console's debug level, marked
 * as the Playground's, except in production, where debug logging is off
 * (doc 3 §9). `sink` is where the lines go, read when a line is written.
 */
export function createPlaygroundDebugLog(
  environment: Environment,
  sink: (...data: unknown[]) => void = (...data) => console.debug(...data),
): PlaygroundDebugLog {
  if (!isDebugLoggingEnabled(environment)) return silentDebugLog;
  return (message, detail) =>
    sink(PLAYGROUND_DEBUG_MESSAGES.prefix, message, ...(detail === undefined ? [] : [detail]));
}
