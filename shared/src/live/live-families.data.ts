import { type RunFamilyId } from '../families/families.data';
import { type ScenarioType } from '../suites/scenario-types.constant';
import { type LiveTabId } from './live-labels.messages';
import { type LiveProgressHeaderVariant } from './live-progress.rule';

/** What a family's live-run container shows (doc 1 §2.2, §2.3): its tabs, the one open first, its header. */
export interface LiveFamilyLayout {
  readonly tabs: readonly LiveTabId[];
  readonly defaultTab: LiveTabId;
  readonly header: LiveProgressHeaderVariant;
}

/** A family's live layout, and what differs for some of its scenario types. */
export interface LiveFamilyRow extends LiveFamilyLayout {
  readonly byScenarioType?: Partial<Record<ScenarioType, Partial<LiveFamilyLayout>>>;
}

/** Test Details and Test Metrics, the metrics first (doc 1 §2.2). */
const METRICS_TABS = { tabs: ['testDetails', 'testMetrics'], defaultTab: 'testMetrics' } as const;

/** Only Test Details (doc 1 §2.2: FAR-type tests and the stability, UPL and security suites). */
const DETAILS_ONLY = {
  tabs: ['testDetails'],
  defaultTab: 'testDetails',
  header: 'farStabilitySecurityUpl',
} as const;

/** Test Info and Device Info, of the BDD-style (ACM and WWA) suite (doc 1 §2.14). */
const BDD = { tabs: ['testInfo', 'deviceInfo'], defaultTab: 'testInfo', header: 'generic' } as const;

/**
 * The live view of each family (doc 1 §2.2, §2.3, §2.14), keyed by the family
 * the job stores: the functional family adds its utterance details (mobile
 * functional's own tab), the voice-robustness run of the acoustic family has
 * its own header, FAR, stability, UPL and security show only Test Details,
 * auto local search and user-defined tests their own headers, the BDD-style
 * suites Test Info and Device Info.
 */
export const LIVE_FAMILY_TABLE = {
  acoustic: {
    ...METRICS_TABS,
    header: 'generic',
    byScenarioType: { AC_VOICE_ENROLLMENT_ROBUSTNESS: { header: 'voiceRobustness' } },
  },
  functional: {
    tabs: ['testDetails', 'testMetrics', 'utteranceDetailsCloud'],
    defaultTab: 'testMetrics',
    header: 'functional',
    byScenarioType: { MOBILE_FUNCTIONAL: { tabs: ['testDetails', 'testMetrics', 'utteranceDetails'] } },
  },
  acm: BDD,
  wwa: BDD,
  far: DETAILS_ONLY,
  stability: DETAILS_ONLY,
  upl: DETAILS_ONLY,
  security: DETAILS_ONLY,
  'auto-local-search': { ...METRICS_TABS, header: 'autoLocalSearch' },
  automotive: { ...METRICS_TABS, header: 'generic' },
  'user-defined': { ...METRICS_TABS, header: 'customScenario' },
  'sound-level': { ...METRICS_TABS, header: 'generic' },
  'wake-word-validation': { ...METRICS_TABS, header: 'generic' },
} as const satisfies Record<RunFamilyId, LiveFamilyRow>;
