import { type ScenarioSuite } from './scenario-suites.constant';

export interface TestSuiteDefinition {
  /** The suite id, also the scenario name allow lists use. */
  readonly id: string;
  readonly displayName: string;
  readonly category: ScenarioSuite;
}

/** Display names that pick the wizard variant (doc 2 §2 Initial screen). */
export const ACM_DISPLAY_NAME = 'ACM';
export const WWA_DISPLAY_NAME = 'WWA';

/**
 * The built-in test suites. The ids of doc 1 §9 are used as given; the spec
 * shows no id for stability, UPL, automotive and sound-level (ACAV) suites, so
 * those are chosen here in the same style.
 */
export const TEST_SUITES = [
  { id: 'AVSCertSimulation', displayName: 'Acoustic', category: 'ACOUSTIC' },
  { id: 'AVSCertMusic', displayName: 'Music', category: 'MUSIC' },
  { id: 'AQTFunctional', displayName: 'Functional', category: 'FUNCTIONAL' },
  { id: 'AVSCertCloseTalk', displayName: 'Close Talk', category: 'CLOSE_TALK' },
  { id: 'AVSCertMobile', displayName: 'Mobile', category: 'MOBILE' },
  { id: 'AVSSecurityTools', displayName: 'Security', category: 'AVS_SECURITY' },
  { id: 'AQTScenarioAutoLocalSearch', displayName: 'Auto Local Search', category: 'AUTO_LOCAL_SEARCH' },
  { id: 'AQTQualScenario', displayName: 'Qualification', category: 'QUAL' },
  // Chosen ids (not shown in the spec):
  { id: 'AQTStability', displayName: 'Stability', category: 'STABILITY' },
  { id: 'AQTUPL', displayName: 'UPL', category: 'UPL' },
  { id: 'AQTAutomotive', displayName: 'Automotive', category: 'AUTOMOTIVE' },
  { id: 'AVSCertACAV', displayName: 'Sound Level', category: 'ACAV' },
  // The BDD-style suite: the ACM and WWA scenarios (doc 2 §3), allow-listed by these names.
  { id: 'AQTUDTV2', displayName: ACM_DISPLAY_NAME, category: 'MULTIMODAL' },
  { id: 'AQTUDTV2WWA', displayName: WWA_DISPLAY_NAME, category: 'MULTIMODAL' },
  // User-defined tests are allowed by this name; each appears as its own suite of category UDT.
  { id: 'AQTCustomScenario', displayName: 'User Defined Test', category: 'CUSTOM_TEST' },
] as const satisfies readonly TestSuiteDefinition[];

export type TestSuiteId = (typeof TEST_SUITES)[number]['id'];

/** The allow-list entry that user-defined tests need (doc 2 §6). */
export const CUSTOM_SCENARIO_ALLOW_LIST_NAME: TestSuiteId = 'AQTCustomScenario';
export const ACM_SCENARIO_NAME: TestSuiteId = 'AQTUDTV2';
export const WWA_SCENARIO_NAME: TestSuiteId = 'AQTUDTV2WWA';

export function testSuiteById(id: string): TestSuiteDefinition | undefined {
  return TEST_SUITES.find((suite) => suite.id === id);
}

export function testSuiteOfCategory(category: ScenarioSuite): TestSuiteDefinition | undefined {
  return TEST_SUITES.find((suite) => suite.category === category);
}
