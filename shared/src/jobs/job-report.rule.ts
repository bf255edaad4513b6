import { z } from 'zod';
import { type JobUtteranceResult } from './job-api.schema';
import { JOB_DUT_TAG } from './lab-job.schema';

/** The report formats of a run (issue: CSV and JUnit XML). */
export const JOB_REPORT_FORMATS = ['csv', 'junit'] as const;
export type JobReportFormat = (typeof JOB_REPORT_FORMATS)[number];

export const jobReportQuerySchema = z.object({
  format: z.enum(JOB_REPORT_FORMATS, { error: `format must be one of ${JOB_REPORT_FORMATS.join(', ')}` }),
});
export type JobReportQuery = z.infer<typeof jobReportQuerySchema>;

/** What a report download is sent as. */
export const JOB_REPORT_MEDIA: Readonly<Record<JobReportFormat, { contentType: string; extension: string }>> =
  {
    csv: { contentType: 'text/csv; charset=utf-8', extension: 'csv' },
    junit: { contentType: 'application/xml; charset=utf-8', extension: 'xml' },
  };

export function jobReportFileName(jobId: string, format: JobReportFormat): string {
  return `oak-job-${jobId}.${JOB_REPORT_MEDIA[format].extension}`;
}

const CSV_COLUMNS = [
  'trialIndex',
  'dut',
  'scenarioType',
  'speechLocation',
  'noise',
  'fileName',
  'questionPlayed',
  'expectedResponse',
  'dutHeard',
  'dutResponded',
  'intent',
  'heard',
  'responded',
  'status',
  'playedAt',
] as const satisfies readonly (keyof JobUtteranceResult)[];

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break.
 * Text a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a
 * leading apostrophe: what a device answered is not to be trusted.
 */
export function csvCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A run's utterances as CSV, one row each, with a header row. */
export function jobResultsCsv(results: readonly JobUtteranceResult[]): string {
  const rows = [
    CSV_COLUMNS.join(','),
    ...results.map((result) => CSV_COLUMNS.map((column) => csvCell(result[column])).join(',')),
  ];
  return `${rows.join('\r\n')}\r\n`;
}

/** Text for an XML attribute or element: escaped, without the characters XML 1.0 forbids. */
export function xmlText(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** Why an utterance failed, in the words a CI report shows. */
export function utteranceFailure(result: JobUtteranceResult): string | undefined {
  if (result.status === 'SUCCESS') return undefined;
  if (!result.heard) return 'The DUT did not wake or hear the utterance';
  if (!result.expectedResponse) return 'The DUT woke, but no answer was expected';
  return `The DUT answered ${result.intent ?? 'nothing'}; expected ${result.expectedResponse}`;
}

/**
 * A run as JUnit XML, for CI systems: one test suite per scenario type,
 * position and noise, one test case per utterance, failed when the DUT did
 * not answer with the expected intent.
 */
export function jobResultsJunit(
  job: { readonly id: string; readonly name: string },
  results: readonly JobUtteranceResult[],
): string {
  const suites = new Map<string, JobUtteranceResult[]>();
  for (const result of results) {
    const device = result.dut === JOB_DUT_TAG ? '' : `${result.dut} · `;
    const key = `${device}${result.scenarioType} @ ${result.speechLocation} · ${result.noise ?? 'No noise'}`;
    suites.set(key, [...(suites.get(key) ?? []), result]);
  }
  const failures = (list: readonly JobUtteranceResult[]) =>
    list.filter((result) => result.status !== 'SUCCESS').length;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xmlText(`${job.name} (${job.id})`)}" tests="${results.length}" failures="${failures(results)}">`,
  ];
  for (const [name, list] of suites) {
    lines.push(`  <testsuite name="${xmlText(name)}" tests="${list.length}" failures="${failures(list)}">`);
    for (const result of list) {
      const classname = `${result.dut === JOB_DUT_TAG ? '' : `${result.dut}.`}${result.scenarioType}.${result.speechLocation}`;
      const head = `    <testcase classname="${xmlText(classname)}" name="${xmlText(`#${result.trialIndex + 1} ${result.questionPlayed}`)}"`;
      const failure = utteranceFailure(result);
      if (!failure) {
        lines.push(`${head}/>`);
        continue;
      }
      lines.push(`${head}>`);
      lines.push(
        `      <failure message="${xmlText(failure)}">${xmlText(`Heard: ${result.dutHeard ?? ''}\nAnswered: ${result.dutResponded ?? ''}`)}</failure>`,
      );
      lines.push('    </testcase>');
    }
    lines.push('  </testsuite>');
  }
  lines.push('</testsuites>');
  return `${lines.join('\n')}\n`;
}
