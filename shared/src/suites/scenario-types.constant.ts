import { type ScenarioSuite } from './scenario-suites.constant';

/** Acoustic and wake-word scenario types (doc 3 §3). */
const ACOUSTIC_SCENARIO_TYPES = [
  'AC_FAR_FIELD',
  'AC_NEAR_FIELD',
  'AC_WWDD_QUICK_TEST',
  'AC_WWDD_FULL_TEST',
  'AC_FAR',
  'AC_FAR_PLUS',
  'AC_FAR_CUSTOM',
  'WAKEWORD_DEVICE_VALIDATION_TEST',
] as const;

/** Music scenarios (doc 1 §9). */
export const MUSIC_SCENARIO_TYPES = [
  'MUSIC_MSK',
  'MUSIC_IHRT_CUSTOM',
  'MUSIC_IHRT_LIVE',
  'MUSIC_TUNEIN',
  'MUSIC_TUNEIN_RADIO',
  'MUSIC_TUNEIN_PODCAST',
  'MUSIC_AMAZON_MUSIC',
  'AUDIBLE',
  'KINDLE',
] as const;

const FUNCTIONAL_SCENARIO_TYPES = [
  'FUNC_ALL',
  'FUNC_CUSTOM',
  'AUTO_FUNC_ALL',
  'AUTO_FUNC_CUSTOM',
  'FUNC_NAV_ALL',
  'FUNC_NAV_CUSTOM',
] as const;

/** Close talk offers wake-and-response plus wake-word (WWDD) and false-alarm (FAR) runs (doc 1 §9). */
const CLOSE_TALK_SCENARIO_TYPES = ['CT_WAKE_AND_RESPONSE', 'WWDD', 'FAR'] as const;

const MOBILE_SCENARIO_TYPES = [
  'AC_TRAINED_MOBILE',
  'AC_VOICE_ENROLLMENT_ROBUSTNESS',
  'WWDD',
  'FAR',
  'MOBILE_FUNCTIONAL',
] as const;

const AUTO_LOCAL_SEARCH_SCENARIO_TYPES = ['SMOKE', 'FULL'] as const;

export const SECURITY_SCENARIO_TYPES = [
  'PORT_SCANNER',
  'PACKET_CAPTURE_ANALYSIS',
  'MAN_IN_THE_MIDDLE_ATTACK',
] as const;

const STABILITY_SCENARIO_TYPES = ['STABILITY_STRESS'] as const;

const UPL_SCENARIO_TYPES = ['UPL_STANDARD', 'UPL_QUICK'] as const;

const AUTOMOTIVE_SCENARIO_TYPES = ['AUTOMOTIVE_FRR_RAR'] as const;

/** Sound-level scenario types. */
const ACAV_SCENARIO_TYPES = ['ACAV_SEND_SOUND_LEVEL', 'ACAV_RECEIVE_SOUND_LEVEL'] as const;

/** Qualification types (doc 1 §9): silence, device playback, five noises and wake word. */
export const QUAL_SCENARIO_TYPES = [
  'QUAL_SILENCE',
  'QUAL_DEVICE_PLAYBACK',
  'QUAL_NOISE_PINK',
  'QUAL_NOISE_PUB',
  'QUAL_NOISE_ROCK',
  'QUAL_NOISE_CAFE',
  'QUAL_NOISE_NEWS',
  'QUAL_WWDD',
] as const;

/**
 * The scenario types of the BDD-style (ACM and WWA) suite: the wizard's scenario
 * type (doc 2 §3 'scenarioType (standard, custom, wwa)').
 */
export const MULTIMODAL_SCENARIO_TYPES = ['STANDARD', 'CUSTOM', 'WWA'] as const;

/** A user-defined test runs as one custom scenario. */
const CUSTOM_TEST_SCENARIO_TYPES = ['CUSTOM_SCENARIO'] as const;

/** The types of a customized test (doc 3 §3 'Customized: standard, quick, demo'). */
export const CUSTOMIZED_TEST_TYPES = ['standard', 'quick', 'demo'] as const;

/** Every scenario type a suite offers. */
export const SCENARIO_TYPES_BY_SUITE = {
  ACOUSTIC: ACOUSTIC_SCENARIO_TYPES,
  MUSIC: MUSIC_SCENARIO_TYPES,
  FUNCTIONAL: FUNCTIONAL_SCENARIO_TYPES,
  CLOSE_TALK: CLOSE_TALK_SCENARIO_TYPES,
  MOBILE: MOBILE_SCENARIO_TYPES,
  AUTO_LOCAL_SEARCH: AUTO_LOCAL_SEARCH_SCENARIO_TYPES,
  STABILITY: STABILITY_SCENARIO_TYPES,
  UPL: UPL_SCENARIO_TYPES,
  QUAL: QUAL_SCENARIO_TYPES,
  AVS_SECURITY: SECURITY_SCENARIO_TYPES,
  CUSTOM_TEST: CUSTOM_TEST_SCENARIO_TYPES,
  AUTOMOTIVE: AUTOMOTIVE_SCENARIO_TYPES,
  ACAV: ACAV_SCENARIO_TYPES,
  MULTIMODAL: MULTIMODAL_SCENARIO_TYPES,
} as const satisfies Record<ScenarioSuite, readonly string[]>;

export type ScenarioType = (typeof SCENARIO_TYPES_BY_SUITE)[ScenarioSuite][number];

/** Every scenario type once, in suite order. */
export const SCENARIO_TYPES: readonly ScenarioType[] = [
  ...new Set(Object.values(SCENARIO_TYPES_BY_SUITE).flat()),
];

/** Far-field (FAR) scenario types: false-alarm runs over a day of noise (doc 1 §2.2, §9). */
const FAR_SCENARIO_TYPES: readonly ScenarioType[] = ['AC_FAR', 'AC_FAR_PLUS', 'AC_FAR_CUSTOM', 'FAR'];

export function isFarScenarioType(scenarioType: string): boolean {
  return (FAR_SCENARIO_TYPES as readonly string[]).includes(scenarioType);
}

/** Wake-word detection scenario types. */
const WWDD_SCENARIO_TYPES: readonly ScenarioType[] = [
  'AC_WWDD_QUICK_TEST',
  'AC_WWDD_FULL_TEST',
  'WWDD',
  'QUAL_WWDD',
];

export function isWwddScenarioType(scenarioType: string): boolean {
  return (WWDD_SCENARIO_TYPES as readonly string[]).includes(scenarioType);
}
