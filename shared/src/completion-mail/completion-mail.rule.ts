import { type JobResultItem, type JobUtteranceResult } from '../jobs/job-api.schema';
import { JOB_REPORT_MEDIA, jobReportFileName } from '../jobs/job-report.rule';
import { JOB_DUT_TAG } from '../jobs/lab-job.schema';
import { computeLiveRates } from '../live/live-rates.rule';
import { LIVE_RUNS_JOB_PARAM } from '../live/live.constant';
import { formatLiveUtcTime } from '../live/live-time.util';
import { type FarDeviceResult } from '../results/far.schema';
import { type StabilityResult } from '../results/stability.schema';
import { type UplUtteranceSummary } from '../results/upl.schema';
import { ROUTES } from '../navigation/routes.constant';
import { JOB_FAILURE_CLASS_TEXTS, type JobFailureClass } from '../statuses/job-failure-class.constant';
import { type FINISHED_JOB_STATES } from '../statuses/job-states.constant';
import { type JobVerdict, jobVerdictTitle } from '../statuses/job-verdict.constant';
import { TEST_STATUSES, TEST_STATUS_TEXTS, normalizeTestStatus } from '../statuses/test-statuses.constant';

/** How a run ended, as its completion mail tells it. */
export type CompletionMailOutcome = (typeof FINISHED_JOB_STATES)[number];

/**
 * The texts of the mail a run's owner gets when it ends, if the run was made
 * with 'enable email notification' (doc 2 §2 step 1; doc 1 §3 lab job
 * sendCompletionEmail). The spec shows none of the mail: the wording is chosen.
 */
const COMPLETION_MAIL_TEXTS = {
  outcome: { succeeded: 'Succeeded', failed: 'Failed', canceled: 'Canceled' },
  subject: (testName: string, outcome: CompletionMailOutcome) =>
    `OAK run ${testName}: ${COMPLETION_MAIL_TEXTS.outcome[outcome]}`,
  opening: (testName: string, labName: string, outcome: CompletionMailOutcome) =>
    `Your run ${testName} on lab ${labName} has ended: ${COMPLETION_MAIL_TEXTS.outcome[outcome]}.`,
  reason: (error: string) => `Reason: ${error}`,
  fault: (failureClass: JobFailureClass) =>
    `${JOB_FAILURE_CLASS_TEXTS[failureClass].title}. ${JOB_FAILURE_CLASS_TEXTS[failureClass].whomToCall}`,
  started: (at: string) => `Started: ${at}`,
  finished: (at: string) => `Ended: ${at}`,
  resultsTitle: 'Results',
  noResults: 'No results were recorded.',
  utterances: (
    dut: string,
    counts: { played: number; heard: number; responded: number; passed: number; failed: number },
  ) =>
    `${dut}: ${counts.played} played, ${counts.heard} heard, ${counts.responded} responded; ` +
    `${counts.passed} passed, ${counts.failed} failed`,
  rates: (frr: number, rar: number) => `FRR ${frr}%, RAR ${rar}%`,
  scenarios: (count: number) => `Scenarios: ${count}`,
  testCases: (count: number) => `Test cases: ${count}`,
  stability: (device: string, passing: number, utterances: number, attempts: number, passRate: number) =>
    `${device}: ${passing} of ${utterances} utterances at or above the pass rate needed; ` +
    `${attempts} attempts, pass rate ${passRate}%`,
  far: (device: string, falseWakes: number, allowed: number, played: number, chunks: number) =>
    `${device}: ${falseWakes} false wake${falseWakes === 1 ? '' : 's'} (at most ${allowed} allowed) in ${played} of ${chunks} chunks`,
  upl: (utterance: string, tp50: number | null, tp90: number | null, attempts: number, limitMs: number) =>
    tp50 === null || tp90 === null
      ? `'${utterance}': no latency measured in ${attempts} attempts`
      : `'${utterance}': TP50 ${tp50} ms, TP90 ${tp90} ms over ${attempts} attempts (at most ${limitMs} ms)`,
  link: (url: string) => `See the run: ${url}`,
  attachment: (fileName: string) => `The run's CSV report is attached (${fileName}).`,
  footer: 'You get this mail because e-mail notification was enabled when the run was created.',
} as const;

