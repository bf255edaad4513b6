import { type Result } from '../common/result';
import { type JobUtteranceResult } from '../jobs/job-api.schema';
import { JOB_DUT_TAG } from '../jobs/lab-job.schema';
import { RUN_COMPARISON_MESSAGES } from './history.messages';
import {
  type Proportion,
  type ProportionDifference,
  twoProportionTest,
  wilsonInterval,
} from './proportions.rule';

/** A finished run to compare: its scenario type and the DUT's utterance results. */
export interface ComparableRun {
  readonly jobId: string;
  readonly testName: string;
  readonly scenarioType: string;
  readonly results: readonly JobUtteranceResult[];
}

/** A rate of a run in percent, with its 95% interval. */
export interface ComparedRate {
  readonly percent: number;
  readonly low: number;
  readonly high: number;
}

/** One run's rates in a comparison. */
export interface ComparedRun {
  readonly jobId: string;
  readonly testName: string;
  readonly played: number;
  readonly heard: number;
  readonly responded: number;
  readonly frr: ComparedRate;
  readonly rar: ComparedRate;
}

/** A rate's change from the first run to another, in percentage points, and whether it is significant. */
export interface ComparedDelta {
  readonly points: number;
  readonly pValue: number;
  readonly significant: boolean;
}

/** What a DUT made of one utterance. */
export type UtteranceOutcome = 'answered' | 'wrong answer' | 'not heard';

/** An utterance whose outcome differs between the runs that played it. */
export interface ChangedUtterance {
  readonly key: string;
  readonly questionPlayed: string;
  readonly speechLocation: string;
  readonly noise: string | null;
  /** Per run, in the comparison's order; null where the run did not play it. */
  readonly outcomes: readonly (UtteranceOutcome | null)[];
}

/** Two or more runs of one scenario type side by side (issue 32). */
export interface RunComparison {
  readonly scenarioType: string;
  readonly methods: { readonly interval: string; readonly test: string };
  readonly runs: readonly ComparedRun[];
  /** Each run after the first against the first. */
  readonly deltas: readonly {
    readonly jobId: string;
    readonly frr: ComparedDelta;
    readonly rar: ComparedDelta;
  }[];
  readonly changedUtterances: readonly ChangedUtterance[];
}

const percent = (fraction: number) => Math.round(fraction * 10_000) / 100;

function rate(p: Proportion): ComparedRate {
  const interval = wilsonInterval(p)!;
  return {
    percent: percent(p.successes / p.trials),
    low: percent(interval.low),
    high: percent(interval.high),
  };
}

function delta(test: ProportionDifference): ComparedDelta {
  return {
    points: percent(test.difference),
    pValue: Math.round(test.pValue * 10_000) / 10_000,
    significant: test.significant,
  };
}

function outcomeOf(result: JobUtteranceResult): UtteranceOutcome {
  return !result.heard ? 'not heard' : result.responded ? 'answered' : 'wrong answer';
}

/** An utterance's identity across runs: what was played, where, under which noise, and which time in the run. */
function utteranceKeys(results: readonly JobUtteranceResult[]): Map<string, JobUtteranceResult> {
  const seen = new Map<string, number>();
  const keyed = new Map<string, JobUtteranceResult>();
  for (const result of results) {
    const base = `${result.fileName}|${result.speechLocation}|${result.noise ?? ''}`;
    const occurrence = (seen.get(base) ?? 0) + 1;
    seen.set(base, occurrence);
    keyed.set(`${base}|${occurrence}`, result);
  }
  return keyed;
}

/**
 * Runs of one scenario type compared (pure): each run's FRR and RAR of its
 * DUT with their Wilson intervals, each later run's change against the first
 * with the two-proportion test's significance given the utterance counts,
 * and the utterances whose outcome changed. Refused, saying why, for fewer
 * than two runs, runs of different scenario types, or a run without
 * utterance results.
 * @kept for the Results screen's comparison and its route (issue 32), built on it next
 */
export function compareRuns(runs: readonly ComparableRun[]): Result<RunComparison> {
  if (runs.length < 2) return { ok: false, error: RUN_COMPARISON_MESSAGES.tooFew };
  const types = [...new Set(runs.map((run) => run.scenarioType))];
  if (types.length > 1) return { ok: false, error: RUN_COMPARISON_MESSAGES.differentTypes(types) };
  const duts = runs.map((run) => run.results.filter((result) => result.dut === JOB_DUT_TAG));
  const empty = runs.find((_, index) => !duts[index]!.length);
  if (empty) return { ok: false, error: RUN_COMPARISON_MESSAGES.noUtterances(empty.testName) };
  const counts = duts.map((results) => ({
    played: results.length,
    heard: results.filter((result) => result.heard).length,
    responded: results.filter((result) => result.responded).length,
  }));
  const frrOf = (c: (typeof counts)[number]): Proportion => ({
    successes: c.played - c.heard,
    trials: c.played,
  });
  const rarOf = (c: (typeof counts)[number]): Proportion => ({ successes: c.responded, trials: c.played });
  const keyed = duts.map(utteranceKeys);
  const keys = [...new Set(keyed.flatMap((byKey) => [...byKey.keys()]))];
  const changedUtterances = keys.flatMap((key): ChangedUtterance[] => {
    const outcomes = keyed.map((byKey) => {
      const result = byKey.get(key);
      return result ? outcomeOf(result) : null;
    });
    const played = outcomes.filter((outcome) => outcome !== null);
    if (new Set(played).size <= 1) return [];
    const sample = keyed.map((byKey) => byKey.get(key)).find(Boolean)!;
    return [
      {
        key,
        questionPlayed: sample.questionPlayed,
        speechLocation: sample.speechLocation,
        noise: sample.noise,
        outcomes,
      },
    ];
  });
  const [first, ...later] = counts;
  return {
    ok: true,
    value: {
      scenarioType: types[0]!,
      methods: { interval: RUN_COMPARISON_MESSAGES.intervalMethod, test: RUN_COMPARISON_MESSAGES.testMethod },
      runs: runs.map((run, index) => ({
        jobId: run.jobId,
        testName: run.testName,
        ...counts[index]!,
        frr: rate(frrOf(counts[index]!)),
        rar: rate(rarOf(counts[index]!)),
      })),
      deltas: later.map((c, index) => ({
        jobId: runs[index + 1]!.jobId,
        frr: delta(twoProportionTest(frrOf(first!), frrOf(c))!),
        rar: delta(twoProportionTest(rarOf(first!), rarOf(c))!),
      })),
      changedUtterances,
    },
  };
}
