import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  BUILT_IN_TEST_SUITES_QUERY,
  type CustomerDevice,
  type CustomerIdEntry,
  DEVICE_API_PATHS,
  JOB_API_PATHS,
  type LabJob,
  type NewRunPayloadDraft,
  TEST_SUITES_API_PATH,
  type TestSuite,
  customerIdEntriesFrom,
  customerIdListResponseSchema,
  deviceListResponseSchema,
  labJobSchema,
  testSuiteSchema,
} from '@oak/shared';
import { type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/ApiProvider';

const testSuitesSchema = testSuiteSchema.array();

/**
 * The built-in suites the wizard offers (doc 2 §7 'GET scenarios'); the
 * user-defined tests come from their own list.
 */
export function getTestSuites(api: ApiClient): Promise<TestSuite[]> {
  return api.request(TEST_SUITES_API_PATH, { query: BUILT_IN_TEST_SUITES_QUERY, schema: testSuitesSchema });
}

export function useTestSuites() {
  const api = useApi();
  return useQuery(queryOptions({ queryKey: ['test-suites'], queryFn: () => getTestSuites(api) }));
}

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

/** Create run (doc 2 §7): the merged payload, queued behind the lab's jobs. */
export function submitRun(api: ApiClient, run: NewRunPayloadDraft): Promise<LabJob> {
  return api.request(JOB_API_PATHS.jobs, { method: 'POST', body: run, schema: labJobSchema });
}

export function useSubmitRun() {
  const api = useApi();
  return useMutation({ mutationFn: (run: NewRunPayloadDraft) => submitRun(api, run) });
}
