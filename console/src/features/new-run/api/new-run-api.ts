import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  BUILT_IN_TEST_SUITES_QUERY,
  JOB_API_PATHS,
  type LabJob,
  type NewRunPayloadDraft,
  TEST_SUITES_API_PATH,
  type TestSuite,
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

/** Create run (doc 2 §7): the merged payload, queued behind the lab's jobs. */
export function submitRun(api: ApiClient, run: NewRunPayloadDraft): Promise<LabJob> {
  return api.request(JOB_API_PATHS.jobs, { method: 'POST', body: run, schema: labJobSchema });
}

export function useSubmitRun() {
  const api = useApi();
  return useMutation({ mutationFn: (run: NewRunPayloadDraft) => submitRun(api, run) });
}
