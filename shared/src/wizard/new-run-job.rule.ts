import {
  type RunFamilyDecision,
  isPlayedRunFamily,
  runFamilyOf,
  scenarioTypeFamily,
  suiteFamily,
} from '../families/families.rule';
import { acmLibraryScenarioIds, unplayableAcmScenarios } from '../runs/acm-script.rule';
import { acmDeviceTag } from '../runs/acm-vocabulary.rule';
import { type ScenarioSuite, type TestSuiteCategory } from '../suites/scenario-suites.constant';
import { QUAL_SCENARIO_TYPES, SCENARIO_TYPES_BY_SUITE } from '../suites/scenario-types.constant';
import { ACM_SCENARIO_LIBRARY } from '../runs/acm-scenarios.constant';
import { type NewRunPayload } from './test-draft.schema';
import {
  WIZARD_CHOICE_FIELDS,
  defaultWizardChoice,
  wizardChoiceFields,
  wizardChoiceStored,
} from './acoustic-choices.rule';
import {
  RUN_DELAY_BETWEEN_UTTERANCES_FIELD,
  WIZARD_RUN_OPTION_FIELDS,
} from '../run-fields/run-field-limits.constant';
import { runDelayBetweenUtterances } from '../run-fields/field-input.rule';
import { normalizeWizardScenarioType } from './wizard.constant';
import {
  JOB_DUT_TAG,
  type JobDeviceMappingEntry,
  type JobMapping,
  type JobOptions,
  optionalDutTag,
} from '../jobs/lab-job.schema';
import { NEW_JOB_MESSAGES } from '../jobs/job.messages';
import { localePlays } from '../locales/playing-locales.constant';

/*
 * How the wizard's draft becomes a lab job (draft → job → plan): it writes the
 * jobs' schema and asks the runs' rules what this OAK can play, so it sits with
 * the draft, above both, and neither jobs nor runs reads the wizard.
 */

/**
 * What a standard run of a suite plays (chosen: the spec names 'run standard
 * tests' without listing them): the near- and far-field acoustic runs, close
 * talk's wake and response, the functional catalogue, and every qualification type.
 */
const SUITE_STANDARD_SCENARIO_TYPES: Readonly<Partial<Record<TestSuiteCategory, readonly string[]>>> = {
  ACOUSTIC: ['AC_NEAR_FIELD', 'AC_FAR_FIELD'],
  CLOSE_TALK: ['CT_WAKE_AND_RESPONSE'],
  // The functional suite's standard run plays the whole device catalogue (doc 3 §3).
  FUNCTIONAL: ['FUNC_ALL'],
  QUAL: QUAL_SCENARIO_TYPES,
};

/**
 * The categories a custom run of a certification suite offers: its scenario
 * types (chosen). Each category row's scenarios name the positions it plays
 * from; a position the type is not played from is refused at submit, by name.
 */
export function suiteRunCategories(suite: TestSuiteCategory): readonly string[] | undefined {
  if (suite === 'MULTIMODAL' || !(suite in SCENARIO_TYPES_BY_SUITE)) return undefined;
  return SCENARIO_TYPES_BY_SUITE[suite as ScenarioSuite];
}

/** The scenario types a run plays, in order: the custom rows' categories, or the suite's standard list. */
export function runScenarioTypes(
  run: Pick<NewRunPayload, 'scenarioType' | 'customizedScenarios' | 'testSuite'>,
): string[] {
  const type = normalizeWizardScenarioType(run.scenarioType);
  if (type === 'CUSTOM') return [...new Set(run.customizedScenarios.map((row) => row.category))];
  if (type === 'STANDARD') {
    if (isAcmRun(run)) return ACM_SCENARIO_LIBRARY.map((category) => category.id);
    return [...(SUITE_STANDARD_SCENARIO_TYPES[run.testSuite.category] ?? [])];
  }
  return [];
}

/** What of a wizard payload names its suite, as the family table reads it. */
function suiteSourceOf(run: Pick<NewRunPayload, 'testSuite'>) {
  return { suiteId: run.testSuite.id, suiteCategory: run.testSuite.category };
}

/** Whether a run is of the ACM suite (by the family table): its scenarios are the ACM library's, its devices its accounts'. */
function isAcmRun(run: Pick<NewRunPayload, 'testSuite'>): boolean {
  return suiteFamily(suiteSourceOf(run)) === 'acm';
}

