import {
  PLAYGROUND_ACTIVITIES,
  PLAYGROUND_EXCHANGE_WAITS,
  evaluatePlaygroundWait,
  playgroundActivityOf,
  speakReplyText,
} from './playground-activity.rule';
import { type ApiMessage } from './playground.schema';

const message = (activity: keyof typeof PLAYGROUND_ACTIVITIES, data: unknown = {}): ApiMessage => ({
  ...PLAYGROUND_ACTIVITIES[activity],
  data,
});

describe('playgroundActivityOf', () => {
  it.each(Object.keys(PLAYGROUND_ACTIVITIES) as (keyof typeof PLAYGROUND_ACTIVITIES)[])(
    'recognises %s',
    (name) => {
      expect(playgroundActivityOf(message(name))).toBe(name);
    },
  );

  it('ignores other messages and a matching name of the wrong type', () => {
    expect(
      playgroundActivityOf({ type: 'event', namespace: 'System', name: 'SynchronizeState', data: {} }),
    ).toBeNull();
    expect(playgroundActivityOf({ ...PLAYGROUND_ACTIVITIES.speak, type: 'event', data: {} })).toBeNull();
  });
});

describe('speakReplyText', () => {
  it.each([
    [{ caption: { content: ' It is noon. ' } }, 'It is noon.'],
    [{ caption: 'It is noon.' }, 'It is noon.'],
    [{ text: 'It is noon.' }, 'It is noon.'],
    [{ caption: { content: '' }, text: 'fallback' }, 'fallback'],
    [{}, null],
    [null, null],
    ['raw', null],
  ])('reads %j as %p', (data, text) => {
    expect(speakReplyText(message('speak', data))).toBe(text);
  });

  it('reads only Speak directives', () => {
    expect(speakReplyText(message('play', { text: 'x' }))).toBeNull();
  });
});

describe('evaluatePlaygroundWait (doc 2 §9)', () => {
  const [processing, speak, speechFinished] = PLAYGROUND_EXCHANGE_WAITS;

  it('waits 10 s for processing, 25 s for speech and 30 s, softly, for its end', () => {
    expect(processing).toMatchObject({ timeoutMs: 10_000, soft: false });
    expect(processing!.activities).toEqual(['recognize', 'stopCapture', 'speak', 'play', 'stop']);
    expect(speak).toEqual({ activities: ['speak'], timeoutMs: 25_000, soft: false });
    expect(speechFinished).toEqual({ activities: ['speechFinished'], timeoutMs: 30_000, soft: true });
  });

  it('matches as soon as an awaited activity is seen, even late', () => {
    expect(evaluatePlaygroundWait(processing!, [message('speechFinished'), message('play')], 20_000)).toEqual(
      {
        status: 'matched',
        activity: 'play',
      },
    );
  });

  it.each([
    [9_999, { status: 'waiting' }],
    [
      10_000,
      { status: 'timedOut', message: 'Wait timeout exceeded for recognize, stopCapture, speak, play, stop' },
    ],
  ])('a hard wait at %i ms is %j', (elapsed, outcome) => {
    expect(evaluatePlaygroundWait(processing!, [], elapsed)).toEqual(outcome);
  });

  it.each([
    [29_999, 'waiting'],
    [30_000, 'skipped'],
  ])('the soft wait at %i ms is %s', (elapsed, status) => {
    expect(evaluatePlaygroundWait(speechFinished!, [message('speak')], elapsed).status).toBe(status);
  });
});
