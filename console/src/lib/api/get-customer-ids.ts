import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type CustomerIdEntry,
  DEVICE_API_PATHS,
  customerIdEntriesFrom,
  customerIdListResponseSchema,
} from '@oak/shared';
import { type ApiClient } from '../api-client';
import { useApi } from '../ApiProvider';

/** The company's customer ids with their e-mails (doc 2 §7 'GET customer ids'). */
export async function getCustomerIds(api: ApiClient): Promise<CustomerIdEntry[]> {
  return customerIdEntriesFrom(
    await api.request(DEVICE_API_PATHS.customerIds, { schema: customerIdListResponseSchema }),
  );
}

export function useCustomerIds() {
  const api = useApi();
  return useQuery(queryOptions({ queryKey: ['customer-ids'], queryFn: () => getCustomerIds(api) }));
}
