import { Random } from '../../random/random';
import { POOR_DEVICE_PROFILE } from './device-profiles.constant';
import {
  type DutSpeech,
  FALSE_WAKE_CAPTURE_MS,
  type HeardUtterance,
  LISTEN_WINDOW_MS,
  type VirtualDut,
} from './virtual-dut';
import { stubVirtualDut } from '../../testing/virtual-dut.stub';

const T0 = Date.UTC(2025, 0, 1, 9, 0);
/** Far above every profile's snr50: wakes unless the lapse strikes. */
const CLEAN_SNR_DB = 40;

function utterance(
  transcript: string,
  startMs = T0,
  overrides: Partial<HeardUtterance> = {},
): HeardUtterance {
  return {
    utteranceId: `u-${startMs}`,
    transcript,
    startMs,
    endMs: startMs + 2000,
    snrDb: CLEAN_SNR_DB,
    ...overrides,
  };
}

/** A good DUT answers nearly always at 40 dB; retry a few seeds' worth of utterances to get a wake. */
function firstAnswer(sut: ReturnType<typeof stubVirtualDut>, transcript: string) {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const answer = sut.hear(utterance(transcript, T0 + attempt * 60_000));
    if (answer) return answer;
  }
  throw new Error('never woke');
}

describe('VirtualDut', () => {
  it('wakes, recognises and answers through its assistant, and logs the exchange', () => {
    const sut = stubVirtualDut();
    const answer = firstAnswer(sut, 'Alexa, set a timer for 5 minutes.');
    expect(answer).toMatchObject({
      woke: true,
      intent: 'SetTimerIntent',
      response: '5 minutes, starting now.',
      recognisedText: 'alexa set a timer for 5 minutes',
      recognisedCorrectly: true,
    });
    expect(answer.latencyMs).toBeGreaterThan(0);
    const [item] = sut.activity.between(T0, T0 + 3_600_000, 1);
    expect(item).toMatchObject({
      utteranceId: answer.utteranceId,
      heardText: 'alexa set a timer for 5 minutes',
      intent: 'SetTimerIntent',
      response: '5 minutes, starting now.',
      wakeWord: 'Alexa',
    });
    expect(item.responseTime).toBeCloseTo(item.endTime + answer.latencyMs);
  });

  it('ignores speech not addressed to it', () => {
    const sut = stubVirtualDut();
    expect(sut.hear(utterance('set a timer for 5 minutes'))).toBeUndefined();
    expect(sut.activity.size).toBe(0);
  });

  it('listens for the command after a bare wake word, for a while', () => {
    const sut = stubVirtualDut();
    const wake = firstAnswer(sut, 'Alexa');
    expect(wake.recognisedText).toBe('alexa');
    expect(wake).not.toHaveProperty('intent');
    expect(wake).not.toHaveProperty('response');
    const wokeAt = sut.activity.all()[0].startTime;
    const command = sut.hear(utterance('what time is it', wokeAt + 2700));
    expect(command?.intent).toBe('GetTimeIntent');
    // The window closed with the answer, and a late command is not heard.
    expect(sut.hear(utterance('what time is it', wokeAt + 5000))).toBeUndefined();
    firstAnswer(sut, 'Alexa');
    const lastWake = sut.activity.all()[sut.activity.size - 1].endTime;
    expect(sut.hear(utterance('what time is it', lastWake + LISTEN_WINDOW_MS + 1))).toBeUndefined();
  });

  it('never answers nor false-wakes while offline or muted', () => {
    const offline = stubVirtualDut({ online: false });
    const muted = stubVirtualDut({ dsn: 'MUTED0001' });
    muted.setMuted(true);
    const noise = [{ startMs: T0, endMs: T0 + 24 * 3_600_000, noiseLevelDb: 80, falseWakeWeight: 3 }];
    for (const sut of [offline, muted]) {
      for (let index = 0; index < 200; index += 1) {
        expect(sut.hear(utterance('Alexa, stop', T0 + index * 10_000))).toBeUndefined();
      }
      expect(sut.passNoise(noise)).toEqual([]);
      expect(sut.activity.size).toBe(0);
      expect(sut.listening).toBe(false);
    }
    offline.setOnline(true);
    muted.setMuted(false);
    expect(firstAnswer(offline, 'Alexa, stop').intent).toBe('StopIntent');
    expect(firstAnswer(muted, 'Alexa, stop').intent).toBe('StopIntent');
  });

  it('misses almost everything far below its 50% point', () => {
    const sut = stubVirtualDut({ profile: POOR_DEVICE_PROFILE });
    const heard = Array.from({ length: 200 }, (_, index) =>
      sut.hear(utterance('Alexa, stop', T0 + index * 10_000, { snrDb: -40 })),
    ).filter(Boolean);
    expect(heard.length).toBeLessThan(3);
  });

  it('takes every utterance the device cloud hands over as text: no wake to miss, no words to mishear', () => {
    const acoustic = stubVirtualDut({ profile: POOR_DEVICE_PROFILE });
    const injected = stubVirtualDut({ profile: POOR_DEVICE_PROFILE });
    const say = (sut: VirtualDut, index: number, extra: Partial<HeardUtterance> = {}) =>
      sut.hear(utterance('Alexa, set a timer for 5 minutes', T0 + index * 60_000, extra));
    const heard = Array.from({ length: 100 }, (_, index) => say(acoustic, index));
    const given = Array.from({ length: 100 }, (_, index) => say(injected, index, { injected: true }));
    // The poor DUT misses or mishears a share of the same words through its microphones at this SNR.
    expect(heard.filter((answer) => answer?.intent === 'SetTimerIntent').length).toBeLessThan(95);
    expect(given.every((answer) => answer?.intent === 'SetTimerIntent' && answer.recognisedCorrectly)).toBe(
      true,
    );
    // A muted DUT takes nothing, injected or not.
    injected.setMuted(true);
    expect(say(injected, 200, { injected: true })).toBeUndefined();
  });

  it('garbles commands it misrecognises, keeping the wake word', () => {
    const sut = stubVirtualDut({
      profile: { ...POOR_DEVICE_PROFILE, wake: { slopePerDb: 1, snr50Db: -100, lapseRate: 0 } },
    });
    const answers = Array.from({ length: 50 }, (_, index) =>
      sut.hear(utterance('Alexa, add milk to my shopping list', T0 + index * 10_000, { snrDb: -30 })),
    );
    const wrong = answers.filter((answer) => answer && !answer.recognisedCorrectly);
    expect(wrong.length).toBeGreaterThan(40);
    for (const answer of wrong) {
      expect(answer!.recognisedText).toMatch(/^alexa/);
      expect(answer!.recognisedText).not.toBe('alexa add milk to my shopping list');
    }
  });

  it('false-wakes in noise, logs each with an id, and never in silence', () => {
    const sut = stubVirtualDut({ profile: POOR_DEVICE_PROFILE });
    const day = 24 * 3_600_000;
    expect(
      sut.passNoise([
        { startMs: T0, endMs: T0 + day, noiseLevelDb: Number.NEGATIVE_INFINITY, falseWakeWeight: 0 },
      ]),
    ).toEqual([]);
    const times = sut.passNoise([{ startMs: T0, endMs: T0 + day, noiseLevelDb: 70, falseWakeWeight: 1 }]);
    expect(times.length).toBeGreaterThan(0);
    const items = sut.activity.all();
    expect(items).toHaveLength(times.length);
    expect(items[0]).toMatchObject({
      utteranceId: `${sut.dsn}-false-wake-1`,
      startTime: times[0],
      endTime: times[0] + FALSE_WAKE_CAPTURE_MS,
      heardText: '',
      falseWake: true,
    });
  });

  it('carries the identity the device cloud lists', () => {
    const sut = stubVirtualDut({
      dsn: 'G0911ABCD',
      name: 'Kitchen',
      deviceType: 'ECHO',
      wakeWord: 'Computer',
    });
    expect(sut).toMatchObject({
      customerId: 'A1CUSTOMER0001',
      email: 'tester@example.com',
      dsn: 'G0911ABCD',
      name: 'Kitchen',
      deviceType: 'ECHO',
      buildInfo: '8289568516',
      wakeWord: 'Computer',
      online: true,
      muted: false,
      position: { offsetXM: 0, offsetYM: 0, facingDeg: 0 },
    });
    expect(firstAnswer(sut, 'Computer, stop').intent).toBe('StopIntent');
  });

  it('replays the same run from the same seed, and another from another seed', () => {
    const run = (seed: string) => {
      const sut = stubVirtualDut({ random: new Random(seed) });
      const answers = Array.from({ length: 300 }, (_, index) =>
        sut.hear(utterance('Alexa, what time is it', T0 + index * 10_000, { snrDb: -8 })),
      );
      return answers.map((answer) => answer && [answer.recognisedText, answer.latencyMs]);
    };
    expect(run('a')).toEqual(run('a'));
    expect(run('a')).not.toEqual(run('b'));
  });

  it('shows on its companion app what it was asked to keep, offline and muted too, until it ends', () => {
    const sut = stubVirtualDut();
    expect(sut.appScreen('timers', T0)).toBe('No timers');
    const timer = firstAnswer(sut, 'Alexa, set a timer for 5 minutes.');
    const heardAt = sut.activity.all().find((item) => item.utteranceId === timer.utteranceId)!.endTime;
    firstAnswer(sut, 'Alexa, add milk to my shopping list');
    expect(sut.appScreen('timers', heardAt + 60_000)).toBe('Timer for 5 minutes: 4 minutes left');
    sut.setOnline(false);
    sut.setMuted(true);
    expect(sut.appScreen('timers', heardAt + 90_000)).toBe(
      'Timer for 5 minutes: 3 minutes and 30 seconds left',
    );
    expect(sut.appScreen('shopping-list', heardAt + 90_000)).toBe('milk');
    expect(sut.appScreen('timers', heardAt + 300_000)).toBe('No timers');
  });

  it('says its answers aloud from when it answers, and its announcements, but nothing offline', () => {
    const sut = stubVirtualDut();
    const said: [VirtualDut, DutSpeech][] = [];
    sut.connectLoudspeaker({ say: (dut, speech) => said.push([dut, speech]) });
    firstAnswer(sut, 'Alexa');
    expect(said).toEqual([]);
    const answer = firstAnswer(sut, 'Alexa, set a timer for 5 minutes.');
    const item = sut.activity.all()[sut.activity.size - 1];
    expect(said).toEqual([
      [
        sut,
        { utteranceId: answer.utteranceId, text: '5 minutes, starting now.', startMs: item.responseTime },
      ],
    ]);
    sut.notify('IncomingCall', 'Incoming call from Ana.', T0 + 99_000);
    sut.notify('MediaPaused', '', T0 + 99_500);
    expect(said.map(([, speech]) => speech.text)).toEqual([
      '5 minutes, starting now.',
      'Incoming call from Ana.',
    ]);
    sut.setOnline(false);
    sut.notify('IncomingCall', 'Incoming call from Ana.', T0 + 100_000);
    expect(sut.hear(utterance('Alexa, set a timer for 5 minutes.', T0 + 101_000))).toBeUndefined();
    sut.connectLoudspeaker(undefined);
    sut.setOnline(true);
    firstAnswer(sut, 'Alexa, what time is it');
    expect(said).toHaveLength(2);
  });
});
