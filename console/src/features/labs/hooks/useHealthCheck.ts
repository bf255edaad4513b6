import {
  type HealthCheckResults,
  PI_HEALTH_CHECK_STEPS,
  type PiHealthCheckStep,
  clearedHealthCheckResults,
  healthCheckStepOutcome,
} from '@oak/shared';
import { useCallback, useRef, useState } from 'react';
import { useApi } from '../../../lib/ApiProvider';
import { runHealthCheckStep } from '../api/run-health-check-step';

export interface HealthCheck {
  readonly results: HealthCheckResults;
  /** What a failed step reported: the call's message, or the data the Pi returned. */
  readonly messages: Readonly<Partial<Record<PiHealthCheckStep, string>>>;
  readonly running: boolean;
  run(labId: string, thingId: string): Promise<void>;
  /** Closing the modal clears the results (doc 2 §4) and drops a check still running. */
  clear(): void;
}

function reportedText(data: unknown): string | undefined {
  const first: unknown = Array.isArray(data) ? data[0] : data;
  if (first === undefined || first === null) return undefined;
  return typeof first === 'string' ? first : JSON.stringify(first);
}

/** A Pi's health check: the steps in order, each loading, then success or error (doc 2 §4). */
export function useHealthCheck(): HealthCheck {
  const api = useApi();
  const [results, setResults] = useState<HealthCheckResults>(clearedHealthCheckResults);
  const [messages, setMessages] = useState<Partial<Record<PiHealthCheckStep, string>>>({});
  const [running, setRunning] = useState(false);
  const current = useRef(0);

  const run = useCallback(
    async (labId: string, thingId: string) => {
      const check = ++current.current;
      setResults(clearedHealthCheckResults());
      setMessages({});
      setRunning(true);
      for (const { id } of PI_HEALTH_CHECK_STEPS) {
        setResults((previous) => ({ ...previous, [id]: 'loading' }));
        const result = await runHealthCheckStep(api, labId, thingId, id);
        if (current.current !== check) return;
        const outcome = healthCheckStepOutcome(result);
        setResults((previous) => ({ ...previous, [id]: outcome }));
        if (outcome === 'error') {
          const message = result.ok ? reportedText(result.value) : result.error;
          setMessages((previous) => ({ ...previous, [id]: message }));
        }
      }
      setRunning(false);
    },
    [api],
  );

  const clear = useCallback(() => {
    current.current++;
    setResults(clearedHealthCheckResults());
    setMessages({});
    setRunning(false);
  }, []);

  return { results, messages, running, run, clear };
}
