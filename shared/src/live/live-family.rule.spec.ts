import { RUN_FAMILY_IDS, type RunFamilyId } from '../families/families.data';
import { runFamilyOf } from '../families/families.rule';
import { SCENARIO_TYPES_BY_SUITE } from '../suites/scenario-types.constant';
import { type ScenarioSuite } from '../suites/scenario-suites.constant';
import { LIVE_FAMILY_TABLE, type LiveFamilyLayout } from './live-families.data';
import { LIVE_TAB_LABELS, type LiveTabId } from './live-labels.messages';
import { liveFamilyLayout } from './live-family.rule';
import { LIVE_PROGRESS_HEADER_VARIANTS, type LiveProgressHeaderVariant } from './live-progress.rule';

type Tabs = Pick<LiveFamilyLayout, 'tabs' | 'defaultTab'>;
const METRICS: Tabs = { tabs: ['testDetails', 'testMetrics'], defaultTab: 'testMetrics' };
const DETAILS_ONLY: Tabs = { tabs: ['testDetails'], defaultTab: 'testDetails' };
const FUNCTIONAL_CLOUD: Tabs = {
  tabs: ['testDetails', 'testMetrics', 'utteranceDetailsCloud'],
  defaultTab: 'testMetrics',
};
const FUNCTIONAL_MOBILE: Tabs = {
  tabs: ['testDetails', 'testMetrics', 'utteranceDetails'],
  defaultTab: 'testMetrics',
};
const BDD: Tabs = { tabs: ['testInfo', 'deviceInfo'], defaultTab: 'testInfo' };

/**
 * What every scenario type of the catalogue showed live before the family
 * table (issue 28), when the tabs and the header were read from the suite and
 * the scenario type: suite, scenario type, the family the table gives it,
 * then the tabs and the progress header it must keep.
 */
const BEFORE_FAMILIES: readonly (readonly [
  ScenarioSuite,
  string,
  RunFamilyId,
  Tabs,
  LiveProgressHeaderVariant,
])[] = [
  ['ACOUSTIC', 'AC_FAR_FIELD', 'acoustic', METRICS, 'generic'],
  ['ACOUSTIC', 'AC_NEAR_FIELD', 'acoustic', METRICS, 'generic'],
  ['ACOUSTIC', 'AC_WWDD_QUICK_TEST', 'acoustic', METRICS, 'generic'],
  ['ACOUSTIC', 'AC_WWDD_FULL_TEST', 'acoustic', METRICS, 'generic'],
  ['ACOUSTIC', 'AC_FAR', 'far', DETAILS_ONLY, 'farStabilitySecurityUpl'],
  ['ACOUSTIC', 'AC_FAR_PLUS', 'far', DETAILS_ONLY, 'farStabilitySecurityUpl'],
  ['ACOUSTIC', 'AC_FAR_CUSTOM', 'far', DETAILS_ONLY, 'farStabilitySecurityUpl'],
  ['ACOUSTIC', 'WAKEWORD_DEVICE_VALIDATION_TEST', 'wake-word-validation', METRICS, 'generic'],
  ['MUSIC', 'MUSIC_MSK', 'acoustic', METRICS, 'generic'],
  ['MUSIC', 'MUSIC_IHRT_CUSTOM', 'acoustic', METRICS, 'generic'],
  ['MUSIC', 'MUSIC_IHRT_LIVE', 'acoustic', METRICS, 'generic'],
  ['MUSIC', 'MUSIC_TUNEIN', 'acoustic', METRICS, 'generic'],
  ['MUSIC', 'MUSIC_TUNEIN_RADIO', 'acoustic', METRICS, 'generic'],
  ['MUSIC', 'MUSIC_TUNEIN_PODCAST', 'acoustic', METRICS, 'generic'],
  ['MUSIC', 'MUSIC_AMAZON_MUSIC', 'acoustic', METRICS, 'generic'],
  ['MUSIC', 'AUDIBLE', 'acoustic', METRICS, 'generic'],
  ['MUSIC', 'KINDLE', 'acoustic', METRICS, 'generic'],
  ['FUNCTIONAL', 'FUNC_ALL', 'functional', FUNCTIONAL_CLOUD, 'functional'],
  ['FUNCTIONAL', 'FUNC_CUSTOM', 'functional', FUNCTIONAL_CLOUD, 'functional'],
  ['FUNCTIONAL', 'AUTO_FUNC_ALL', 'functional', FUNCTIONAL_CLOUD, 'functional'],
  ['FUNCTIONAL', 'AUTO_FUNC_CUSTOM', 'functional', FUNCTIONAL_CLOUD, 'functional'],
  ['FUNCTIONAL', 'FUNC_NAV_ALL', 'functional', FUNCTIONAL_CLOUD, 'functional'],
  ['FUNCTIONAL', 'FUNC_NAV_CUSTOM', 'functional', FUNCTIONAL_CLOUD, 'functional'],
  ['CLOSE_TALK', 'CT_WAKE_AND_RESPONSE', 'acoustic', METRICS, 'generic'],
  ['CLOSE_TALK', 'WWDD', 'acoustic', METRICS, 'generic'],
  ['CLOSE_TALK', 'FAR', 'far', DETAILS_ONLY, 'farStabilitySecurityUpl'],
  ['MOBILE', 'AC_TRAINED_MOBILE', 'acoustic', METRICS, 'generic'],
  ['MOBILE', 'AC_VOICE_ENROLLMENT_ROBUSTNESS', 'acoustic', METRICS, 'voiceRobustness'],
  ['MOBILE', 'WWDD', 'acoustic', METRICS, 'generic'],
  ['MOBILE', 'FAR', 'far', DETAILS_ONLY, 'farStabilitySecurityUpl'],
  ['MOBILE', 'MOBILE_FUNCTIONAL', 'functional', FUNCTIONAL_MOBILE, 'functional'],
  ['AUTO_LOCAL_SEARCH', 'SMOKE', 'auto-local-search', METRICS, 'autoLocalSearch'],
  ['AUTO_LOCAL_SEARCH', 'FULL', 'auto-local-search', METRICS, 'autoLocalSearch'],
  ['STABILITY', 'STABILITY_STRESS', 'stability', DETAILS_ONLY, 'farStabilitySecurityUpl'],
  ['UPL', 'UPL_STANDARD', 'upl', DETAILS_ONLY, 'farStabilitySecurityUpl'],
  ['UPL', 'UPL_QUICK', 'upl', DETAILS_ONLY, 'farStabilitySecurityUpl'],
  ['QUAL', 'QUAL_SILENCE', 'acoustic', METRICS, 'generic'],
  ['QUAL', 'QUAL_DEVICE_PLAYBACK', 'acoustic', METRICS, 'generic'],
  ['QUAL', 'QUAL_NOISE_PINK', 'acoustic', METRICS, 'generic'],
  ['QUAL', 'QUAL_NOISE_PUB', 'acoustic', METRICS, 'generic'],
  ['QUAL', 'QUAL_NOISE_ROCK', 'acoustic', METRICS, 'generic'],
  ['QUAL', 'QUAL_NOISE_CAFE', 'acoustic', METRICS, 'generic'],
  ['QUAL', 'QUAL_NOISE_NEWS', 'acoustic', METRICS, 'generic'],
  ['QUAL', 'QUAL_WWDD', 'acoustic', METRICS, 'generic'],
  ['AVS_SECURITY', 'PORT_SCANNER', 'security', DETAILS_ONLY, 'farStabilitySecurityUpl'],
  ['AVS_SECURITY', 'PACKET_CAPTURE_ANALYSIS', 'security', DETAILS_ONLY, 'farStabilitySecurityUpl'],
  ['AVS_SECURITY', 'MAN_IN_THE_MIDDLE_ATTACK', 'security', DETAILS_ONLY, 'farStabilitySecurityUpl'],
  ['CUSTOM_TEST', 'CUSTOM_SCENARIO', 'user-defined', METRICS, 'customScenario'],
  ['AUTOMOTIVE', 'AUTOMOTIVE_FRR_RAR', 'automotive', METRICS, 'generic'],
  ['ACAV', 'ACAV_SEND_SOUND_LEVEL', 'sound-level', METRICS, 'generic'],
  ['ACAV', 'ACAV_RECEIVE_SOUND_LEVEL', 'sound-level', METRICS, 'generic'],
  ['MULTIMODAL', 'STANDARD', 'acm', BDD, 'generic'],
  ['MULTIMODAL', 'CUSTOM', 'acm', BDD, 'generic'],
  ['MULTIMODAL', 'WWA', 'wwa', BDD, 'generic'],
];

