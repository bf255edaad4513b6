import { LIVE_MAX_WAIT_SECONDS } from './live.constant';
import { LIVE_METRICS_LABELS, LIVE_VOICE_ROBUSTNESS_LABELS } from './live-labels.messages';
import { formatLiveCount, liveHeardLabel, liveRefMicStatus, liveToggleText } from './live-metrics.rule';

describe('liveRefMicStatus', () => {
  it.each([
    ['online', 0, 'online', 'Rec'],
    ['ONLINE', 500, 'online', 'Rec'],
    [undefined, 0, 'unavailable', 'Unavailable'],
    [null, LIVE_MAX_WAIT_SECONDS - 1, 'unavailable', 'Unavailable'],
    ['unknown', 119, 'unavailable', 'Unavailable'],
    [undefined, LIVE_MAX_WAIT_SECONDS, 'offline', 'Offline'],
    ['', 600, 'offline', 'Offline'],
    ['offline', 0, 'offline', 'Offline'],
  ])('%p after %is reads %s', (status, elapsed, state, text) => {
    expect(liveRefMicStatus(status, elapsed)).toEqual({ state, text });
  });

  it('waits two minutes', () => {
    expect(LIVE_MAX_WAIT_SECONDS).toBe(120);
  });
});

describe('liveHeardLabel', () => {
  it.each([
    ['AC_TRAINED_MOBILE', 'IAR', 'DUT Wake up - IAR'],
    ['AC_TRAINED_MOBILE', 'FRR', 'DUT Heard - FRR'],
    ['AC_TRAINED_MOBILE', undefined, 'DUT Heard - FRR'],
    ['AC_FAR_FIELD', 'IAR', 'DUT Heard - FRR'],
    [undefined, undefined, 'DUT Heard - FRR'],
  ])('%s with measure type %s reads %s', (scenarioType, measureType, label) => {
    expect(liveHeardLabel(scenarioType, measureType)).toBe(label);
  });
});

describe('metrics texts', () => {
  it('shows injection status as Enabled or Disabled', () => {
    expect(liveToggleText(true)).toBe('Enabled');
    expect(liveToggleText(false)).toBe('Disabled');
    expect(liveToggleText(undefined)).toBe('Disabled');
  });

  it('shows counts out of totals', () => {
    expect(formatLiveCount(3, 20)).toBe('3/20');
    expect(formatLiveCount(undefined, undefined)).toBe('0/0');
  });

  it('keeps the quoted labels verbatim', () => {
    expect(LIVE_METRICS_LABELS.questionPlayed).toBe('Question Played');
    expect(LIVE_METRICS_LABELS.dutRespondedRar).toBe('DUT Responded - RAR');
    expect(LIVE_METRICS_LABELS.dutHeardHar).toBe('DUT Heard - HAR');
    expect(LIVE_METRICS_LABELS.utteranceInjectionStatus).toBe('Utterance Injection Status');
    expect(Object.values(LIVE_VOICE_ROBUSTNESS_LABELS)).toEqual([
      'Training Round (Completed / Total)',
      'Start Time',
      'Current Trainer',
      'Elapsed Time',
      'Background Noise',
      'ETA',
    ]);
  });
});
