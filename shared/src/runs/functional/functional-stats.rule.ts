import { functionalRunProgress } from '../../live/live-progress.rule';
import { type LiveTimeInput, liveElapsedSeconds, liveEta } from '../../live/live-time.util';
import { LIVE_REF_MIC_STATUSES, type LiveRefMicStatus } from '../../live/live.constant';
import { type LiveTestStats } from '../../live/test-stats.schema';
import { type FunctionalTestCase } from '../../results/functional.schema';
import { type TestStatus, normalizeTestStatus } from '../../statuses/test-statuses.constant';
import {
  type FunctionalActionOutcome,
  type FunctionalCaseOutcome,
  type FunctionalOutcomes,
  type FunctionalRecordingObservation,
  functionalOutcomesByKey,
} from './functional-outcome.schema';
import {
  type FunctionalPlan,
  type FunctionalPlannedUtterance,
  type FunctionalStep,
} from './functional-plan.rule';
import { evaluateFunctionalCase } from './functional-score.rule';

/** The action playing now, as the executor knows it. */
export interface FunctionalCurrentAction {
  /** The step's key. */
  readonly key: string;
  readonly actionIndex: number;
  /** Whether the action's utterance has been played yet. */
  readonly questionPlayed?: boolean;
  /** What the DUT heard, once the device cloud has it. */
  readonly dutHeard?: string;
  /** The DUT's response, once the device cloud has it. */
  readonly cloudResponse?: string;
  /** Every action is done and the verdict waits (a recording is transcribed): EVALUATING_RESULT. */
  readonly evaluating?: boolean;
  /** The latest answer's latency the executor measured (ms), when it has one since it took the run. */
  readonly latencyMs?: number;
  /** The reference mic as the latest recording the executor has back found it. */
  readonly refMic?: FunctionalRefMicState;
}

/** Whether a recording came back from the reference mic: it did (online), or the Pi could not record (offline). */
export type FunctionalRefMicState = Exclude<LiveRefMicStatus, 'unknown'>;

/** The reference mic as one recording found it: online when the Pi recorded, though transcribing may have failed. */
export function functionalRefMicStateOf(recording: FunctionalRecordingObservation): FunctionalRefMicState {
  return 'transcript' in recording || recording.fileName !== undefined
    ? LIVE_REF_MIC_STATUSES.online
    : LIVE_REF_MIC_STATUSES.offline;
}

export interface FunctionalStatsInput {
  readonly labJobId: string;
  readonly plan: FunctionalPlan;
  readonly outcomes: FunctionalOutcomes;
  readonly current?: FunctionalCurrentAction;
  readonly startTime: LiveTimeInput;
  readonly now: LiveTimeInput;
  /** Whether the DUT is on the automation proxy, as the device cloud's record said at admission (doc 1 §2.15). */
  readonly isProxyEnabled?: boolean;
}

const FINISHED_FAILURES: readonly TestStatus[] = ['FAILED', 'ERROR', 'TIME_OUT'];

/**
 * A category's status from its cases (doc 1 §2.6 section status, chosen
 * like the run's own state, doc 1 §4.1): queued while all are queued, in
 * progress until all are finished, then failed if one failed, an error if
 * one could not be validated, else passed.
 */
export function functionalCategoryStatusOf(statuses: readonly string[]): TestStatus {
  const known = statuses.map((status) => normalizeTestStatus(status) ?? 'QUEUED');
  const { group } = functionalRunProgress(known);
  if (group === 'queued') return 'QUEUED';
  if (group === 'inProgress') return 'IN_PROGRESS';
  if (known.includes('FAILED')) return 'FAILED';
  if (known.some((status) => FINISHED_FAILURES.includes(status))) return 'ERROR';
  return 'SUCCEEDED';
}

/** The utterance a summary grid shows when none plays: the last one the latest finished case played. */
function lastPlayed(
  plan: FunctionalPlan,
  outcomes: ReadonlyMap<string, FunctionalCaseOutcome>,
):
  | { step: FunctionalStep; utterance: FunctionalPlannedUtterance; outcome: FunctionalCaseOutcome }
  | undefined {
  for (const step of [...plan.steps].reverse()) {
    const outcome = outcomes.get(step.key);
    if (!outcome) continue;
    for (const observed of [...outcome.actions].reverse()) {
      const utterance = step.actions.find((action) => action.index === observed.index);
      if (utterance?.type === 'utterance' && observed.playedAt) return { step, utterance, outcome };
    }
  }
  return undefined;
}

/** The stored actions, latest first: the cases in reverse play order, each case's actions likewise. */
function* latestActions(
  plan: FunctionalPlan,
  outcomes: ReadonlyMap<string, FunctionalCaseOutcome>,
): Generator<FunctionalActionOutcome> {
  for (const step of [...plan.steps].reverse()) {
    const outcome = outcomes.get(step.key);
    if (outcome) yield* [...outcome.actions].sort((a, b) => b.index - a.index);
  }
}

/**
 * The reference mic's status (doc 1 §2.4 'Rec' indicator): as the executor's
 * latest recording found it, else the latest stored one; unknown before any
 * came back. Absent when the plan records nothing (navigation, mobile): the
 * view then shows no reference mic.
 */
function refMicStatusOf(
  plan: FunctionalPlan,
  outcomes: ReadonlyMap<string, FunctionalCaseOutcome>,
  current: FunctionalCurrentAction | undefined,
): LiveRefMicStatus | undefined {
  if (!plan.steps.some((step) => step.recorded)) return undefined;
  if (current?.refMic) return current.refMic;
  for (const action of latestActions(plan, outcomes))
    if (action.recording) return functionalRefMicStateOf(action.recording);
  return LIVE_REF_MIC_STATUSES.unknown;
}

