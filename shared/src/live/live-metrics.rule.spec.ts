import { LIVE_MAX_WAIT_SECONDS, LIVE_REF_MIC_STATUSES } from './live.constant';
import { LIVE_METRICS_LABELS, LIVE_VOICE_ROBUSTNESS_LABELS } from './live-labels.messages';
import {
  formatLiveCount,
  formatLiveRate,
  liveHeardLabel,
  liveMetricItems,
  liveRefMicItem,
  liveRefMicStatus,
  liveToggleText,
  liveVoiceRobustnessItems,
} from './live-metrics.rule';

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

  it('gives the Rec indicator to an online mic only', () => {
    expect(liveRefMicItem(LIVE_REF_MIC_STATUSES.online, 0)).toEqual({
      id: 'referenceMic',
      label: LIVE_METRICS_LABELS.referenceMic,
      value: 'Rec',
      recording: true,
    });
    expect(liveRefMicItem(LIVE_REF_MIC_STATUSES.unknown, 0)).not.toHaveProperty('recording');
    expect(liveRefMicItem(LIVE_REF_MIC_STATUSES.offline, 0)).toMatchObject({ value: 'Offline' });
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

describe('formatLiveRate', () => {
  it('shows a rate to two decimals at most, and dashes before anything is played', () => {
    expect(formatLiveRate('FRR', 8.3333)).toBe('FRR 8.33%');
    expect(formatLiveRate('RAR', 100)).toBe('RAR 100%');
    expect(formatLiveRate('HAR', undefined)).toBe('HAR --');
    expect(formatLiveRate('IAR', Number.NaN)).toBe('IAR --');
  });
});

describe('liveMetricItems', () => {
  const start = '2026-06-10T09:00:00.000Z';
  const now = new Date('2026-06-10T09:01:40.000Z');
  const stats = {
    played: 10,
    count: 40,
    heard: 9,
    responded: 8,
    frr: 10,
    rar: 80,
    har: 90,
    scoreFrr: 1 as const,
    scoreRar: 0 as const,
    scoreHar: 1 as const,
    startTime: start,
    elapsedTime: 90,
    locationNoise: '0.9 m 90° · Pink noise',
    activeNoise: 'Pink noise',
  };
  const valueOf = (items: ReturnType<typeof liveMetricItems>, id: string) =>
    items.find((item) => item.id === id)?.value;

  it('shows the counts with their rates and scores, and clocks that tick while the run runs', () => {
    const items = liveMetricItems({ stats, scenarioType: 'AC_NEAR_FIELD', running: true, now });
    expect(items.map((item) => item.label)).toEqual([
      LIVE_METRICS_LABELS.questionPlayed,
      LIVE_METRICS_LABELS.dutHeardFrr,
      LIVE_METRICS_LABELS.dutRespondedRar,
      LIVE_METRICS_LABELS.dutHeardHar,
      LIVE_METRICS_LABELS.startTime,
      LIVE_METRICS_LABELS.elapsedTime,
      LIVE_METRICS_LABELS.eta,
      LIVE_METRICS_LABELS.location,
      LIVE_METRICS_LABELS.noisePlayed,
    ]);
    expect(valueOf(items, 'questionPlayed')).toBe('10/40');
    expect(items.find((item) => item.id === 'heard')?.detail).toEqual({ text: 'FRR 10%', score: 1 });
    expect(items.find((item) => item.id === 'responded')?.detail).toEqual({ text: 'RAR 80%', score: 0 });
    expect(valueOf(items, 'startTime')).toBe('2026-06-10 09:00:00 UTC');
    // 100 s for 10 of 40: 300 s to go.
    expect(valueOf(items, 'elapsedTime')).toBe('00:01:40');
    expect(valueOf(items, 'eta')).toBe('00:05:00');
    expect(valueOf(items, 'location')).toBe('0.9 m 90° · Pink noise');
  });

  it('keeps the last figures of an ended run, and prefers the noise feed', () => {
    const items = liveMetricItems({
      stats,
      noise: { activeNoise: 'Babble', locationNoise: '2.7 m 30° · Babble' },
      running: false,
      now,
    });
    expect(valueOf(items, 'elapsedTime')).toBe('00:01:30');
    expect(valueOf(items, 'eta')).toBe('00:00:00');
    expect(valueOf(items, 'noise')).toBe('Babble');
    expect(valueOf(items, 'location')).toBe('2.7 m 30° · Babble');
  });

  it('shows dashes before the run has figures', () => {
    const items = liveMetricItems({ stats: {}, running: true, now });
    expect(valueOf(items, 'questionPlayed')).toBe('0/0');
    expect(items.find((item) => item.id === 'heard')?.detail?.text).toBe('FRR --');
    expect(valueOf(items, 'elapsedTime')).toBe('--:--:--');
    expect(valueOf(items, 'eta')).toBe('--:--:--');
    expect(valueOf(items, 'location')).toBe('--');
  });

  it('adds IAR and the trainer for trained mobile, the latency variant, music injection and the ref mic', () => {
    const items = liveMetricItems({
      stats: {
        ...stats,
        measureType: 'IAR',
        iar: 95,
        scoreIar: 1,
        currentTrainedVoice: 'Olivia',
        latencyValue: 850,
        currentUtteranceCount: 3,
        refMicStatus: 'online',
      },
      suite: 'MUSIC',
      scenarioType: 'AC_TRAINED_MOBILE',
      utteranceInjection: true,
      running: true,
      now,
    });
    expect(items.find((item) => item.id === 'heard')).toMatchObject({
      label: LIVE_METRICS_LABELS.dutWakeUpIar,
      detail: { text: 'IAR 95%', score: 1 },
    });
    // One IAR figure only: the heard count carries it.
    expect(items.filter((item) => item.label === LIVE_METRICS_LABELS.dutWakeUpIar)).toHaveLength(1);
    expect(valueOf(items, 'trainer')).toBe('Olivia');
    expect(valueOf(items, 'latency')).toBe('850');
    expect(valueOf(items, 'roundCount')).toBe('3');
    expect(valueOf(items, 'utteranceInjection')).toBe('Enabled');
    expect(valueOf(items, 'referenceMic')).toBe('Rec');
    expect(items.find((item) => item.id === 'referenceMic')?.recording).toBe(true);
  });
});

describe('liveMetricItems of trained mobile measuring heard utterances', () => {
  it('keeps FRR on the heard count and shows IAR beside it', () => {
    const items = liveMetricItems({
      stats: { played: 4, heard: 3, frr: 25, iar: 75, scoreIar: 0 },
      scenarioType: 'AC_TRAINED_MOBILE',
      running: true,
      now: new Date(),
    });
    expect(items.find((item) => item.id === 'heard')?.detail?.text).toBe('FRR 25%');
    expect(items.find((item) => item.id === 'iar')).toMatchObject({
      label: LIVE_METRICS_LABELS.dutWakeUpIar,
      value: 'IAR 75%',
      detail: { score: 0 },
    });
  });
});

describe('liveVoiceRobustnessItems', () => {
  it('shows the training rounds, trainer, noise and clocks of the enrollment feed', () => {
    const items = liveVoiceRobustnessItems(
      {
        totalNum: 6,
        completedCount: 2,
        currentTrainedVoice: 'Kenji',
        activeNoise: '45 dBC',
        startTime: '2026-06-10T09:00:00.000Z',
      },
      true,
      new Date('2026-06-10T09:02:00.000Z'),
    );
    expect(items.map((item) => [item.label, item.value])).toEqual([
      [LIVE_VOICE_ROBUSTNESS_LABELS.trainingRound, '2/6'],
      [LIVE_VOICE_ROBUSTNESS_LABELS.startTime, '2026-06-10 09:00:00 UTC'],
      [LIVE_VOICE_ROBUSTNESS_LABELS.currentTrainer, 'Kenji'],
      [LIVE_VOICE_ROBUSTNESS_LABELS.elapsedTime, '00:02:00'],
      [LIVE_VOICE_ROBUSTNESS_LABELS.backgroundNoise, '45 dBC'],
      [LIVE_VOICE_ROBUSTNESS_LABELS.eta, '00:04:00'],
    ]);
    expect(liveVoiceRobustnessItems(undefined, true, new Date())[0]!.value).toBe('0/0');
  });
});
