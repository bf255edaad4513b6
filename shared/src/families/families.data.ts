import {
  MUSIC_SCENARIO_TYPES,
  QUAL_SCENARIO_TYPES,
  SECURITY_SCENARIO_TYPES,
  type ScenarioType,
} from '../suites/scenario-types.constant';
import { UDT_CATEGORY } from '../suites/scenario-suites.constant';
import { type TestSuiteId } from '../suites/test-suites.constant';

/**
 * The test families (doc 1 §1's list, ARCHITECTURE.md "Test families as
 * plug-ins"): each is one plug-in of the runner, one folder of rules under
 * runs/, one live view in the console.
 */
export const RUN_FAMILY_IDS = [
  'acoustic',
  'functional',
  'acm',
  'far',
  'stability',
  'upl',
  'security',
  'auto-local-search',
  'automotive',
  'user-defined',
  'wwa',
  'sound-level',
  'wake-word-validation',
] as const;

export type RunFamilyId = (typeof RUN_FAMILY_IDS)[number];

/** What makes a run one family's: its suite (id or category), else its scenario types. */
export interface RunFamilyRow {
  /** Suites whose runs are this family's whatever they play (the BDD-style suites). */
  readonly suites?: readonly TestSuiteId[];
  /** Suite categories whose runs are this family's (each user-defined test is a suite of category UDT). */
  readonly suiteCategories?: readonly string[];
  /** The catalogue's scenario types this family plays; each belongs to exactly one family. */
  readonly scenarioTypes: readonly ScenarioType[];
  /**
   * Whether this OAK's runner plays the family (one plug-in each; the cloud
   * does not start when its plug-ins differ). Runs of the others are refused
   * at submit, never queued to fail.
   */
  readonly played: boolean;
}

/**
 * The one place a family is decided: every scenario type of the catalogue (and
 * the ACM, WWA and user-defined suites) names exactly one family. The wizard,
 * the submission (which stores the family on the job), the runner, the live
 * view and the reports read it; nothing else tells families apart.
 */
export const RUN_FAMILY_TABLE = {
  acoustic: {
    scenarioTypes: [
      'AC_FAR_FIELD',
      'AC_NEAR_FIELD',
      'AC_WWDD_QUICK_TEST',
      'AC_WWDD_FULL_TEST',
      ...MUSIC_SCENARIO_TYPES,
      'CT_WAKE_AND_RESPONSE',
      'WWDD',
      'AC_TRAINED_MOBILE',
      'AC_VOICE_ENROLLMENT_ROBUSTNESS',
      ...QUAL_SCENARIO_TYPES,
    ],
    played: true,
  },
  functional: {
    scenarioTypes: [
      'FUNC_ALL',
      'FUNC_CUSTOM',
      'AUTO_FUNC_ALL',
      'AUTO_FUNC_CUSTOM',
      'FUNC_NAV_ALL',
      'FUNC_NAV_CUSTOM',
      'MOBILE_FUNCTIONAL',
    ],
    played: true,
  },
  // The BDD-style suites (doc 2 §3): STANDARD and CUSTOM are the wizard's scenario types of ACM.
  acm: { suites: ['AQTUDTV2'], scenarioTypes: ['STANDARD', 'CUSTOM'], played: true },
  wwa: { suites: ['AQTUDTV2WWA'], scenarioTypes: ['WWA'], played: false },
  far: { scenarioTypes: ['AC_FAR', 'AC_FAR_PLUS', 'AC_FAR_CUSTOM', 'FAR'], played: true },
  stability: { scenarioTypes: ['STABILITY_STRESS'], played: true },
  upl: { scenarioTypes: ['UPL_STANDARD', 'UPL_QUICK'], played: true },
  security: { scenarioTypes: SECURITY_SCENARIO_TYPES, played: false },
  'auto-local-search': { scenarioTypes: ['SMOKE', 'FULL'], played: false },
  automotive: { scenarioTypes: ['AUTOMOTIVE_FRR_RAR'], played: false },
  'user-defined': {
    suites: ['AQTCustomScenario'],
    suiteCategories: [UDT_CATEGORY],
    scenarioTypes: ['CUSTOM_SCENARIO'],
    played: false,
  },
  'sound-level': { scenarioTypes: ['ACAV_SEND_SOUND_LEVEL', 'ACAV_RECEIVE_SOUND_LEVEL'], played: false },
  'wake-word-validation': { scenarioTypes: ['WAKEWORD_DEVICE_VALIDATION_TEST'], played: false },
} as const satisfies Record<RunFamilyId, RunFamilyRow>;

type FamilyTable = typeof RUN_FAMILY_TABLE;

/** The families this OAK's runner plays, by their rows. */
export type PlayedRunFamilyId = {
  [Id in RunFamilyId]: FamilyTable[Id]['played'] extends true ? Id : never;
}[RunFamilyId];

/** The families this OAK's runner plays, in the table's order. */
export const PLAYED_RUN_FAMILIES = RUN_FAMILY_IDS.filter(
  (id): id is PlayedRunFamilyId => RUN_FAMILY_TABLE[id].played,
);
