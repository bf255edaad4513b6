import { type ScenarioSuite } from '../suites/scenario-suites.constant';
import { isFarScenarioType } from '../suites/scenario-types.constant';
import { type LiveTabId } from './live-labels.messages';

export interface LiveRunTabs {
  readonly tabs: readonly LiveTabId[];
  readonly defaultTab: LiveTabId;
}

/** Suites whose live view is their test details alone (doc 1 §2.2). */
const DETAILS_ONLY_SUITES: readonly ScenarioSuite[] = ['STABILITY', 'UPL', 'AVS_SECURITY'];

/**
 * The tabs of a live-run container (doc 1 §2.2, §2.14): Test Details and Test
 * Metrics (the default), plus utterance details for the functional suite and
 * for mobile functional; only Test Details for FAR-type tests and the
 * stability, UPL and security suites; Test Info and Device Info for the BDD
 * style (ACM/AQTUDTV2 and WWA) suite.
 */
export function liveRunTabs(suite: ScenarioSuite | undefined, scenarioType: string | undefined): LiveRunTabs {
  if (suite === 'MULTIMODAL') return { tabs: ['testInfo', 'deviceInfo'], defaultTab: 'testInfo' };
  if ((scenarioType && isFarScenarioType(scenarioType)) || (suite && DETAILS_ONLY_SUITES.includes(suite))) {
    return { tabs: ['testDetails'], defaultTab: 'testDetails' };
  }
  if (scenarioType === 'MOBILE_FUNCTIONAL') {
    return { tabs: ['testDetails', 'testMetrics', 'utteranceDetails'], defaultTab: 'testMetrics' };
  }
  if (suite === 'FUNCTIONAL') {
    return { tabs: ['testDetails', 'testMetrics', 'utteranceDetailsCloud'], defaultTab: 'testMetrics' };
  }
  return { tabs: ['testDetails', 'testMetrics'], defaultTab: 'testMetrics' };
}
