/** The scenario suites (test families) of doc 3 §3, Enumerations. */
export const SCENARIO_SUITES = [
  'ACOUSTIC',
  'MUSIC',
  'FUNCTIONAL',
  'CLOSE_TALK',
  'MOBILE',
  'AUTO_LOCAL_SEARCH',
  'STABILITY',
  'UPL',
  'QUAL',
  'AVS_SECURITY',
  'CUSTOM_TEST',
  'AUTOMOTIVE',
  'ACAV',
  'MULTIMODAL',
] as const;
export type ScenarioSuite = (typeof SCENARIO_SUITES)[number];

/** The category of user-defined tests (doc 2 §3: 'Custom scenarios get category UDT'). */
export const UDT_CATEGORY = 'UDT';

/** A test suite's category: its scenario suite, or UDT for a user-defined test. */
export const TEST_SUITE_CATEGORIES = [...SCENARIO_SUITES, UDT_CATEGORY] as const;
export type TestSuiteCategory = (typeof TEST_SUITE_CATEGORIES)[number];

/** The groups of the suite select on the wizard's initial screen (doc 2 §2). */
export const SUITE_GROUPS = {
  certification: 'Certification Tests',
  oak: 'OAK Tests',
} as const;
export type SuiteGroup = (typeof SUITE_GROUPS)[keyof typeof SUITE_GROUPS];

/** 'OAK Tests' holds category UDT; 'Certification Tests' holds every other category. */
export function suiteGroupOf(category: TestSuiteCategory): SuiteGroup {
  return category === UDT_CATEGORY ? SUITE_GROUPS.oak : SUITE_GROUPS.certification;
}
