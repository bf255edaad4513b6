import { type JobReport } from '../../jobs/job-report.rule';
import { uplStatistics } from '../../results/upl.rule';
import { type UplPayload, type UplUtteranceResult, type UplUtteranceSummary } from '../../results/upl.schema';
import { RUN_VERDICT_MESSAGES, type RunVerdict } from '../../statuses/job-verdict.constant';
import { TEST_STATUS_TEXTS, type UTTERANCE_RESULT_STATUSES } from '../../statuses/test-statuses.constant';
import { UPL_RUN_MESSAGES } from './upl.messages';
import { type UplStepOutcome } from './upl-outcome.schema';
import { type UplPlan } from './upl-plan.rule';

type UplResultStatus = (typeof UTTERANCE_RESULT_STATUSES)[number];

/** One utterance's attempts so far. */
interface UplTally {
  readonly attempts: number;
  /** The latencies measured, in play order (ms). */
  readonly latencies: readonly number[];
  /** Attempts the device did not answer: they fail the utterance. */
  readonly unanswered: number;
  /** Attempts not measured for the lab's reasons (offline device, recording unreadable or without the speech). */
  readonly unmeasured: number;
}

/**
 * A UPL run's score, folded one stored attempt at a time: per utterance, its
 * tally and every attempt as the live payload lists it, with the statistics
 * as they stood then.
 */
export interface UplScore {
  readonly steps: number;
  readonly tallies: Readonly<Record<string, UplTally>>;
  readonly history: Readonly<Record<string, readonly UplUtteranceResult[]>>;
}

const EMPTY: UplTally = { attempts: 0, latencies: [], unanswered: 0, unmeasured: 0 };

/** The score before any attempt. */
export function uplScoreStart(plan: UplPlan): UplScore {
  return {
    steps: 0,
    tallies: Object.fromEntries(plan.utterances.map(({ transcript }) => [transcript, EMPTY])),
    history: Object.fromEntries(plan.utterances.map(({ transcript }) => [transcript, []])),
  };
}

/**
 * An utterance's result so far: it fails on an attempt the device did not
 * answer or a TP90 over the limit; with nothing measured and nothing failed,
 * it is an error (the lab could not measure it).
 */
function tallyResult(tally: UplTally, limitMs: number): UplResultStatus | null {
  if (!tally.attempts) return null;
  const stats = uplStatistics(tally.latencies);
  if (tally.unanswered || (stats && stats.tp90 > limitMs)) return 'FAILURE';
  return stats ? 'SUCCESS' : 'ERROR';
}

function withAttempt(tally: UplTally, outcome: UplStepOutcome): UplTally {
  const latency = outcome.error ? undefined : outcome.timing?.latencyMs;
  const unanswered = !outcome.error && !outcome.timing && outcome.problem === 'no-answer';
  return {
    attempts: tally.attempts + 1,
    latencies: latency === undefined ? tally.latencies : [...tally.latencies, latency],
    unanswered: tally.unanswered + (unanswered ? 1 : 0),
    unmeasured: tally.unmeasured + (latency === undefined && !unanswered ? 1 : 0),
  };
}

/** The score with one more stored attempt (pure). */
export function uplScoreAdd(plan: UplPlan, score: UplScore, outcome: UplStepOutcome): UplScore {
  const tally = withAttempt(score.tallies[outcome.transcript] ?? EMPTY, outcome);
  const stats = uplStatistics(tally.latencies);
  const round = (ms: number | undefined) => (ms === undefined ? null : Math.round(ms));
  const entry: UplUtteranceResult = {
    totalAttempts: tally.attempts,
    averageUPLValue: round(stats?.average),
    tp50: round(stats?.tp50),
    tp90: round(stats?.tp90),
    resultStatus: tallyResult(tally, plan.limitMs),
    finalUPLValue: outcome.error ? null : round(outcome.timing?.latencyMs),
    asrText: outcome.heardText,
    actualResponse: outcome.responseText,
    domain: outcome.domain,
    transcribeText: outcome.transcribeText,
    deviceOnlineStatus: outcome.online ? 'ONLINE' : 'OFFLINE',
  };
  return {
    steps: score.steps + 1,
    tallies: { ...score.tallies, [outcome.transcript]: tally },
    history: {
      ...score.history,
      [outcome.transcript]: [...(score.history[outcome.transcript] ?? []), entry],
    },
  };
}

/** The score of every stored attempt, in play order. */
export function uplScore(plan: UplPlan, outcomes: readonly UplStepOutcome[]): UplScore {
  return [...outcomes]
    .sort((a, b) => a.attempt - b.attempt || a.index - b.index)
    .reduce((score, outcome) => uplScoreAdd(plan, score, outcome), uplScoreStart(plan));
}

/**
 * The live UPL payload (doc 1 §3): every attempt by utterance, oldest first, and the run's progress.
 */
export function uplPayload(plan: UplPlan, score: UplScore): UplPayload {
  return {
    uplUtteranceResultMap: Object.fromEntries(
      plan.utterances.map(({ transcript }) => [transcript, [...(score.history[transcript] ?? [])]]),
    ),
    testProgressPercent: Math.round((score.steps / Math.max(1, plan.steps.length)) * 100),
  };
}

/** One utterance as the report and the verdict judge it. */
interface UplRowResult {
  readonly utterance: string;
  readonly domain: string | null;
  readonly tally: UplTally;
  readonly average: number | null;
  readonly tp50: number | null;
  readonly tp90: number | null;
  readonly result: UplResultStatus | null;
  readonly comments: string;
}

