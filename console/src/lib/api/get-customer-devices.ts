import { useQuery } from '@tanstack/react-query';
import { type CustomerDevice, DEVICE_API_PATHS, deviceListResponseSchema } from '@oak/shared';
import { type ApiClient } from '../api-client';
import { useApi } from '../ApiProvider';

/** A customer's devices; forceRefresh asks the device cloud again (doc 2 §7 'GET devices list'). */
export function getCustomerDevices(
  api: ApiClient,
  customerId: string,
  forceRefresh: boolean,
): Promise<CustomerDevice[]> {
  return api.request(DEVICE_API_PATHS.devices, {
    query: { q: JSON.stringify({ customerId, forceRefresh }) },
    schema: deviceListResponseSchema,
  });
}

/** The cache key of a customer's device list. */
export const customerDevicesQueryKey = (customerId: string | undefined) => ['customer-devices', customerId];

export function useCustomerDevices(customerId: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: customerDevicesQueryKey(customerId),
    queryFn: () => getCustomerDevices(api, customerId!, false),
    enabled: !!customerId,
  });
}
