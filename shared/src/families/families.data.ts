import { type ScenarioType } from '../suites/scenario-types.constant';
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
      'MUSIC_MSK',
      'MUSIC_IHRT_CUSTOM',
      'MUSIC_IHRT_LIVE',
      'MUSIC_TUNEIN',
      'MUSIC_TUNEIN_RADIO',
      'MUSIC_TUNEIN_PODCAST',
      'MUSIC_AMAZON_MUSIC',
      'AUDIBLE',
      'KINDLE',
      'CT_WAKE_AND_RESPONSE',
      'WWDD',
      'AC_TRAINED_MOBILE',
      'AC_VOICE_ENROLLMENT_ROBUSTNESS',
      'QUAL_SILENCE',
      'QUAL_DEVICE_PLAYBACK',
      'QUAL_NOISE_PINK',
      'QUAL_NOISE_PUB',
      'QUAL_NOISE_ROCK',
      'QUAL_NOISE_CAFE',
      'QUAL_NOISE_NEWS',
      'QUAL_WWDD',
    ],
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
  },
  // The BDD-style suites (doc 2 §3): STANDARD and CUSTOM are the wizard's scenario types of ACM.
  acm: { suites: ['AQTUDTV2'], scenarioTypes: ['STANDARD', 'CUSTOM'] },
  wwa: { suites: ['AQTUDTV2WWA'], scenarioTypes: ['WWA'] },
  far: { scenarioTypes: ['AC_FAR', 'AC_FAR_PLUS', 'AC_FAR_CUSTOM', 'FAR'] },
  stability: { scenarioTypes: ['STABILITY_STRESS'] },
  upl: { scenarioTypes: ['UPL_STANDARD', 'UPL_QUICK'] },
  security: { scenarioTypes: ['PORT_SCANNER', 'PACKET_CAPTURE_ANALYSIS', 'MAN_IN_THE_MIDDLE_ATTACK'] },
  'auto-local-search': { scenarioTypes: ['SMOKE', 'FULL'] },
  automotive: { scenarioTypes: ['AUTOMOTIVE_FRR_RAR'] },
  'user-defined': {
    suites: ['AQTCustomScenario'],
    suiteCategories: [UDT_CATEGORY],
    scenarioTypes: ['CUSTOM_SCENARIO'],
  },
  'sound-level': { scenarioTypes: ['ACAV_SEND_SOUND_LEVEL', 'ACAV_RECEIVE_SOUND_LEVEL'] },
  'wake-word-validation': { scenarioTypes: ['WAKEWORD_DEVICE_VALIDATION_TEST'] },
} as const satisfies Record<RunFamilyId, RunFamilyRow>;

/**
 * The families this OAK's runner plays (one plug-in each; the cloud's registry
 * spec checks its families against this list). Runs of the others are refused
 * at submit, never queued to fail.
 */
export const PLAYED_RUN_FAMILIES = [
  'acoustic',
  'functional',
  'acm',
] as const satisfies readonly RunFamilyId[];

export type PlayedRunFamilyId = (typeof PLAYED_RUN_FAMILIES)[number];
