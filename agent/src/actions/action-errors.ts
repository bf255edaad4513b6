import { AGENT_RESPONSE_CODES, type AgentResponseCode } from '@oak/shared';

/** An action's failure with the code the cloud should see; anything else thrown becomes a 500. */
export class ActionFailure extends Error {
  constructor(
    message: string,
    readonly code: AgentResponseCode = AGENT_RESPONSE_CODES.failed,
  ) {
    super(message);
  }
}

/** The abort reason when a `stop` request ends a running action. */
export class StopRequested extends Error {
  constructor() {
    super('Stopped by a stop request');
  }
}

/** The abort reason when an action runs past its deadline. */
export class DeadlineExceeded extends Error {
  constructor(readonly ms: number) {
    super(`Did not finish within ${ms} ms`);
  }
}

export function wasStopped(signal: AbortSignal): boolean {
  return signal.aborted && signal.reason instanceof StopRequested;
}
