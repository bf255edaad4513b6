import { type JobReport } from '../../jobs/job-report.rule';
import { STABILITY_MIN_PASS_RATE } from '../../results/stability.constant';
import { isStabilityPassRatePassing } from '../../results/stability.rule';
import {
  type StabilityPayload,
  type StabilityResult,
  type StabilityUtteranceResult,
} from '../../results/stability.schema';
import { RUN_VERDICT_MESSAGES, type RunVerdict } from '../../statuses/job-verdict.constant';
import { TEST_STATUS_TEXTS, type UTTERANCE_RESULT_STATUSES } from '../../statuses/test-statuses.constant';
import { judgeAnswer } from '../answers/answer-judgement.rule';
import { STABILITY_SCORE_MESSAGES } from './stability.messages';
import { type StabilityDeviceAttempt, type StabilityStepOutcome } from './stability-outcome.schema';
import { type StabilityPlan } from './stability-plan.rule';

/** How one attempt is judged: a result status, or offline (counted, not judged). */
type AttemptResult = (typeof UTTERANCE_RESULT_STATUSES)[number] | 'OFFLINE';

/**
 * One attempt judged (pure): offline or muted is counted apart; an attempt
 * the device cloud could not tell about is an ERROR, counted but not held
 * against the device; else the answer judged in full (judgeAnswer: the
 * expected intent and every slot of the utterance, in the run's language).
 */
function stabilityAttemptResult(
  locale: string,
  outcome: Pick<StabilityStepOutcome, 'transcript' | 'expectedIntent'>,
  attempt: StabilityDeviceAttempt,
): AttemptResult {
  if (attempt.error) return 'ERROR';
  if (!attempt.online) return 'OFFLINE';
  const judged = judgeAnswer(
    { transcript: outcome.transcript, expectedIntent: outcome.expectedIntent, locale },
    { intent: attempt.intent, responseText: attempt.responseText },
  );
  return judged.correct ? 'SUCCESS' : 'FAILURE';
}

/** The counts of one device's utterance so far, and its latest attempt. */
interface UtteranceTally {
  readonly total: number;
  readonly passed: number;
  readonly failed: number;
  readonly errors: number;
  readonly offline: number;
  readonly last?: { readonly attempt: StabilityDeviceAttempt; readonly result: AttemptResult };
}

/** Per round and device, the attempts judged and passed: the pass rate over time. */
interface RoundTally {
  readonly round: number;
  readonly elapsedSeconds: number;
  readonly passed: Readonly<Record<string, number>>;
  readonly judged: Readonly<Record<string, number>>;
}

/**
 * A stability run's score, folded one stored step at a time (a week-long run
 * stores tens of thousands): per device serial number and utterance, the
 * counts and the latest attempt; per round, the passes for the chart.
 */
export interface StabilityScore {
  readonly steps: number;
  readonly lastRound: number;
  readonly elapsedSeconds: number;
  readonly tallies: Readonly<Record<string, Readonly<Record<string, UtteranceTally>>>>;
  readonly rounds: readonly RoundTally[];
}

const EMPTY_TALLY: UtteranceTally = { total: 0, passed: 0, failed: 0, errors: 0, offline: 0 };

/** The score before any step. */
export function stabilityScoreStart(plan: StabilityPlan): StabilityScore {
  return {
    steps: 0,
    lastRound: 0,
    elapsedSeconds: 0,
    tallies: Object.fromEntries(plan.devices.map((device) => [device.deviceSerialNumber, {}])),
    rounds: [],
  };
}

/** The score with one more stored step (pure); only the plan's devices count. */
export function stabilityScoreAdd(
  plan: StabilityPlan,
  score: StabilityScore,
  outcome: StabilityStepOutcome,
): StabilityScore {
  const tallies: Record<string, Record<string, UtteranceTally>> = { ...score.tallies };
  const passed: Record<string, number> = {};
  const judged: Record<string, number> = {};
  for (const device of plan.devices) {
    const serial = device.deviceSerialNumber;
    const attempt = outcome.devices.find((a) => a.deviceSerialNumber === serial);
    if (!attempt) continue;
    const result = stabilityAttemptResult(plan.marketPlace, outcome, attempt);
    const before = tallies[serial]?.[outcome.transcript] ?? EMPTY_TALLY;
    tallies[serial] = {
      ...tallies[serial],
      [outcome.transcript]: {
        total: before.total + 1,
        passed: before.passed + (result === 'SUCCESS' ? 1 : 0),
        failed: before.failed + (result === 'FAILURE' ? 1 : 0),
        errors: before.errors + (result === 'ERROR' ? 1 : 0),
        offline: before.offline + (result === 'OFFLINE' ? 1 : 0),
        last: { attempt, result },
      },
    };
    if (result === 'SUCCESS' || result === 'FAILURE') {
      judged[serial] = 1;
      passed[serial] = result === 'SUCCESS' ? 1 : 0;
    }
  }
  const rounds = [...score.rounds];
  const current = rounds.at(-1)?.round === outcome.round ? rounds.pop()! : undefined;
  const add = (a: Readonly<Record<string, number>> | undefined, b: Record<string, number>) =>
    Object.fromEntries(plan.devices.map(({ deviceSerialNumber: s }) => [s, (a?.[s] ?? 0) + (b[s] ?? 0)]));
  rounds.push({
    round: outcome.round,
    elapsedSeconds: outcome.elapsedSeconds,
    passed: add(current?.passed, passed),
    judged: add(current?.judged, judged),
  });
  return {
    steps: score.steps + 1,
    lastRound: Math.max(score.lastRound, outcome.round),
    elapsedSeconds: Math.max(score.elapsedSeconds, outcome.elapsedSeconds),
    tallies,
    rounds,
  };
}

