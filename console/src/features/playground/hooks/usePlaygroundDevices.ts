import {
  type DeviceLocationLookup,
  deviceLocationFromLookups,
  PLAYGROUND_API_CALLS,
  PLAYGROUND_LOCATION_LOOKUP_ORDER,
  PLAYGROUND_LOCATION_POLL_MS,
  type PlaygroundDevice,
  reportableLocationFailures,
  playgroundApiBase,
} from '@oak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/ApiProvider';
import { getCustomerDevices } from '../../../lib/api/get-customer-devices';
import { getCustomerIds } from '../../../lib/api/get-customer-ids';
import { createPlaygroundApi, type PlaygroundApi, type PlaygroundDeviceRef } from '../api/playground-api';

/** The location reads need no company: only the controller messages are scoped to one. */
const NO_COMPANY = '';

/** Whether the device answers ping (doc 2 §7: status 200 expected). */
async function pings(api: ApiClient, device: PlaygroundDeviceRef): Promise<boolean> {
  return api
    .request(`${playgroundApiBase('prod')}/${PLAYGROUND_API_CALLS.ping.path}`, {
      query: { deviceserial: device.dsn, devicetype: device.deviceType },
    })
    .then(
      () => true,
      () => false,
    );
}

/**
 * A listed device; `locationFailed` when no lookup found its location and one
 * failed with a status worth reporting (404 and 409 are silent, doc 2 §4).
 */
export type ListedPlaygroundDevice = PlaygroundDevice & { readonly locationFailed: boolean };

/** The device's location lookups: prod first, then gamma only when prod did not find it (doc 2 §4). */
async function lookUpLocation(calls: PlaygroundApi, ref: PlaygroundDeviceRef) {
  const lookups: DeviceLocationLookup[] = [];
  for (const env of PLAYGROUND_LOCATION_LOOKUP_ORDER) {
    lookups.push({ env, ...(await calls.deviceEndpoint(ref, env)) });
    if (deviceLocationFromLookups(lookups)) break;
  }
  return lookups;
}

/**
 * The company's devices with their status (doc 2 §3, §4): every customer id's
 * devices, each pinged for online and its location read prod first, then
 * gamma (404 and 409 are silent: no location).
 */
export async function loadPlaygroundDevices(api: ApiClient): Promise<ListedPlaygroundDevice[]> {
  const customers = await getCustomerIds(api);
  const lists = await Promise.all(
    customers.map(async ({ customerId }) =>
      (await getCustomerDevices(api, customerId, true)).map((device) => ({ customerId, device })),
    ),
  );
  const calls = createPlaygroundApi(api, NO_COMPANY);
  return Promise.all(
    lists.flat().map(async ({ customerId, device }) => {
      const ref: PlaygroundDeviceRef = {
        customerId,
        dsn: device.dsn,
        deviceType: device.metadata?.typeId ?? '',
        env: 'prod',
      };
      const [online, lookups] = await Promise.all([pings(api, ref), lookUpLocation(calls, ref)]);
      const location = deviceLocationFromLookups(lookups);
      return {
        ...ref,
        name: device.name,
        env: location?.env ?? 'prod',
        status: { loc: location?.loc ?? null, proxy: location?.proxy ?? false, online },
        beep: false,
        chatHistory: [],
        locationFailed: !location && reportableLocationFailures(lookups).length > 0,
      } satisfies ListedPlaygroundDevice;
    }),
  );
}

export const playgroundDevicesQueryKey = ['playground-devices'] as const;

/**
 * The device list, its status and locations read again every 60 s (doc 2 §4,
 * §9) and on demand (refetch, the Refresh button).
 */
export function usePlaygroundDevices() {
  const api = useApi();
  return useQuery(
    queryOptions({
      queryKey: playgroundDevicesQueryKey,
      queryFn: () => loadPlaygroundDevices(api),
      refetchInterval: PLAYGROUND_LOCATION_POLL_MS,
    }),
  );
}
