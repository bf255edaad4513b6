import { throttle } from './throttle.util';

describe('throttle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs at once, then at most once per interval, always ending with a run', () => {
    const run = jest.fn();
    const sut = throttle(run, 250);
    sut.schedule();
    expect(run).toHaveBeenCalledTimes(1);
    sut.schedule();
    sut.schedule();
    expect(run).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(249);
    expect(run).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(2);
    sut.schedule();
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('flushes now and cancels a pending run', () => {
    const run = jest.fn();
    const sut = throttle(run, 250);
    sut.schedule();
    sut.schedule();
    sut.flush();
    expect(run).toHaveBeenCalledTimes(2);
    sut.schedule();
    sut.cancel();
    jest.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
