import { useMemo } from 'react';
import { useEnvironmentConfig } from '../../../lib/api/get-environment-config';
import { createPlaygroundDebugLog, type PlaygroundDebugLog } from '../utils/playground-debug-log';

/** The Playground's debug log for the environment the console was configured with (doc 3 §3, §9). */
export function usePlaygroundDebugLog(): PlaygroundDebugLog {
  const { env } = useEnvironmentConfig();
  return useMemo(() => createPlaygroundDebugLog(env), [env]);
}