/** A wizard payload's family, by the family table (the job stores it). */
function newRunFamily(
  run: Pick<NewRunPayload, 'scenarioType' | 'customizedScenarios' | 'testSuite'>,
): RunFamilyDecision {
  return runFamilyOf({ ...suiteSourceOf(run), scenarioTypes: runScenarioTypes(run) });
}

/** The ACM scenarios a run plays, in order: the custom rows' scenarios, or the whole library. */
export function acmRunScenarioIds(
  run: Pick<NewRunPayload, 'scenarioType' | 'customizedScenarios'>,
): string[] {
  if (normalizeWizardScenarioType(run.scenarioType) === 'STANDARD') return acmLibraryScenarioIds();
  return [...new Set(run.customizedScenarios.flatMap((row) => row.scenarios.map(String)))];
}

/**
 * What of a run this OAK cannot play, with its message: a locale it does not
 * speak yet (PLAYING_LOCALES), a family the runner does not play (by the
 * family table), types of two families, or for ACM scenario ids the library
 * cannot play.
 */
export function unrunnableRunParts(run: NewRunPayload): string | undefined {
  if (!localePlays(run.locale)) return NEW_JOB_MESSAGES.localeNotPlayed(run.locale);
  const decided = newRunFamily(run);
  switch (decided.ok && decided.family) {
    case 'wwa':
      return NEW_JOB_MESSAGES.notRunnableWwa;
    case 'user-defined':
      return NEW_JOB_MESSAGES.notRunnableUdt(run.testSuite.displayName);
    case 'acm': {
      const [scenario] = unplayableAcmScenarios(acmRunScenarioIds(run));
      return scenario === undefined ? undefined : NEW_JOB_MESSAGES.notRunnableAcm(scenario);
    }
  }
  const [type] = unrunnableScenarioTypes(runScenarioTypes(run));
  if (type !== undefined) return NEW_JOB_MESSAGES.notRunnable(type);
  if (decided.ok) return undefined;
  return 'mixed' in decided
    ? NEW_JOB_MESSAGES.mixedFamilies(...decided.mixed)
    : NEW_JOB_MESSAGES.notRunnable(decided.unknown);
}

/** Scenario types of a run this OAK cannot play yet, as their family is not played (checked before the job is queued). */
export function unrunnableScenarioTypes(scenarioTypes: readonly string[]): string[] {
  return scenarioTypes.filter((type) => !isPlayedRunFamily(scenarioTypeFamily(type)));
}

/** Whether a run, or the job it became (its testType), is a custom one: its scenario type CUSTOM in either spelling. */
function isCustomRun(scenarioType: unknown): boolean {
  return normalizeWizardScenarioType(scenarioType) === 'CUSTOM';
}

/**
 * The custom options a job's runner reads: testOptions.customOptions, with the
 * run option fields of the wizard (given as text or numbers) as numbers. A
 * custom run records the delay between utterances it plays, its own or the
 * default when it gives none in range; a non-custom run records none, as it
 * plays none (runDelayBetweenUtterances, doc 3 §5).
 */
export function runCustomOptions(
  testOptions: Readonly<Record<string, unknown>>,
  scenarioType: unknown,
): Record<string, unknown> | undefined {
  const given = testOptions.customOptions;
  const custom =
    given && typeof given === 'object' && !Array.isArray(given)
      ? { ...(given as Record<string, unknown>) }
      : {};
  for (const field of WIZARD_RUN_OPTION_FIELDS) {
    const value = testOptions[field];
    if (value !== undefined && value !== '') custom[field] = Number(value);
  }
  // The choices of step 1 (noises, levels, trainers, lock type), as the wizard stored them.
  for (const field of WIZARD_CHOICE_FIELDS) {
    if (testOptions[field] !== undefined) custom[field] = testOptions[field];
  }
  if (isCustomRun(scenarioType)) {
    custom[RUN_DELAY_BETWEEN_UTTERANCES_FIELD] = runDelayBetweenUtterances(
      true,
      custom[RUN_DELAY_BETWEEN_UTTERANCES_FIELD],
    );
  } else {
    delete custom[RUN_DELAY_BETWEEN_UTTERANCES_FIELD];
  }
  return Object.keys(custom).length ? custom : undefined;
}

