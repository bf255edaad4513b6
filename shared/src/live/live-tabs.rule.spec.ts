import { LIVE_TAB_LABELS } from './live-labels.messages';
import { liveRunTabs } from './live-tabs.rule';

describe('liveRunTabs', () => {
  it.each([
    ['ACOUSTIC', 'AC_FAR_FIELD', ['testDetails', 'testMetrics'], 'testMetrics'],
    ['ACOUSTIC', 'AC_FAR', ['testDetails'], 'testDetails'],
    ['ACOUSTIC', 'AC_FAR_PLUS', ['testDetails'], 'testDetails'],
    ['CLOSE_TALK', 'FAR', ['testDetails'], 'testDetails'],
    ['STABILITY', 'STABILITY_STRESS', ['testDetails'], 'testDetails'],
    ['UPL', 'UPL_QUICK', ['testDetails'], 'testDetails'],
    ['AVS_SECURITY', 'PORT_SCANNER', ['testDetails'], 'testDetails'],
    ['FUNCTIONAL', 'FUNC_ALL', ['testDetails', 'testMetrics', 'utteranceDetailsCloud'], 'testMetrics'],
    ['MOBILE', 'MOBILE_FUNCTIONAL', ['testDetails', 'testMetrics', 'utteranceDetails'], 'testMetrics'],
    ['MOBILE', 'AC_TRAINED_MOBILE', ['testDetails', 'testMetrics'], 'testMetrics'],
    ['MUSIC', 'MUSIC_MSK', ['testDetails', 'testMetrics'], 'testMetrics'],
    ['MULTIMODAL', 'STANDARD', ['testInfo', 'deviceInfo'], 'testInfo'],
    [undefined, undefined, ['testDetails', 'testMetrics'], 'testMetrics'],
  ] as const)('%s %s shows %j', (suite, scenarioType, tabs, defaultTab) => {
    expect(liveRunTabs(suite, scenarioType)).toEqual({ tabs, defaultTab });
  });

  it('names the tabs as the spec does', () => {
    expect(LIVE_TAB_LABELS.utteranceDetailsCloud).toBe('Utterance Details (Alexa Cloud Validation)');
    expect(LIVE_TAB_LABELS.testMetrics).toBe('Test Metrics');
    expect(LIVE_TAB_LABELS.testInfo).toBe('Test Info');
  });
});
