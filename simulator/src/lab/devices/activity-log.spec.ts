import { ActivityLog, type ActivityItem } from './activity-log';

function item(utteranceId: string, startTime: number): ActivityItem {
  return { utteranceId, startTime, endTime: startTime + 1000, heardText: 'alexa stop', wakeWord: 'Alexa' };
}

describe('ActivityLog', () => {
  it('lists the items that started in a window, newest first, up to a limit', () => {
    const sut = new ActivityLog();
    sut.add(item('a', 1000));
    sut.add(item('b', 5000));
    sut.add(item('c', 9000));
    expect(sut.between(1000, 5000).map((entry) => entry.utteranceId)).toEqual(['b', 'a']);
    expect(sut.between(0, 10_000, 1).map((entry) => entry.utteranceId)).toEqual(['c']);
    expect(sut.between(9001, 20_000)).toEqual([]);
    expect(sut.size).toBe(3);
  });

  it('keeps start order when an earlier item is logged late', () => {
    const sut = new ActivityLog();
    sut.add(item('speech', 5000));
    sut.add(item('false-wake', 2000));
    expect(sut.all().map((entry) => entry.utteranceId)).toEqual(['false-wake', 'speech']);
  });
});
