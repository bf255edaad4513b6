import {
  API_MESSAGES,
  type CustomScenario,
  UDT_CSV_TEMPLATE,
  UDT_CSV_TEMPLATE_FILE_NAME,
  bearerAuthorization,
  interpretApiResponse,
  validationSummaryLines,
} from '@oak/shared';
import { type ApiClient, ApiRequestError } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { sessionStore } from '../../../lib/session-store';
import { getValidationSummary } from './custom-scenarios-api';

/** The file name a Content-Disposition header gives, its UTF-8 form first. */
export function attachmentFileName(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim());
    } catch {
      // A broken encoding: the plain name below.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || undefined;
}

/**
 * Downloads one of a test's files (its testDefinitionGetUrl or audioFilesGetUrl)
 * with the session's token, named as the cloud names it, else `fallbackName`.
 * Throws an ApiRequestError carrying the message to show when it cannot.
 */
export async function downloadCustomScenarioFile(
  api: ApiClient,
  getUrl: string,
  fallbackName: string,
): Promise<void> {
  const authorization = bearerAuthorization(sessionStore.load(), Date.now());
  if (!authorization) throw new ApiRequestError({ kind: 'session', message: API_MESSAGES.sessionError });
  let response: Response;
  try {
    response = await fetch(api.url(getUrl), { headers: authorization });
  } catch {
    throw new ApiRequestError({ kind: 'network', message: API_MESSAGES.networkError });
  }
  if (!response.ok) {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    const result = interpretApiResponse({ status: response.status, body });
    throw new ApiRequestError(
      result.ok
        ? { kind: 'server', statusCode: response.status, message: API_MESSAGES.serverError }
        : result.error,
    );
  }
  const fileName = attachmentFileName(response.headers.get('Content-Disposition')) ?? fallbackName;
  saveFile(await response.blob(), fileName);
}

/**
 * The Logs download: the validation summary as a text file of the Summary
 * popover's lines. The file's name and its plain-text form are chosen.
 */
export async function downloadValidationLog(api: ApiClient, test: CustomScenario): Promise<void> {
  if (!test.validationResultGetUrl) throw new Error('No validation summary');
  const summary = await getValidationSummary(api, test.validationResultGetUrl);
  const text = `${validationSummaryLines(summary).join('\n')}\n`;
  saveFile(new Blob([text], { type: 'text/plain;charset=utf-8' }), `${test.name}-validation.txt`);
}

/** The test definition template of the Import Data step (doc 2 §2). */
export function downloadCsvTemplate(): void {
  saveFile(new Blob([UDT_CSV_TEMPLATE], { type: 'text/csv;charset=utf-8' }), UDT_CSV_TEMPLATE_FILE_NAME);
}
