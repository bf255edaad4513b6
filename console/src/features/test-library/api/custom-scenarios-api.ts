import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CUSTOM_SCENARIO_FORM_FIELDS,
  CUSTOM_SCENARIO_LINK_EXPIRED_STATUS,
  type CustomScenario,
  type UdtFormState,
  type UdtValidationSummary,
  customScenarioApiPath,
  customScenarioConfigOfForm,
  customScenarioSchema,
  customScenarioUploadJson,
  udtSaveRequest,
  udtValidationSummarySchema,
} from '@oak/shared';
import { type ApiClient, ApiRequestError } from '../../../lib/api-client';
import { useApi } from '../../../lib/ApiProvider';
import { customScenariosQueryKey } from '../../../lib/api/get-custom-scenarios';

/**
 * The summary of a test's validation, behind its validationResultGetUrl: a
 * link the cloud signed, fetched without the authorisation header (doc 2 §7
 * 'a supplied link, no authorisation header').
 */
export function getValidationSummary(api: ApiClient, url: string): Promise<UdtValidationSummary> {
  return api.request(url, { schema: udtValidationSummarySchema, auth: false });
}

/**
 * Whether a call failed on a signed link past its lifetime: the list is read
 * again then, and brings each test a fresh link.
 */
export function isExpiredLinkError(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    error.error.kind === 'server' &&
    error.error.statusCode === CUSTOM_SCENARIO_LINK_EXPIRED_STATUS
  );
}

/**
 * The Summary popover's data; nothing is asked for a test without a validation
 * URL. An expired link reads the list again, whose fresh link loads anew.
 */
export function useValidationSummary(url: string | undefined) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['custom-scenario-validation', url],
    queryFn: () =>
      getValidationSummary(api, url!).catch((error: unknown) => {
        if (isExpiredLinkError(error))
          void queryClient.invalidateQueries({ queryKey: customScenariosQueryKey });
        throw error;
      }),
    enabled: !!url,
  });
}

/** The files a save sends; a file not chosen is not sent, and an update keeps the test's own. */
export interface UdtSaveFiles {
  readonly testDefinitionFile?: File;
  readonly audioFile?: File;
}

export interface UdtSave {
  /** The test being edited; none creates. */
  readonly id?: string;
  readonly form: UdtFormState;
  readonly files: UdtSaveFiles;
}

/** The multipart form of POST and PUT /api/customscenarios (doc 2 §7). */
export function customScenarioFormData(form: UdtFormState, files: UdtSaveFiles): FormData {
  const data = new FormData();
  data.append(
    CUSTOM_SCENARIO_FORM_FIELDS.scenario,
    customScenarioUploadJson(form.name, customScenarioConfigOfForm(form)),
  );
  if (files.testDefinitionFile) {
    data.append(
      CUSTOM_SCENARIO_FORM_FIELDS.testDefinitionFile,
      files.testDefinitionFile,
      files.testDefinitionFile.name,
    );
  }
  if (files.audioFile) {
    data.append(CUSTOM_SCENARIO_FORM_FIELDS.audioFile, files.audioFile, files.audioFile.name);
  }
  return data;
}

/** Save: POST creates, PUT on the test's path updates (doc 2 §4, §7). */
export function saveCustomScenario(api: ApiClient, { id, form, files }: UdtSave): Promise<CustomScenario> {
  const { method, path } = udtSaveRequest(id);
  return api.request(path, {
    method,
    body: customScenarioFormData(form, files),
    schema: customScenarioSchema,
  });
}

export function useSaveCustomScenario() {
  const api = useApi();
  return useMutation({ mutationFn: (save: UdtSave) => saveCustomScenario(api, save) });
}

/** DELETE answers 204 No Content. */
export async function deleteCustomScenario(api: ApiClient, id: string): Promise<void> {
  await api.request(customScenarioApiPath(id), { method: 'DELETE' });
}

export function useDeleteCustomScenario() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteCustomScenario(api, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customScenariosQueryKey }),
  });
}
