import {
  deviceAccountsResponseSchema,
  PLAYGROUND_API_CALLS,
  PLAYGROUND_DEBUG_MESSAGES,
  PLAYGROUND_OK_STATUS,
  type PlaygroundAccessCheck,
  playgroundAccessCheck,
  type PlaygroundDevice,
  type PlaygroundEnvironment,
  playgroundApiBase,
} from '@oak/shared';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { ApiRequestError, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/ApiProvider';
import { type PlaygroundDebugLog } from '../utils/playground-debug-log';

/** The device a connectivity check is about: the query every playground call sends (doc 2 §7). */
export type PlaygroundAccessDevice = Pick<PlaygroundDevice, 'dsn' | 'deviceType'>;

/**
 * Where the check asks: the prod base, as the device list's ping does. The
 * spec names no environment for ping, oakauth and deviceaccounts (chosen).
 */
const ACCESS_CHECK_ENVIRONMENT: PlaygroundEnvironment = 'prod';

type AccessCall = 'ping' | 'oakauth' | 'deviceaccounts';

const accessPath = (call: AccessCall) =>
  `${playgroundApiBase(ACCESS_CHECK_ENVIRONMENT)}/${PLAYGROUND_API_CALLS[call].path}`;

/** The status a failed call was answered with; null when no answer came (the network, or no session to send). */
function answeredStatus(error: unknown): number | null {
  if (!(error instanceof ApiRequestError)) return null;
  const failure = error.error;
  return failure.kind === 'server' || failure.kind === 'sessionExpired' ? (failure.statusCode ?? null) : null;
}

/**
 * The connectivity check of a device (doc 2 §2, §6, §7, §8), through the
 * cloud's playground device API: ping (200 expected) and oakauth, whose
 * answers decide access, and deviceaccounts, the device's CustomerId and
 * RegisteredDevices; the three asked at once. playgroundAccessCheck says
 * what is shown.
 */
export async function getPlaygroundAccess(
  api: ApiClient,
  device: PlaygroundAccessDevice,
): Promise<PlaygroundAccessCheck> {
  const query = { deviceserial: device.dsn, devicetype: device.deviceType };
  const statusOf = (call: AccessCall) =>
    api.request(accessPath(call), { query }).then(() => PLAYGROUND_OK_STATUS, answeredStatus);
  const [pingStatus, oakauthStatus, deviceAccounts] = await Promise.all([
    statusOf('ping'),
    statusOf('oakauth'),
    api
      .request(accessPath('deviceaccounts'), { query, schema: deviceAccountsResponseSchema })
      .catch(() => null),
  ]);
  return playgroundAccessCheck({ pingStatus, oakauthStatus, deviceAccounts });
}

export const playgroundAccessQueryKey = (device: PlaygroundAccessDevice | undefined) =>
  ['playground-access', device?.dsn ?? null, device?.deviceType ?? null] as const;

export function playgroundAccessQueryOptions(
  api: ApiClient,
  device: PlaygroundAccessDevice | undefined,
  debug: PlaygroundDebugLog,
) {
  return queryOptions({
    queryKey: playgroundAccessQueryKey(device),
    queryFn: device
      ? async () => {
          const check = await getPlaygroundAccess(api, device);
          debug(PLAYGROUND_DEBUG_MESSAGES.accessChecked(device.dsn), check);
          return check;
        }
      : skipToken,
  });
}

/**
 * The picked device's connectivity check, asked when a device is picked and
 * again on demand (refetch, with the Refresh button); none without a device.
 */
export function usePlaygroundAccess(device: PlaygroundAccessDevice | undefined, debug: PlaygroundDebugLog) {
  const api = useApi();
  return useQuery(playgroundAccessQueryOptions(api, device, debug));
}