describe('liveFamilyLayout (doc 1 §2.2, §2.3, §2.14)', () => {
  it('walks every scenario type of every suite of the catalogue, once', () => {
    const catalogue = Object.entries(SCENARIO_TYPES_BY_SUITE).flatMap(([suite, types]) =>
      types.map((type) => `${suite} ${type}`),
    );
    expect(BEFORE_FAMILIES.map(([suite, type]) => `${suite} ${type}`)).toEqual(catalogue);
  });

  it.each(BEFORE_FAMILIES)(
    '%s %s is of the %s family and keeps its tabs and header',
    (suite, type, family, tabs, header) => {
      const decided = runFamilyOf({ suiteCategory: suite, scenarioTypes: [type] });
      expect(decided).toEqual({ ok: true, family });
      expect(liveFamilyLayout(family, type)).toEqual({ ...tabs, header });
    },
  );

  it('reads the family, not the scenario type: a type of another family changes nothing', () => {
    expect(liveFamilyLayout('acoustic', 'MOBILE_FUNCTIONAL')).toEqual({ ...METRICS, header: 'generic' });
    expect(liveFamilyLayout('functional', 'AC_VOICE_ENROLLMENT_ROBUSTNESS')).toEqual({
      ...FUNCTIONAL_CLOUD,
      header: 'functional',
    });
    expect(liveFamilyLayout('functional', undefined)).toEqual({ ...FUNCTIONAL_CLOUD, header: 'functional' });
    expect(liveFamilyLayout('acm', 'WWA')).toEqual({ ...BDD, header: 'generic' });
  });

  it('gives every family tabs that open on one of their own, and a header the spec names', () => {
    for (const family of RUN_FAMILY_IDS) {
      const { tabs, defaultTab, header } = liveFamilyLayout(family, undefined);
      expect(tabs).toContain(defaultTab);
      expect(tabs.every((tab: LiveTabId) => tab in LIVE_TAB_LABELS)).toBe(true);
      expect(LIVE_PROGRESS_HEADER_VARIANTS).toContain(header);
    }
    expect(Object.keys(LIVE_FAMILY_TABLE).sort()).toEqual([...RUN_FAMILY_IDS].sort());
  });

  it('names the tabs as the spec does', () => {
    expect(LIVE_TAB_LABELS.utteranceDetailsCloud).toBe('Utterance Details (Alexa Cloud Validation)');
    expect(LIVE_TAB_LABELS.testMetrics).toBe('Test Metrics');
    expect(LIVE_TAB_LABELS.testInfo).toBe('Test Info');
  });
});