function uplRowResults(plan: UplPlan, score: UplScore): UplRowResult[] {
  return plan.utterances.map(({ transcript, domain }) => {
    const tally = score.tallies[transcript] ?? EMPTY;
    const stats = uplStatistics(tally.latencies);
    const comments = [
      ...(stats ? [UPL_RUN_MESSAGES.tp90(Math.round(stats.tp90), plan.limitMs)] : []),
      ...(tally.unanswered ? [UPL_RUN_MESSAGES.unanswered(tally.unanswered, tally.attempts)] : []),
      ...(tally.attempts && !stats && !tally.unanswered ? [UPL_RUN_MESSAGES.neverMeasured] : []),
    ].join('; ');
    return {
      utterance: transcript,
      domain,
      tally,
      average: stats ? Math.round(stats.average) : null,
      tp50: stats ? Math.round(stats.tp50) : null,
      tp90: stats ? Math.round(stats.tp90) : null,
      result: tallyResult(tally, plan.limitMs),
      comments,
    };
  });
}

/**
 * A UPL run's verdict (issue 29, 30): each utterance played passes when every
 * attempt was answered and its TP90 is within the limit; one that fails, or
 * that could never be measured, fails the run, naming it.
 */
export function uplVerdict(plan: UplPlan, outcomes: readonly UplStepOutcome[]): RunVerdict {
  const rows = uplRowResults(plan, uplScore(plan, outcomes)).filter((row) => row.result);
  const what = UPL_RUN_MESSAGES.utterances;
  if (!rows.length) return { verdict: 'passed', reason: RUN_VERDICT_MESSAGES.nothingJudged(what) };
  const failed = rows
    .filter((row) => row.result !== 'SUCCESS')
    .map((row) => `'${row.utterance}' (${row.comments})`);
  return failed.length
    ? { verdict: 'failed', reason: RUN_VERDICT_MESSAGES.someFailed(failed, rows.length, what) }
    : { verdict: 'passed', reason: RUN_VERDICT_MESSAGES.allPassed(rows.length, what) };
}

/** Why an attempt has no latency, in words. */
function problemOf(outcome: UplStepOutcome): string | undefined {
  if (outcome.error) return outcome.error;
  if (outcome.timing) return undefined;
  return outcome.problem ? UPL_RUN_MESSAGES.problems[outcome.problem] : undefined;
}

/** A UPL run's stored attempts as `/results` lists them: one item per utterance, its attempts in play order. */
export function uplResults(plan: UplPlan, outcomes: readonly UplStepOutcome[]): UplUtteranceSummary[] {
  const rows = uplRowResults(plan, uplScore(plan, outcomes));
  const sorted = [...outcomes].sort((a, b) => a.attempt - b.attempt || a.index - b.index);
  return rows.map((row) => ({
    utterance: row.utterance,
    domain: row.domain,
    totalAttempts: row.tally.attempts,
    averageUPLValue: row.average,
    tp50: row.tp50,
    tp90: row.tp90,
    limitMs: plan.limitMs,
    resultStatus: row.result,
    comments: row.comments,
    attempts: sorted
      .filter((outcome) => outcome.transcript === row.utterance)
      .map((outcome) => {
        const problem = problemOf(outcome);
        return {
          attempt: outcome.attempt,
          uplMs: outcome.error || !outcome.timing ? null : Math.round(outcome.timing.latencyMs),
          asrText: outcome.heardText,
          actualResponse: outcome.responseText,
          transcribeText: outcome.transcribeText,
          deviceOnlineStatus: outcome.online ? ('ONLINE' as const) : ('OFFLINE' as const),
          ...(problem ? { problem } : {}),
        };
      }),
  }));
}

const CSV_COLUMNS = [
  'scenarioType',
  'marketPlace',
  'deviceSerialNumber',
  'utterance',
  'domain',
  'totalAttempts',
  'measured',
  'unanswered',
  'unmeasured',
  'averageUplMs',
  'tp50Ms',
  'tp90Ms',
  'limitMs',
  'result',
  'comments',
] as const;

const RESULT_TEXTS: Record<UplResultStatus, string> = {
  SUCCESS: TEST_STATUS_TEXTS.SUCCEEDED,
  FAILURE: TEST_STATUS_TEXTS.FAILED,
  ERROR: TEST_STATUS_TEXTS.ERROR,
};

/**
 * A UPL run's report (CSV and JUnit): one row and one JUnit case per utterance.
 */
export function uplReport(plan: UplPlan, outcomes: readonly UplStepOutcome[]): JobReport {
  const rows = uplRowResults(plan, uplScore(plan, outcomes));
  return {
    columns: CSV_COLUMNS,
    rows: rows.map((row) => [
      plan.scenarioType,
      plan.marketPlace,
      plan.device.deviceSerialNumber,
      row.utterance,
      row.domain,
      row.tally.attempts,
      row.tally.latencies.length,
      row.tally.unanswered,
      row.tally.unmeasured,
      row.average,
      row.tp50,
      row.tp90,
      plan.limitMs,
      row.result ? RESULT_TEXTS[row.result] : '',
      row.comments,
    ]),
    cases: rows.map((row) => ({
      suite: `${plan.scenarioType} · ${plan.marketPlace}`,
      classname: `${plan.scenarioType}.${row.domain ?? 'utterance'}`,
      name: row.utterance,
      ...(!row.result ? { skipped: true } : {}),
      ...(row.result && row.result !== 'SUCCESS'
        ? {
            failure: {
              message: row.comments,
              detail: `latencies (ms): ${row.tally.latencies.map(Math.round).join(', ')}`,
            },
          }
        : {}),
    })),
  };
}
