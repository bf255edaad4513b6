import { SCENARIO_TYPES_BY_SUITE } from '../suites/scenario-types.constant';
import {
  RUN_FAMILY_IDS,
  RUN_FAMILY_TABLE,
  type RunFamilyId,
  PLAYED_RUN_FAMILIES,
  type PlayedRunFamilyId,
} from './families.data';

/** What of a run decides its family: its suite, and the scenario types it plays. */
export interface RunFamilySource {
  /** The suite's id (a job's options.testSuite). */
  readonly suiteId?: string;
  /** The suite's category (a job's testOptions.testSuite). */
  readonly suiteCategory?: string;
  readonly scenarioTypes: readonly string[];
}

/** A run's family, or why it has none: no scenario type the table knows, or types of two families. */
export type RunFamilyDecision =
  | { readonly ok: true; readonly family: RunFamilyId }
  | { readonly ok: false; readonly unknown: string }
  | { readonly ok: false; readonly mixed: readonly [string, string] };

const rows = RUN_FAMILY_IDS.map((id) => [id, RUN_FAMILY_TABLE[id]] as const);

/** The family of a scenario type, by the table. */
export function scenarioTypeFamily(scenarioType: string): RunFamilyId | undefined {
  return rows.find(([, row]) => (row.scenarioTypes as readonly string[]).includes(scenarioType))?.[0];
}

/** The family a suite decides whatever its runs play (ACM, WWA, user-defined tests), if any. */
export function suiteFamily(
  suite: Pick<RunFamilySource, 'suiteId' | 'suiteCategory'>,
): RunFamilyId | undefined {
  return rows.find(
    ([, row]) =>
      ('suites' in row &&
        suite.suiteId !== undefined &&
        (row.suites as readonly string[]).includes(suite.suiteId)) ||
      ('suiteCategories' in row &&
        suite.suiteCategory !== undefined &&
        (row.suiteCategories as readonly string[]).includes(suite.suiteCategory)),
  )?.[0];
}

/**
 * A run's family: its suite's, when the suite decides one; else the one
 * family of all its scenario types. Types of two families cannot run as one
 * (submit them as two runs).
 */
export function runFamilyOf(run: RunFamilySource): RunFamilyDecision {
  const bySuite = suiteFamily(run);
  if (bySuite) return { ok: true, family: bySuite };
  let found: { family: RunFamilyId; type: string } | undefined;
  for (const type of run.scenarioTypes) {
    const family = scenarioTypeFamily(type);
    if (!family) return { ok: false, unknown: type };
    if (found && found.family !== family) return { ok: false, mixed: [found.type, type] };
    found ??= { family, type };
  }
  return found ? { ok: true, family: found.family } : { ok: false, unknown: run.scenarioTypes[0] ?? '' };
}

/** A job's options as far as its family goes (doc 1 §3 lab job). */
export interface JobFamilySource {
  readonly testSuite: string;
  readonly executionOrder?: readonly string[];
  readonly testOptions: { readonly testSuite?: string; readonly scenarioType: string };
}

/** The scenario types a job plays, in order: its execution order, else its one scenario type. */
export function runScenarioTypesOf(
  options: Pick<JobFamilySource, 'executionOrder' | 'testOptions'>,
): string[] {
  return options.executionOrder?.length ? [...options.executionOrder] : [options.testOptions.scenarioType];
}

/** The family of a job, from its options (the submission stores it on the job). */
export function jobFamilyOf(options: JobFamilySource): RunFamilyDecision {
  return runFamilyOf({
    suiteId: options.testSuite,
    suiteCategory: options.testOptions.testSuite,
    scenarioTypes: runScenarioTypesOf(options),
  });
}

/** Whether this OAK's runner plays the family. */
export function isPlayedRunFamily(family: string | undefined): family is PlayedRunFamilyId {
  return (PLAYED_RUN_FAMILIES as readonly string[]).includes(family ?? '');
}

/**
 * Whether a suite (by its category) offers scenario types of the family, e.g.
 * the suites whose runs play the acoustic family get its run option fields and
 * locales in the wizard.
 */
export function suiteOffersFamily(suiteCategory: string, family: RunFamilyId): boolean {
  const types: readonly string[] =
    (SCENARIO_TYPES_BY_SUITE as Readonly<Record<string, readonly string[]>>)[suiteCategory] ?? [];
  return types.some((type) => scenarioTypeFamily(type) === family);
}
