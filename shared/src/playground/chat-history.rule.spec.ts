import {
  appendCapped,
  appendPlaygroundApiLog,
  chatHistoryReducer,
  isSendLocked,
  latestUtterance,
  type ChatHistoryAction,
} from './chat-history.rule';
import { type ChatItem } from './playground.schema';

const T = 1_767_225_600;
const run = (actions: ChatHistoryAction[], from: ChatItem[] = []) => actions.reduce(chatHistoryReducer, from);
const sent = (id: string, content = 'what time is it'): ChatHistoryAction => ({
  type: 'sent',
  id,
  content,
  starttime: T,
});

describe('chat item flow (doc 2 §4)', () => {
  it('goes Pending -> Processing -> Human, with Alexa replies added', () => {
    expect(run([sent('1')])).toEqual([
      { id: '1', type: 'Pending', content: 'what time is it', starttime: T },
    ]);
    expect(run([sent('1'), { type: 'activitySeen', id: '1' }])[0]!.type).toBe('Processing');
    const done = run([
      sent('1'),
      { type: 'activitySeen', id: '1' },
      { type: 'assistantReplied', id: '1-a', content: 'It is noon.', starttime: T + 2 },
      { type: 'speechFinished', id: '1' },
    ]);
    expect(done.map((item) => item.type)).toEqual(['Human', 'Alexa']);
    expect(done[1]).toEqual({ id: '1-a', type: 'Alexa', content: 'It is noon.', starttime: T + 2 });
  });

  it('marks a failed send Failed, from Pending or Processing only', () => {
    expect(run([sent('1'), { type: 'failed', id: '1' }])[0]!.type).toBe('Failed');
    expect(run([sent('1'), { type: 'activitySeen', id: '1' }, { type: 'failed', id: '1' }])[0]!.type).toBe(
      'Failed',
    );
    expect(run([sent('1'), { type: 'speechFinished', id: '1' }, { type: 'failed', id: '1' }])[0]!.type).toBe(
      'Human',
    );
  });

  it('does not move a Failed item back, nor touch other items', () => {
    const history = run([sent('1'), { type: 'failed', id: '1' }, sent('2')]);
    expect(
      run(
        [
          { type: 'activitySeen', id: '1' },
          { type: 'speechFinished', id: '1' },
        ],
        history,
      )[0]!.type,
    ).toBe('Failed');
    expect(run([{ type: 'activitySeen', id: '2' }], history).map((i) => i.type)).toEqual([
      'Failed',
      'Processing',
    ]);
  });

  it('keeps the latest 25 items (doc 2 §9)', () => {
    const history = run(Array.from({ length: 26 }, (_, i) => sent(String(i))));
    expect(history).toHaveLength(25);
    expect(history[0]!.id).toBe('1');
    expect(history[24]!.id).toBe('25');
  });
});

describe('isSendLocked (doc 2 §4)', () => {
  const item = (id: string, type: ChatItem['type']): ChatItem => ({ id, type, content: id, starttime: T });

  it.each([
    [[], false],
    [[item('1', 'Pending')], true],
    [[item('1', 'Processing')], true],
    [[item('1', 'Processing'), item('a', 'Alexa')], true],
    [[item('1', 'Human'), item('a', 'Alexa')], false],
    [[item('1', 'Failed')], false],
    [[item('1', 'Pending'), item('2', 'Human')], false],
    [[item('a', 'Alexa')], false],
  ])('%j locks: %s', (history, locked) => {
    expect(isSendLocked(history)).toBe(locked);
  });

  it('finds the latest utterance past the replies', () => {
    expect(latestUtterance([item('1', 'Human'), item('a', 'Alexa')])?.id).toBe('1');
  });
});

describe('capped lists', () => {
  it('keeps the API log to 25 messages', () => {
    const log = Array.from({ length: 25 }, (_, i) => i);
    expect(appendPlaygroundApiLog(log, 25)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(appendCapped([1], 2, 5)).toEqual([1, 2]);
  });
});