/** The score of every stored step, in play order. */
export function stabilityScore(
  plan: StabilityPlan,
  outcomes: readonly StabilityStepOutcome[],
): StabilityScore {
  return [...outcomes]
    .sort((a, b) => a.round - b.round || a.index - b.index)
    .reduce((score, outcome) => stabilityScoreAdd(plan, score, outcome), stabilityScoreStart(plan));
}

/** The attempts judged: not those the device was offline or muted at, nor those that could not be read. */
function judgedOf(tally: UtteranceTally): number {
  return tally.total - tally.offline - tally.errors;
}

/** Passes of the attempts judged, in percent with one decimal; 0 with none judged. */
function passRateOf(tally: UtteranceTally): number {
  const judged = judgedOf(tally);
  return judged ? Math.round((tally.passed / judged) * 1000) / 10 : 0;
}

/** A tally as the stability payload's utterance result (doc 1 §3). */
function utteranceResult(tally: UtteranceTally, elapsedSeconds: number): StabilityUtteranceResult {
  const last = tally.last;
  return {
    asrText: last?.attempt.heardText ?? null,
    actualResponse: last?.attempt.responseText ?? null,
    actualIntent: last?.attempt.intent ?? null,
    resultStatus: !last || last.result === 'OFFLINE' ? null : last.result,
    deviceOnlineStatus: last?.attempt.online === false ? 'OFFLINE' : 'ONLINE',
    totalCountSoFar: tally.total,
    passedCount: tally.passed,
    failedCount: tally.failed,
    errorCount: tally.errors,
    passRate: passRateOf(tally),
    deviceOfflineCount: tally.offline,
    elapsedTime: elapsedSeconds,
  };
}

/**
 * The live stability payload (doc 1 §3): per device and utterance of the set,
 * in the time-based map for a time-bound run, else the admin map.
 */
export function stabilityPayload(plan: StabilityPlan, score: StabilityScore): StabilityPayload {
  const map = Object.fromEntries(
    plan.devices.map(({ deviceSerialNumber: serial }) => [
      serial,
      Object.fromEntries(
        plan.utterances.map(({ transcript }) => [
          transcript,
          utteranceResult(score.tallies[serial]?.[transcript] ?? EMPTY_TALLY, score.elapsedSeconds),
        ]),
      ),
    ]),
  );
  return plan.timeBound
    ? { timeBoundUtterance: true, dsnToTimeBasedUtteranceResultMap: map, dsnToAdminUtteranceResultMap: {} }
    : { timeBoundUtterance: false, dsnToTimeBasedUtteranceResultMap: {}, dsnToAdminUtteranceResultMap: map };
}

/**
 * The run's progress in percent: steps stored of all for a count-bound run, time for a time-bound one.
 */
export function stabilityProgress(plan: StabilityPlan, score: StabilityScore): number {
  const done = plan.timeBound
    ? (score.elapsedSeconds * 1000) / plan.durationMs
    : score.steps / Math.max(1, plan.steps.length);
  return Math.min(100, Math.round(done * 100));
}

/**
 * Each device's pass rate over the run so far after each round, for the
 * chart (null before its first judged attempt).
 */
export function stabilityPassRateByRound(
  plan: StabilityPlan,
  score: StabilityScore,
): { round: number; elapsedSeconds: number; passRate: Record<string, number | null> }[] {
  const passed: Record<string, number> = {};
  const judged: Record<string, number> = {};
  return score.rounds.map((round) => ({
    round: round.round,
    elapsedSeconds: round.elapsedSeconds,
    passRate: Object.fromEntries(
      plan.devices.map(({ deviceSerialNumber: s }) => {
        passed[s] = (passed[s] ?? 0) + (round.passed[s] ?? 0);
        judged[s] = (judged[s] ?? 0) + (round.judged[s] ?? 0);
        return [s, judged[s] ? Math.round((passed[s]! / judged[s]!) * 1000) / 10 : null];
      }),
    ),
  }));
}

/** One device's utterance, as the report and the verdict judge it. */
interface StabilityRowResult {
  readonly tag: string;
  readonly deviceSerialNumber: string;
  readonly deviceName: string;
  readonly utterance: string;
  readonly tally: UtteranceTally;
  readonly passRate: number;
  /** It was judged at least once and passes the minimum rate. */
  readonly passed: boolean;
  readonly comments: string;
}

