import { Stopped } from '../modules/clock/clock';
import { TEST_CLOCK_EPOCH, TestClock } from './test-clock';

describe('TestClock', () => {
  it('moves only when advanced, the wall and the monotonic clock together', async () => {
    const sut = new TestClock();
    expect(sut.now().getTime()).toBe(TEST_CLOCK_EPOCH);
    await sut.advance(90 * 60_000);
    expect(sut.nowMs()).toBe(TEST_CLOCK_EPOCH + 90 * 60_000);
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

  it('fires timers as time passes them, in order, each at its own moment', async () => {
    const sut = new TestClock();
    const fired: [string, number][] = [];
    const mark = (name: string) => () => fired.push([name, sut.monotonicMs()]);
    sut.after(3000, mark('late'));
    sut.after(1000, mark('early'));
    sut.after(1000, mark('early, set second'));
    sut.after(10_000, mark('later on'));
    await sut.advance(999);
    expect(fired).toEqual([]);
    await sut.advance(4001);
    expect(fired).toEqual([
      ['early', 1000],
      ['early, set second', 1000],
      ['late', 3000],
    ]);
    expect(sut.pendingTimers).toBe(1);
  });

  it('fires within the same advance the timers that timers set, when they fall due in it', async () => {
    const sut = new TestClock();
    const fired: [string, number][] = [];
    sut.after(1000, () => {
      fired.push(['first', sut.monotonicMs()]);
      sut.after(0, () => fired.push(['at once', sut.monotonicMs()]));
      sut.after(500, () => fired.push(['then', sut.monotonicMs()]));
      sut.after(5000, () => fired.push(['too late', sut.monotonicMs()]));
    });
    await sut.advance(2000);
    expect(fired).toEqual([
      ['first', 1000],
      ['at once', 1000],
      ['then', 1500],
    ]);
  });

  it('repeats a timer set every so often until it is cancelled, even by its own run', async () => {
    const sut = new TestClock();
    const ticks: number[] = [];
    const stop = sut.every(1000, () => {
      ticks.push(sut.monotonicMs());
      if (ticks.length === 4) stop();
    });
    await sut.advance(3500);
    expect(ticks).toEqual([1000, 2000, 3000]);
    await sut.advance(10_000);
    expect(ticks).toEqual([1000, 2000, 3000, 4000]);
    expect(sut.pendingTimers).toBe(0);
  });

  it('never fires a cancelled timer, and cancelling twice or after it fired does nothing', async () => {
    const sut = new TestClock();
    const fired: string[] = [];
    const cancelOnce = sut.after(1000, () => fired.push('once'));
    const cancelRepeating = sut.every(1000, () => fired.push('repeating'));
    const cancelKept = sut.after(500, () => fired.push('kept'));
    cancelOnce();
    cancelOnce();
    cancelRepeating();
    await sut.advance(5000);
    cancelKept();
    expect(fired).toEqual(['kept']);
    expect(sut.pendingTimers).toBe(0);
  });

  it('lets work under way reach its timer before time moves', async () => {
    const sut = new TestClock();
    let woke = false;
    void (async () => {
      await Promise.resolve();
      await sut.sleep(1000);
      woke = true;
    })();
    await sut.advance(1000);
    expect(woke).toBe(true);
  });
});