/** What the completion mail of a run tells. */
export interface CompletionMailInput {
  readonly jobId: string;
  readonly testName: string;
  readonly labName: string;
  readonly outcome: CompletionMailOutcome;
  /** Why a failed run failed, in its owner's words. */
  readonly error?: string | null;
  /** Whose fault a failed run is (issue 28): the mail names it, so its owner knows whom to call. */
  readonly failureClass?: JobFailureClass | null;
  /** The run's verdict by its family's score (issue 29), when it played to its end. */
  readonly verdict?: JobVerdict | null;
  readonly startedAt?: Date | string | null;
  readonly finishedAt?: Date | string | null;
  /** The run's results as `GET /api/jobs/{id}/results` lists them. */
  readonly results: readonly JobResultItem[];
  /** Where the console is reached, without a trailing slash (the cloud's public URL). */
  readonly consoleOrigin: string;
}

/** The mail itself: its subject and plain text, and the name and type of the CSV report it carries. */
export interface CompletionMail {
  readonly subject: string;
  readonly text: string;
  readonly runUrl: string;
  readonly attachment: { readonly fileName: string; readonly contentType: string };
}

/**
 * Where the console shows a run: the run list (/v2/run) names it by the job
 * parameter the console's links use, since Live Runs lists only runs still
 * running and an ended run is found in the run list, with its reports.
 */
export function completionMailRunUrl(consoleOrigin: string, jobId: string): string {
  return `${consoleOrigin.replace(/\/+$/, '')}${ROUTES.runList}?${LIVE_RUNS_JOB_PARAM}=${encodeURIComponent(jobId)}`;
}

const isUtterance = (item: JobResultItem): item is JobUtteranceResult => 'trialIndex' in item;
const isScenario = (item: JobResultItem) => 'statements' in item;

/** Counts by status, in the order of TEST_STATUSES, as the live views name them ('Passed 2, Failed 1'). */
function statusCounts(statuses: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const raw of statuses) {
    const status = normalizeTestStatus(raw);
    const label = status ? TEST_STATUS_TEXTS[status] : raw;
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  const order = (label: string) => {
    const index = TEST_STATUSES.findIndex((status) => TEST_STATUS_TEXTS[status] === label);
    return index === -1 ? TEST_STATUSES.length : index;
  };
  return [...counts]
    .sort(([a], [b]) => order(a) - order(b))
    .map(([label, count]) => `${label} ${count}`)
    .join(', ');
}

/**
 * The headline figures of a run's results, one line each: per device of an
 * acoustic run its counts and rates (the live panel's computeLiveRates), the
 * DUT first; for scenarios (ACM) and test cases (functional), how many ended
 * in each status; per device of a stability run, its utterances passing and
 * its pass rate over every judged attempt; per device of a FAR run, its false
 * wakes against those allowed; per utterance of a UPL run, its TP50 and TP90.
 */