function stabilityRowResults(plan: StabilityPlan, score: StabilityScore): StabilityRowResult[] {
  return plan.devices.flatMap((device) =>
    plan.utterances.map(({ transcript }) => {
      const tally = score.tallies[device.deviceSerialNumber]?.[transcript] ?? EMPTY_TALLY;
      const passRate = passRateOf(tally);
      const judged = judgedOf(tally);
      const passed = judged > 0 && isStabilityPassRatePassing(passRate);
      return {
        tag: device.tag,
        deviceSerialNumber: device.deviceSerialNumber,
        deviceName: device.deviceName,
        utterance: transcript,
        tally,
        passRate,
        passed,
        comments:
          tally.total && !judged
            ? STABILITY_SCORE_MESSAGES.neverJudged
            : STABILITY_SCORE_MESSAGES.passRate(passRate, STABILITY_MIN_PASS_RATE),
      };
    }),
  );
}

/**
 * A stability run's verdict (issue 29, 30): each device's utterance passes at
 * or above the minimum pass rate of its judged attempts; one below it, or
 * one never judged (its device offline, or unread, at every attempt), fails
 * the run, naming it. Offline and unread attempts are counted, not failed.
 */
export function stabilityVerdict(plan: StabilityPlan, outcomes: readonly StabilityStepOutcome[]): RunVerdict {
  const rows = stabilityRowResults(plan, stabilityScore(plan, outcomes)).filter((row) => row.tally.total > 0);
  const what = STABILITY_SCORE_MESSAGES.utterances;
  if (!rows.length) return { verdict: 'passed', reason: RUN_VERDICT_MESSAGES.nothingJudged(what) };
  const failed = rows
    .filter((row) => !row.passed)
    .map((row) => `${row.deviceName} '${row.utterance}' (${row.comments})`);
  return failed.length
    ? { verdict: 'failed', reason: RUN_VERDICT_MESSAGES.someFailed(failed, rows.length, what) }
    : { verdict: 'passed', reason: RUN_VERDICT_MESSAGES.allPassed(rows.length, what) };
}

/**
 * A stability run's results (GET /api/jobs/{id}/results): one item per device
 * and utterance of the set, as the report's rows, those never attempted too.
 */
export function stabilityResults(
  plan: StabilityPlan,
  outcomes: readonly StabilityStepOutcome[],
): StabilityResult[] {
  return stabilityRowResults(plan, stabilityScore(plan, outcomes)).map((row) => ({
    tag: row.tag,
    deviceSerialNumber: row.deviceSerialNumber,
    deviceName: row.deviceName,
    utterance: row.utterance,
    totalAttempts: row.tally.total,
    passCount: row.tally.passed,
    failCount: row.tally.failed,
    errorCount: row.tally.errors,
    offlineCount: row.tally.offline,
    passRate: row.passRate,
    passed: row.passed,
    lastResponse: row.tally.last?.attempt.responseText ?? null,
    lastIntent: row.tally.last?.attempt.intent ?? null,
    comments: row.tally.total ? row.comments : '',
  }));
}

const CSV_COLUMNS = [
  'scenarioType',
  'marketPlace',
  'tag',
  'deviceSerialNumber',
  'deviceName',
  'utterance',
  'totalAttempts',
  'passCount',
  'failCount',
  'errorCount',
  'offlineCount',
  'passRate',
  'result',
  'lastResponse',
  'lastIntent',
  'comments',
] as const;

/**
 * A stability run's report (CSV and JUnit): one row and one JUnit case per device and utterance.
 */
export function stabilityReport(plan: StabilityPlan, outcomes: readonly StabilityStepOutcome[]): JobReport {
  const rows = stabilityRowResults(plan, stabilityScore(plan, outcomes));
  return {
    columns: CSV_COLUMNS,
    rows: rows.map((row) => [
      plan.scenarioType,
      plan.marketPlace,
      row.tag,
      row.deviceSerialNumber,
      row.deviceName,
      row.utterance,
      row.tally.total,
      row.tally.passed,
      row.tally.failed,
      row.tally.errors,
      row.tally.offline,
      row.passRate,
      row.tally.total ? (row.passed ? TEST_STATUS_TEXTS.SUCCEEDED : TEST_STATUS_TEXTS.FAILED) : '',
      row.tally.last?.attempt.responseText ?? '',
      row.tally.last?.attempt.intent ?? '',
      row.tally.total ? row.comments : '',
    ]),
    cases: rows.map((row) => ({
      suite: `${plan.scenarioType} · ${plan.marketPlace}`,
      classname: `${plan.scenarioType}.${row.tag}`,
      name: `${row.deviceName}: ${row.utterance}`,
      ...(!row.tally.total ? { skipped: true } : {}),
      ...(row.tally.total && !row.passed
        ? {
            failure: {
              message: row.comments,
              detail: `${row.tally.passed} of ${judgedOf(row.tally)} judged passed; ${row.tally.offline} offline, ${row.tally.errors} unread`,
            },
          }
        : {}),
    })),
  };
}
