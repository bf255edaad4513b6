import { JOB_API_PATHS, type JobReportFormat, bearerAuthorization, jobReportFileName } from '@oak/shared';
import { type ApiClient } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { sessionStore } from '../../../lib/session-store';

/**
 * Downloads a run's report (CSV or JUnit XML) with the session's token and
 * hands it to the browser as a file; throws when it cannot be had.
 */
export async function downloadReport(api: ApiClient, jobId: string, format: JobReportFormat): Promise<void> {
  const authorization = bearerAuthorization(sessionStore.load(), Date.now());
  if (!authorization) throw new Error('No session');
  const response = await fetch(api.url(JOB_API_PATHS.report(jobId, format)), { headers: authorization });
  if (!response.ok) throw new Error(`The report answered ${response.status}`);
  saveFile(await response.blob(), jobReportFileName(jobId, format));
}