export function completionMailMetrics(results: readonly JobResultItem[]): string[] {
  const lines: string[] = [];
  const utterances = results.filter(isUtterance);
  const byDut = new Map<string, JobUtteranceResult[]>();
  for (const result of utterances) byDut.set(result.dut, [...(byDut.get(result.dut) ?? []), result]);
  const duts = [...byDut.keys()].sort((a, b) => Number(b === JOB_DUT_TAG) - Number(a === JOB_DUT_TAG));
  for (const dut of duts) {
    const played = byDut.get(dut)!;
    const counts = {
      played: played.length,
      heard: played.filter((result) => result.heard).length,
      responded: played.filter((result) => result.responded).length,
      passed: played.filter((result) => result.status === 'SUCCESS').length,
      failed: played.filter((result) => result.status !== 'SUCCESS').length,
    };
    const rates = computeLiveRates(counts);
    lines.push(
      `${COMPLETION_MAIL_TEXTS.utterances(dut, counts)}; ${COMPLETION_MAIL_TEXTS.rates(rates.frr!, rates.rar!)}`,
    );
  }
  const scenarios = results.filter(isScenario) as readonly Extract<JobResultItem, { statements: unknown }>[];
  if (scenarios.length)
    lines.push(
      `${COMPLETION_MAIL_TEXTS.scenarios(scenarios.length)}: ${statusCounts(scenarios.map((s) => s.state))}`,
    );
  const cases = results.filter((item) => 'testCaseName' in item) as readonly Extract<
    JobResultItem,
    { testCaseName: string }
  >[];
  if (cases.length)
    lines.push(
      `${COMPLETION_MAIL_TEXTS.testCases(cases.length)}: ${statusCounts(cases.map((c) => c.status))}`,
    );
  const stability = results.filter((item) => 'passCount' in item) as readonly StabilityResult[];
  for (const device of [...new Set(stability.map((row) => row.deviceName))]) {
    const rows = stability.filter((row) => row.deviceName === device);
    const judged = rows.reduce((sum, row) => sum + row.passCount + row.failCount, 0);
    const passed = rows.reduce((sum, row) => sum + row.passCount, 0);
    lines.push(
      COMPLETION_MAIL_TEXTS.stability(
        device,
        rows.filter((row) => row.passed).length,
        rows.length,
        rows.reduce((sum, row) => sum + row.totalAttempts, 0),
        judged ? Math.round((passed / judged) * 1000) / 10 : 0,
      ),
    );
  }
  for (const device of results.filter((item) => 'falseWakes' in item) as readonly FarDeviceResult[])
    lines.push(
      COMPLETION_MAIL_TEXTS.far(
        device.deviceName || device.deviceSerialNumber,
        device.falseWakes,
        device.allowed,
        device.chunksPlayed,
        device.totalChunks,
      ),
    );
  for (const row of results.filter((item) => 'tp90' in item) as readonly UplUtteranceSummary[])
    lines.push(COMPLETION_MAIL_TEXTS.upl(row.utterance, row.tp50, row.tp90, row.totalAttempts, row.limitMs));
  return lines;
}

/** The completion mail of a run (pure): subject, text with outcome, figures and link, and its attachment. */
export function completionMail(input: CompletionMailInput): CompletionMail {
  const runUrl = completionMailRunUrl(input.consoleOrigin, input.jobId);
  const attachment = {
    fileName: jobReportFileName(input.jobId, 'csv'),
    contentType: JOB_REPORT_MEDIA.csv.contentType,
  };
  const metrics = completionMailMetrics(input.results);
  const started = formatLiveUtcTime(input.startedAt);
  const finished = formatLiveUtcTime(input.finishedAt);
  const lines = [
    COMPLETION_MAIL_TEXTS.opening(input.testName, input.labName, input.outcome),
    ...(input.verdict ? [jobVerdictTitle(input.verdict)] : []),
    ...(input.outcome === 'failed' && input.error ? [COMPLETION_MAIL_TEXTS.reason(input.error)] : []),
    ...(input.outcome === 'failed' && input.failureClass
      ? [COMPLETION_MAIL_TEXTS.fault(input.failureClass)]
      : []),
    '',
    ...(started ? [COMPLETION_MAIL_TEXTS.started(started)] : []),
    ...(finished ? [COMPLETION_MAIL_TEXTS.finished(finished)] : []),
    ...(started || finished ? [''] : []),
    COMPLETION_MAIL_TEXTS.resultsTitle,
    ...(metrics.length ? metrics : [COMPLETION_MAIL_TEXTS.noResults]).map((line) => `  ${line}`),
    '',
    COMPLETION_MAIL_TEXTS.link(runUrl),
    COMPLETION_MAIL_TEXTS.attachment(attachment.fileName),
    '',
    COMPLETION_MAIL_TEXTS.footer,
  ];
  return {
    subject: COMPLETION_MAIL_TEXTS.subject(input.testName, input.outcome),
    text: `${lines.join('\n')}\n`,
    runUrl,
    attachment,
  };
}