/**
 * The delay between utterances a job plays, in seconds: the one newRunJob
 * recorded, read through the same rule, so a job stored without one plays the
 * default of its scenario type too (1 s custom, 0 otherwise; doc 3 §5).
 */
export function jobDelayBetweenUtterances(options: Pick<JobOptions, 'testType' | 'testOptions'>): number {
  return runDelayBetweenUtterances(
    isCustomRun(options.testType),
    options.testOptions.customOptions?.[RUN_DELAY_BETWEEN_UTTERANCES_FIELD],
  );
}

export interface NewRunJob {
  readonly options: JobOptions;
  readonly mapping: JobMapping;
  readonly scenarioName: string;
  readonly sendCompletionEmail: boolean;
}

/**
 * The lab job a wizard submission becomes (doc 2 §3 'the submitted test
 * payload merges ...'; doc 1 §3 lab job): options name the suite, the run,
 * the marketplace and the scenario types in order; the mapping holds the
 * first DUT role as the DUT tag, other DUT roles by name, and each actor
 * role's Pi. Call it on a payload the new-run checks passed.
 */
export function newRunJob(run: NewRunPayload, acm?: AcmRunContext): NewRunJob {
  if (isAcmRun(run)) return newAcmRunJob(run, acm ?? { pis: [] });
  const devices = run.testMapping.deviceMapping;
  const duts = run.testMapping.mapping.filter((entry) => entry.configType === 'dut');
  const entries = (
    duts.length ? duts : devices.map((device, index) => ({ ...device, name: `DUT${index}` }))
  ).map((entry): [string, JobDeviceMappingEntry] => {
    const device = devices.find((candidate) => candidate.dsn === entry.dsn);
    const dsnMeta = 'dsnMeta' in entry ? entry.dsnMeta : undefined;
    return [
      entry.name,
      {
        customerId: entry.customerId ?? device?.customerId ?? '',
        dsn: entry.dsn ?? '',
        ...(dsnMeta?.name ? { deviceName: dsnMeta.name } : {}),
        ...((device?.buildInfo ?? dsnMeta?.metadata?.buildInfo)
          ? { buildInfo: device?.buildInfo ?? dsnMeta?.metadata?.buildInfo }
          : {}),
        ...((device?.deviceType ?? dsnMeta?.metadata?.typeId)
          ? { deviceType: device?.deviceType ?? dsnMeta?.metadata?.typeId }
          : {}),
      },
    ];
  });
  const [dut, ...others] = entries;
  const optionalDuts = (run.optionalDuts ?? []).map((optional, index): [string, JobDeviceMappingEntry] => [
    optionalDutTag(index + 1),
    {
      customerId: optional.customerId,
      dsn: optional.dsn,
      ...(optional.name ? { deviceName: optional.name } : {}),
      buildInfo: optional.firmware.trim(),
      ...(optional.deviceType ? { deviceType: optional.deviceType } : {}),
    },
  ]);
  const actors = run.testMapping.actorMapping.length
    ? run.testMapping.actorMapping
    : run.testMapping.mapping.filter((entry) => entry.configType === 'actor');
  const customOptions = runCustomOptions(withShownLockType(run), run.scenarioType);
  return runJobWith(run, {
    executionOrder: runScenarioTypes(run),
    runOptions: {
      // The category the payload names, else its suite's, the one step 1 chose (issue 29: Test Details).
      testCategory:
        typeof run.testOptions.testCategory === 'string'
          ? run.testOptions.testCategory
          : run.testSuite.category,
      ...(customOptions ? { customOptions } : {}),
    },
    dut: dut?.[1],
    otherDevices: [...others, ...optionalDuts],
    actors: actors
      .filter((actor) => actor.thingId)
      .map((actor) => [
        actor.name,
        { thingId: actor.thingId!, ...(actor.piName ? { piName: actor.piName } : {}) },
      ]),
  });
}

/**
 * The run's test options with the lock type the wizard shows when none was
 * picked (its default) for a run that trains a phone, so the job names the
 * lock the run plays with (issue 29: Test Details' Lock Type).
 */
