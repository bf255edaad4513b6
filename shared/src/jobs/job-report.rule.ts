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

/** One cell of a report row. */
export type JobReportCell = string | number | boolean | null;

/**
 * One test case of a report as CI systems read it (JUnit): the suite it
 * belongs to, its class and name, and why it failed, if it did.
 */
export interface JobReportCase {
  readonly suite: string;
  readonly classname: string;
  readonly name: string;
  readonly failure?: { readonly message: string; readonly detail: string };
  /** Not played (e.g. after an earlier step of its scenario failed). */
  readonly skipped?: boolean;
}

/**
 * A run's report, whatever its family: the CSV's columns and rows, and the
 * JUnit test cases. Each family builds it from its stored step outcomes.
 */
export interface JobReport {
  readonly columns: readonly string[];
  readonly rows: readonly (readonly JobReportCell[])[];
  readonly cases: readonly JobReportCase[];
}

/** A report as CSV (RFC 4180), a header row then one row each. */
export function jobReportCsv(report: Pick<JobReport, 'columns' | 'rows'>): string {
  const rows = [report.columns.join(','), ...report.rows.map((row) => row.map(csvCell).join(','))];
  return `${rows.join('\r\n')}\r\n`;
}

/** A run's utterances as a report: one CSV row and one JUnit case each. */
export function utteranceReport(results: readonly JobUtteranceResult[]): JobReport {
  return {
    columns: CSV_COLUMNS,
    rows: results.map((result) => CSV_COLUMNS.map((column) => result[column])),
    cases: results.map((result) => {
      const device = result.dut === JOB_DUT_TAG ? '' : `${result.dut} · `;
      const failure = utteranceFailure(result);
      return {
        suite: `${device}${result.scenarioType} @ ${result.speechLocation} · ${result.noise ?? 'No noise'}`,
        classname: `${result.dut === JOB_DUT_TAG ? '' : `${result.dut}.`}${result.scenarioType}.${result.speechLocation}`,
        name: `#${result.trialIndex + 1} ${result.questionPlayed}`,
        ...(failure
          ? {
              failure: {
                message: failure,
                detail: `Heard: ${result.dutHeard ?? ''}\nAnswered: ${result.dutResponded ?? ''}`,
              },
            }
          : {}),
      };
    }),
  };
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
  if (result.wrongSlot) return `The DUT answered ${result.intent ?? 'nothing'} with a ${result.wrongSlot}`;
  return `The DUT answered ${result.intent ?? 'nothing'}; expected ${result.expectedResponse}`;
}

/**
 * A report as JUnit XML, for CI systems: its cases grouped in test suites in
 * the order each suite first appears.
 */
export function jobReportJunit(
  job: { readonly id: string; readonly name: string },
  report: Pick<JobReport, 'cases'>,
): string {
  const suites = new Map<string, JobReportCase[]>();
  for (const testCase of report.cases)
    suites.set(testCase.suite, [...(suites.get(testCase.suite) ?? []), testCase]);
  const failures = (list: readonly JobReportCase[]) => list.filter((testCase) => testCase.failure).length;
  const skipped = (list: readonly JobReportCase[]) => {
    const count = list.filter((testCase) => testCase.skipped).length;
    return count ? ` skipped="${count}"` : '';
  };
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xmlText(`${job.name} (${job.id})`)}" tests="${report.cases.length}" failures="${failures(report.cases)}"${skipped(report.cases)}>`,
  ];
  for (const [name, list] of suites) {
    lines.push(
      `  <testsuite name="${xmlText(name)}" tests="${list.length}" failures="${failures(list)}"${skipped(list)}>`,
    );
    for (const testCase of list) {
      const head = `    <testcase classname="${xmlText(testCase.classname)}" name="${xmlText(testCase.name)}"`;
      if (!testCase.failure && !testCase.skipped) {
        lines.push(`${head}/>`);
        continue;
      }
      lines.push(`${head}>`);
      lines.push(
        testCase.failure
          ? `      <failure message="${xmlText(testCase.failure.message)}">${xmlText(testCase.failure.detail)}</failure>`
          : '      <skipped/>',
      );
      lines.push('    </testcase>');
    }
    lines.push('  </testsuite>');
  }
  lines.push('</testsuites>');
  return `${lines.join('\n')}\n`;
}