/**
 * The current latency value (doc 1 §2.4, ms from the end of an utterance to
 * the DUT's answer): the executor's latest, else the latest stored answer's.
 */
function latencyOf(
  plan: FunctionalPlan,
  outcomes: ReadonlyMap<string, FunctionalCaseOutcome>,
  current: FunctionalCurrentAction | undefined,
): number | undefined {
  if (current?.latencyMs !== undefined) return current.latencyMs;
  for (const { cloud } of latestActions(plan, outcomes))
    if (cloud && 'latencyMs' in cloud && cloud.latencyMs !== undefined) return cloud.latencyMs;
  return undefined;
}

interface UtteranceSummary {
  readonly questionPlayed?: string;
  readonly dutHeard?: string;
  readonly cloudResponse?: string;
  readonly utteranceValidationType?: string;
  readonly utteranceAttribute?: string;
}

function utteranceSummary(
  plan: FunctionalPlan,
  outcomes: ReadonlyMap<string, FunctionalCaseOutcome>,
  current: FunctionalCurrentAction | undefined,
  currentStep: FunctionalStep | undefined,
): UtteranceSummary {
  if (current && currentStep) {
    const action = currentStep.actions.find((candidate) => candidate.index === current.actionIndex);
    if (action?.type !== 'utterance') return {};
    return {
      ...(current.questionPlayed ? { questionPlayed: action.transcript } : {}),
      ...(current.dutHeard === undefined ? {} : { dutHeard: current.dutHeard }),
      ...(current.cloudResponse === undefined ? {} : { cloudResponse: current.cloudResponse }),
      utteranceValidationType: action.validation,
      utteranceAttribute: action.attribute,
    };
  }
  const last = lastPlayed(plan, outcomes);
  if (!last) return {};
  const cloud = last.outcome.actions.find((action) => action.index === last.utterance.index)?.cloud;
  const answer = cloud && !('error' in cloud) ? cloud : undefined;
  return {
    questionPlayed: last.utterance.transcript,
    dutHeard: answer?.heardText ?? '',
    cloudResponse: answer ? answer.responseText || answer.intent : '',
    utteranceValidationType: last.utterance.validation,
    utteranceAttribute: last.utterance.attribute,
  };
}

/**
 * A functional run's testStats (doc 1 §2.6 summary grid, §3 testStats, §4.1):
 * every case (the finished ones evaluated, the current one in progress or
 * evaluating its result, the rest queued), each category's status, the
 * current case, completion count and progress (num is the current case's
 * number, played the finished cases), the clocks and ETA, and the latest
 * question played, what the DUT heard and the cloud's response; the latest
 * answer's latency (latencyValue) and the reference mic's status
 * (refMicStatus) of a plan that records. A step with a stored outcome is
 * finished even when it is named current.
 */
export function functionalStats(input: FunctionalStatsInput): LiveTestStats {
  const { plan } = input;
  const outcomes = functionalOutcomesByKey(input.outcomes);
  const currentStep = input.current
    ? plan.steps.find((step) => step.key === input.current?.key && !outcomes.has(step.key))
    : undefined;
  const current = currentStep ? input.current : undefined;
  const cases: FunctionalTestCase[] = plan.steps.map((step) => {
    const outcome = outcomes.get(step.key);
    if (outcome) return evaluateFunctionalCase(step, outcome);
    const status: TestStatus =
      step === currentStep ? (current?.evaluating ? 'EVALUATING_RESULT' : 'IN_PROGRESS') : 'QUEUED';
    return { testCaseName: step.name, testCaseCategory: step.category, status, testCaseData: [] };
  });
  const byCategory = new Map<string, string[]>();
  for (const testCase of cases) {
    byCategory.set(testCase.testCaseCategory, [
      ...(byCategory.get(testCase.testCaseCategory) ?? []),
      testCase.status,
    ]);
  }
  const progress = functionalRunProgress(cases.map((testCase) => testCase.status));
  const finished = plan.steps.filter((step) => outcomes.has(step.key)).length;
  const total = plan.steps.length;
  const now = new Date(input.now);
  const eta = liveEta({ startTime: input.startTime, now, completed: finished, total });
  const start = new Date(input.startTime);
  const shown =
    currentStep ?? [...plan.steps].reverse().find((step) => outcomes.has(step.key)) ?? plan.steps[0];
  // The executor's own figures hold while a case plays or waits for its verdict.
  const latencyValue = latencyOf(plan, outcomes, input.current);
  const refMicStatus = refMicStatusOf(plan, outcomes, input.current);
  return {
    labJobId: input.labJobId,
    ...(shown ? { scenarioType: shown.scenarioType } : {}),
    num: currentStep ? plan.steps.indexOf(currentStep) + 1 : finished,
    played: finished,
    count: total,
    percentage: Math.round(progress.progressPercent * 100) / 100,
    startTime: start.toISOString(),
    elapsedTime: liveElapsedSeconds(start, now),
    ...(eta
      ? {
          timeRemaining: eta.remainingSeconds,
          eta: eta.eta.toISOString(),
          avgTestTime: Math.round((eta.elapsedSeconds / finished) * 100) / 100,
        }
      : {}),
    functionalTestCases: cases,
    testCaseCategoryStatusMap: Object.fromEntries(
      [...byCategory].map(([category, statuses]) => [category, functionalCategoryStatusOf(statuses)]),
    ),
    ...(currentStep ? { currentFunctionalTest: currentStep.name } : {}),
    ...utteranceSummary(plan, outcomes, current, currentStep),
    ...(latencyValue === undefined ? {} : { latencyValue }),
    ...(refMicStatus ? { refMicStatus } : {}),
    ...(input.isProxyEnabled === undefined ? {} : { isProxyEnabled: input.isProxyEnabled }),
  };
}
