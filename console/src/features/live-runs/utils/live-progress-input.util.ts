import {
  type FunctionalTestCase,
  type JobState,
  type JobStateGroup,
  type LiveProgressHeaderVariant,
  type LiveProgressInput,
  type LiveTestStats,
  functionalRunProgress,
  isFarScenarioType,
  jobStateGroup,
} from '@oak/shared';

/** The job state that stands for a state group the functional cases give (doc 1 §4.1). */
const FUNCTIONAL_GROUP_STATES = {
  queued: 'requested',
  inProgress: 'inprogress',
  completed: 'completed',
} as const satisfies Record<JobStateGroup, JobState>;

export interface LiveProgressSource {
  readonly variant: LiveProgressHeaderVariant;
  readonly state: JobState;
  readonly scenarioType?: string;
  readonly stats: LiveTestStats;
  /** The feed's test status string, for auto-sync. */
  readonly testStatus?: string;
  /** A functional run's cases, read from the feed. */
  readonly functionalCases: readonly FunctionalTestCase[];
}

/**
 * What the progress header of a run reads (doc 1 §2.3). The functional
 * variant takes its state and progress from its cases (doc 1 §4.1) while the
 * job runs, and the job's own state once it has ended or before any case is
 * known; the others take the job's state and the feed's percentage.
 */
export function liveProgressInput(source: LiveProgressSource): LiveProgressInput {
  const { state, testStatus, functionalCases: cases } = source;
  if (source.variant !== 'functional') {
    return {
      state,
      testStatus,
      progressPercent: source.stats.percentage,
      far: source.scenarioType ? isFarScenarioType(source.scenarioType) : false,
    };
  }
  if (cases.length === 0 || jobStateGroup(state) === 'completed') return { state, testStatus };
  const progress = functionalRunProgress(cases.map((testCase) => testCase.status));
  return {
    state: FUNCTIONAL_GROUP_STATES[progress.group],
    testStatus,
    progressPercent: progress.progressPercent,
  };
}
