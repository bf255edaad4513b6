import { type Cancel, SystemClock, Stopped } from './clock';

/** Long enough that a spec never waits for it: a timer set to this fires only if cancelling failed. */
const NEVER_MS = 60_000;

/** Resolves with what `set` passes to its callback, once it is called. */
function firstCall<T>(set: (call: (value: T) => void) => void): Promise<T> {
  return new Promise((resolve) => set(resolve));
}

describe('SystemClock', () => {
  const sut = new SystemClock();

  it('fires a timer once, after its delay', async () => {
    const startedMs = sut.monotonicMs();
    let runs = 0;
    await firstCall<void>((fired) =>
      sut.after(5, () => {
        runs += 1;
        fired();
      }),
    );
    await sut.sleep(20);
    expect(runs).toBe(1);
    expect(sut.monotonicMs()).toBeGreaterThan(startedMs);
  });

  it('repeats a timer set every so often until its own run cancels it', async () => {
    let runs = 0;
    await firstCall<void>((stopped) => {
      const stop: Cancel = sut.every(2, () => {
        runs += 1;
        if (runs === 3) {
          stop();
          stopped();
        }
      });
    });
    await sut.sleep(20);
    expect(runs).toBe(3);
  });

  it('never fires a cancelled timer, once or repeating', async () => {
    const fired: string[] = [];
    sut.after(1, () => fired.push('once'))();
    sut.every(1, () => fired.push('repeating'))();
    await sut.sleep(20);
    expect(fired).toEqual([]);
  });

  it('holds the process open for a timer unless it is set with ref: false', () => {
    // Node lists as active resources only the timers that keep the process alive.
    const heldTimers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
    const before = heldTimers();
    const cancelUnreferenced = sut.after(NEVER_MS, () => undefined, { ref: false });
    const cancelRepeatingUnreferenced = sut.every(NEVER_MS, () => undefined, { ref: false });
    expect(heldTimers()).toBe(before);
    const cancelReferenced = sut.after(NEVER_MS, () => undefined);
    expect(heldTimers()).toBe(before + 1);
    for (const cancel of [cancelUnreferenced, cancelRepeatingUnreferenced, cancelReferenced]) cancel();
    expect(heldTimers()).toBe(before);
  });

  it('ends a wait with Stopped when its signal aborts, before or during it', async () => {
    const controller = new AbortController();
    const waiting = sut.sleep(NEVER_MS, controller.signal);
    controller.abort();
    await expect(waiting).rejects.toBeInstanceOf(Stopped);
    await expect(sut.sleep(NEVER_MS, controller.signal)).rejects.toBeInstanceOf(Stopped);
  });
});