function withShownLockType(run: NewRunPayload): Readonly<Record<string, unknown>> {
  if (run.testOptions.lockType !== undefined) return run.testOptions;
  if (!wizardChoiceFields(runScenarioTypes(run)).includes('lockType')) return run.testOptions;
  return { ...run.testOptions, lockType: wizardChoiceStored('lockType', defaultWizardChoice('lockType')) };
}

/**
 * What an acoustic and an ACM run each make of their payload, the rest of
 * their job being read alike (runJobWith): the order the runner plays, the
 * options an acoustic run adds, and the devices and Pis by mapping tag.
 */
interface RunJobParts {
  /** What the runner plays, in order: the scenario types, or for ACM the scenario ids. */
  readonly executionOrder: string[];
  /** The test options between the scenario type and the suite's config: an acoustic run's category and custom options. */
  readonly runOptions?: Pick<JobOptions['testOptions'], 'testCategory' | 'customOptions'>;
  /** The device under test: without one the job holds an empty entry under the DUT tag. */
  readonly dut: JobDeviceMappingEntry | undefined;
  /** Every other device by its tag, in order: the other DUT roles, ACM devices, optional DUTs. */
  readonly otherDevices: readonly (readonly [string, JobDeviceMappingEntry])[];
  /** The Pi that plays each actor role or ACM device tag. */
  readonly actors: readonly (readonly [string, { readonly thingId: string; readonly piName?: string }])[];
}

/**
 * The lab job of a run, from what its kind made of it: the options name the
 * suite, the run, the marketplace and what it plays, with the first scenario
 * type, the suite's config and each category row's placements; the mapping
 * holds the DUT under the DUT tag, then the other devices and the actors.
 */
function runJobWith(run: NewRunPayload, parts: RunJobParts): NewRunJob {
  const [first = String(run.scenarioType)] = runScenarioTypes(run);
  return {
    options: {
      testSuite: run.testSuite.id,
      testName: run.name,
      testType: String(run.scenarioType),
      marketPlace: run.locale,
      executionOrder: parts.executionOrder,
      testOptions: {
        testSuite: run.testSuite.category,
        scenarioType: first,
        ...parts.runOptions,
        config: { name: run.testSuite.displayName },
        placements: Object.fromEntries(run.customizedScenarios.map((row) => [row.category, row.scenarios])),
      },
    },
    mapping: {
      deviceMapping: {
        [JOB_DUT_TAG]: parts.dut ?? { customerId: '', dsn: '' },
        ...Object.fromEntries(parts.otherDevices),
      },
      actorMapping: Object.fromEntries(parts.actors),
    },
    scenarioName: first,
    sendCompletionEmail: run.enableEmailNotification,
  };
}

/** What an ACM job needs beyond the payload: the lab's Pis by name, and each device as the device cloud lists it. */
export interface AcmRunContext {
  readonly pis: readonly { readonly id: string; readonly name: string }[];
}

/**
 * The lab job of an ACM submission: the scenario ids in play order, and per
 * account device a mapping tag (the first device is the DUT, then A1D2, A2D1
 * ...) with its customer id, DSN, name, type and firmware, and the Pi beside
 * it as that tag's actor. Call it on a payload the new-run checks passed.
 */
function newAcmRunJob(run: NewRunPayload, context: AcmRunContext): NewRunJob {
  const devices: [string, JobDeviceMappingEntry][] = [];
  const actors: [string, { thingId: string; piName: string }][] = [];
  run.accountConfig.forEach((account, accountIndex) => {
    account.devicePiConfig.forEach((config, deviceIndex) => {
      const tag = acmDeviceTag({ account: accountIndex, device: deviceIndex }, JOB_DUT_TAG);
      const dsn = config.dsnInfo?.dsn ?? '';
      const firmware = config.firmware.trim();
      devices.push([
        tag,
        {
          customerId: account.customerIdInfo?.customerId ?? '',
          dsn,
          ...(config.dsnInfo?.name ? { deviceName: config.dsnInfo.name } : {}),
          ...(firmware ? { buildInfo: firmware } : {}),
        },
      ]);
      const pi = context.pis.find((candidate) => candidate.name === config.pi?.name);
      if (pi) actors.push([tag, { thingId: pi.id, piName: pi.name }]);
    });
  });
  const [dut, ...others] = devices;
  return runJobWith(run, {
    executionOrder: acmRunScenarioIds(run),
    dut: dut?.[1],
    otherDevices: others,
    actors,
  });
}
