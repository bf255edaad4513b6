import { Stopped } from '../modules/clock/clock';
import { IN_MEMORY_EPOCH } from './in-memory-database';
import { TestClock } from './test-clock';

describe('TestClock', () => {
  it('moves only when advanced, the wall and the monotonic clock together', async () => {
    const sut = new TestClock();
    expect(sut.now().getTime()).toBe(IN_MEMORY_EPOCH);
    await sut.advance(90 * 60_000);
    expect(sut.nowMs()).toBe(IN_MEMORY_EPOCH + 90 * 60_000);
    expect(sut.monotonicMs()).toBe(90 * 60_000);
  });

  it('wakes each wait that falls due, in order, at its own moment', async () => {
    const sut = new TestClock();
    const woke: [string, number][] = [];
    const wait = (name: string, ms: number) => sut.sleep(ms).then(() => woke.push([name, sut.monotonicMs()]));
    const waits = [wait('late', 3000), wait('early', 1000), wait('never', 10_000)];
    await sut.advance(5000);
    expect(woke).toEqual([
      ['early', 1000],
      ['late', 3000],
    ]);
    await sut.advance(5000);
    await Promise.all(waits);
    expect(woke.at(-1)).toEqual(['never', 10_000]);
  });

  it('ends a wait with Stopped when its signal aborts, before or during it', async () => {
    const sut = new TestClock();
    const controller = new AbortController();
    const waiting = sut.sleep(1000, controller.signal);
    controller.abort();
    await expect(waiting).rejects.toBeInstanceOf(Stopped);
    await expect(sut.sleep(1000, controller.signal)).rejects.toBeInstanceOf(Stopped);
  });
});
