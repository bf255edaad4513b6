import { RUN_END_MESSAGES } from '@oak/shared';
import { ExecutorHarness, type ExecutorEvent, type ScriptedStep } from '../../testing/run-executor-harness';

const steps = (...keys: string[]): ScriptedStep[] => keys.map((key) => ({ key }));
const saves = (events: readonly ExecutorEvent[]) =>
  events.flatMap((event) => (event.kind === 'save' ? [[event.key, event.index]] : []));

describe('RunExecutor (issue 28: the contract long and many-device runs need)', () => {
  it('stores each outcome before any announcement shows it', async () => {
    const harness = new ExecutorHarness({ steps: steps('s1', 's2', 's3') });
    await harness.run();

    expect(harness.executed).toEqual(['s1', 's2', 's3']);
    for (const key of ['s1', 's2', 's3']) {
      const saved = harness.events.findIndex((event) => event.kind === 'save' && event.key === key);
      const firstShown = harness.events.findIndex(
        (event) => event.kind === 'announce' && event.done.includes(key),
      );
      expect(saved).toBeGreaterThanOrEqual(0);
      expect(firstShown).toBeGreaterThan(saved);
    }
    expect(harness.finished).toEqual({ kind: 'finish', state: 'succeeded', verdict: 'passed' });
  });

  it("writes the family's starting status as the job's, before its first step plays (issue 29: BDD STARTING)", async () => {
    const harness = new ExecutorHarness({ steps: steps('s1'), starting: 'STARTING' });
    await harness.run();

    const statuses = harness.events.flatMap((event) =>
      event.kind === 'state' && event.change.testStatus ? [event.change.testStatus] : [],
    );
    expect(statuses).toEqual(['STARTING', 'Processing']);
    const started = harness.events.findIndex(
      (event) => event.kind === 'state' && event.change.testStatus === 'STARTING',
    );
    expect(started).toBeLessThan(harness.events.findIndex((event) => event.kind === 'execute'));
  });

  it('takes a run up again after the steps it stored, each recorded once at its own index', async () => {
    const harness = new ExecutorHarness({ steps: steps('s1', 's2', 's3') });
    harness.stored.push(
      { key: 's1', index: 0, outcome: { key: 's1' } },
      { key: 's2', index: 1, outcome: { key: 's2' } },
    );
    await harness.run();

    expect(harness.executed).toEqual(['s3']);
    expect(saves(harness.events)).toEqual([['s3', 2]]);
    expect(harness.finished).toEqual({ kind: 'finish', state: 'succeeded', verdict: 'passed' });
  });

  it('stops a terminated run between steps, playing nothing after, and ends it canceled', async () => {
    const harness = new ExecutorHarness({
      steps: [
        {
          key: 's1',
          play: async () => {
            harness.canceled = true;
            return { key: 's1' };
          },
        },
        { key: 's2' },
      ],
    });
    await harness.run();

    expect(harness.executed).toEqual(['s1']);
    expect(saves(harness.events)).toEqual([['s1', 0]]);
    expect(harness.finished).toEqual({ kind: 'finish', state: 'canceled' });
  });

  it('fails a step still playing at its deadline, aborting its signal and storing nothing of it', async () => {
    const harness = new ExecutorHarness({
      steps: [
        { key: 'quick', budgetMs: 1000 },
        // A silent Pi: the step waits for an answer that never comes, until its signal aborts.
        {
          key: 'silent',
          budgetMs: 5000,
          play: (control) =>
            new Promise((_, reject) =>
              control.signal.addEventListener('abort', () => reject(control.signal.reason)),
            ),
        },
        { key: 'after' },
      ],
    });
    await harness.run(250);

    expect(harness.executed).toEqual(['quick', 'silent']);
    expect(saves(harness.events)).toEqual([['quick', 0]]);
    expect(harness.signals.get('silent')?.aborted).toBe(true);
    expect(harness.signals.get('quick')?.aborted).toBe(false);
    expect(harness.finished).toEqual({
      kind: 'finish',
      state: 'failed',
      error: RUN_END_MESSAGES.stepTimedOut('silent', 5000),
      failureClass: 'lab',
    });
    // The failure came at the deadline, not before.
    expect(harness.clock.monotonicMs()).toBeGreaterThanOrEqual(5000);
    expect(harness.clock.pendingTimers).toBe(0);
  });

  it('ends a run early once the step that says so is stored: failed with its reason, or succeeded', async () => {
    const offline: ScriptedStep = {
      key: 's2',
      play: async (control) => {
        control.endRun({
          state: 'failed',
          reason: 'Every device under test is offline',
          failureClass: 'device',
        });
        return { key: 's2', offline: true };
      },
    };
    const failed = new ExecutorHarness({ steps: [{ key: 's1' }, offline, { key: 's3' }] });
    await failed.run();
    expect(failed.executed).toEqual(['s1', 's2']);
    expect(saves(failed.events)).toEqual([
      ['s1', 0],
      ['s2', 1],
    ]);
    expect(failed.finished).toEqual({
      kind: 'finish',
      state: 'failed',
      error: 'Every device under test is offline',
      failureClass: 'device',
    });

    const enough: ScriptedStep = {
      key: 's1',
      play: async (control) => {
        control.endRun({ state: 'succeeded', reason: 'The run has its answer' });
        return { key: 's1' };
      },
    };
    const succeeded = new ExecutorHarness({ steps: [enough, { key: 's2' }] });
    await succeeded.run();
    expect(succeeded.executed).toEqual(['s1']);
    expect(succeeded.finished).toEqual({ kind: 'finish', state: 'succeeded', verdict: 'passed' });
  });

  it("ends a run that played to its end by its family's verdict of every stored outcome: failed, the test's fault (issue 29)", async () => {
    const judged: unknown[][] = [];
    const verdict = (outcomes: readonly unknown[]) => {
      judged.push([...outcomes]);
      return outcomes.some((outcome) => (outcome as { failed?: boolean }).failed)
        ? { verdict: 'failed' as const, reason: '1 of 3 ACM scenarios failed: 310 Drop in' }
        : { verdict: 'passed' as const, reason: 'All 3 ACM scenarios passed' };
    };
    const failing: ScriptedStep = { key: 's2', play: async () => ({ key: 's2', failed: true }) };
    const harness = new ExecutorHarness({ steps: [{ key: 's1' }, failing, { key: 's3' }], verdict });
    // Taken up again after s1: the verdict weighs the stored step with those played now.
    harness.stored.push({ key: 's1', index: 0, outcome: { key: 's1' } });
    await harness.run();
    expect(harness.executed).toEqual(['s2', 's3']);
    expect(judged).toEqual([[{ key: 's1' }, { key: 's2', failed: true }, { key: 's3' }]]);
    expect(harness.finished).toEqual({
      kind: 'finish',
      state: 'failed',
      error: '1 of 3 ACM scenarios failed: 310 Drop in',
      failureClass: 'test',
      verdict: 'failed',
    });
    // Judged only once every step is stored: nothing is finished before the last save.
    const lastSave = harness.events.findLastIndex((event) => event.kind === 'save');
    expect(harness.events.findIndex((event) => event.kind === 'finish')).toBeGreaterThan(lastSave);
  });

  it('gives no verdict to a run that did not play to its end: failed early, or canceled', async () => {
    let judged = 0;
    const verdict = () => {
      judged += 1;
      return { verdict: 'passed' as const, reason: 'never asked' };
    };
    const offline: ScriptedStep = {
      key: 's1',
      play: async (control) => {
        control.endRun({
          state: 'failed',
          reason: 'Every device under test is offline',
          failureClass: 'device',
        });
        return { key: 's1' };
      },
    };
    const failed = new ExecutorHarness({ steps: [offline, { key: 's2' }], verdict });
    await failed.run();
    expect(failed.finished).toEqual({
      kind: 'finish',
      state: 'failed',
      error: 'Every device under test is offline',
      failureClass: 'device',
    });
    const canceled = new ExecutorHarness({ steps: [{ key: 's1' }, { key: 's2' }], verdict });
    canceled.canceled = true;
    await canceled.run();
    expect(canceled.finished).toEqual({ kind: 'finish', state: 'canceled' });
    expect(judged).toBe(0);
  });

  it('plans the next steps from the outcomes so far until the family plans none, the same again on resume', async () => {
    // A time-bound run: a window at a time until five are stored.
    const next = (context: { outcomes: ReadonlyMap<string, unknown> }) =>
      context.outcomes.size < 5 ? steps(`w${context.outcomes.size}`) : [];
    const harness = new ExecutorHarness({ steps: steps('w0'), next });
    await harness.run();
    expect(harness.executed).toEqual(['w0', 'w1', 'w2', 'w3', 'w4']);
    expect(saves(harness.events).map(([, index]) => index)).toEqual([0, 1, 2, 3, 4]);

    const resumed = new ExecutorHarness({ steps: steps('w0'), next });
    resumed.stored.push(...['w0', 'w1', 'w2'].map((key, index) => ({ key, index, outcome: { key } })));
    await resumed.run();
    expect(resumed.executed).toEqual(['w3', 'w4']);
    expect(resumed.finished).toEqual({ kind: 'finish', state: 'succeeded', verdict: 'passed' });
  });

  it('announces the live changes at the family refresh interval while a long step plays', async () => {
    const harness = new ExecutorHarness({
      liveRefreshMs: 1000,
      steps: [
        {
          key: 'long',
          play: (control, clock) => clock.sleep(3500, control.signal).then(() => ({ key: 'long' })),
        },
      ],
    });
    await harness.run(100);

    const during = harness.events.filter(
      (event): event is Extract<ExecutorEvent, { kind: 'announce' }> =>
        event.kind === 'announce' && event.current === 'long',
    );
    // One as the step starts, then one each second it plays.
    expect(during.map((event) => event.atMs)).toEqual([0, 1000, 2000, 3000]);
    expect(harness.clock.pendingTimers).toBe(0);
  });

  it('announces at most once per refresh interval across many short steps, the run as it ends at once (issue 30)', async () => {
    const keys = Array.from({ length: 20 }, (_, index) => `s${index + 1}`);
    const harness = new ExecutorHarness({
      liveRefreshMs: 1000,
      steps: keys.map((key) => ({
        key,
        play: (control, clock) => clock.sleep(150, control.signal).then(() => ({ key })),
      })),
    });
    await harness.run(50);

    const announced = harness.events.filter(
      (event): event is Extract<ExecutorEvent, { kind: 'announce' }> => event.kind === 'announce',
    );
    // Three seconds of steps: the change as the run goes in progress, one a second, and the last at once.
    const times = announced.map((event) => event.atMs);
    for (const [index, atMs] of times.entries())
      if (index > 1 && index < times.length - 1)
        expect(atMs - times[index - 1]!).toBeGreaterThanOrEqual(1000);
    expect(announced.length).toBeLessThanOrEqual(3000 / 1000 + 3);
    expect(announced.at(-1)).toMatchObject({ done: keys });
    expect(announced.at(-1)!.current).toBeUndefined();
    // Each shown only once stored.
    for (const event of announced)
      for (const key of event.done)
        expect(harness.events.findIndex((e) => e.kind === 'save' && e.key === key)).toBeLessThan(
          harness.events.indexOf(event),
        );
    expect(harness.clock.pendingTimers).toBe(0);
  });

  it('folds the score one outcome at a time, stored ones first, instead of scoring every outcome again', async () => {
    const added: unknown[] = [];
    const harness = new ExecutorHarness({
      steps: steps('s1', 's2', 's3'),
      fold: {
        start: () => 0,
        add: (score, outcome) => {
          added.push(outcome);
          return (score as number) + 1;
        },
      },
    });
    harness.stored.push({ key: 's1', index: 0, outcome: { key: 's1' } });
    await harness.run();

    // Each outcome added once: the stored one as the run was taken up, the others as each was stored.
    expect(added).toEqual([{ key: 's1' }, { key: 's2' }, { key: 's3' }]);
    const announced = harness.events.flatMap((event) => (event.kind === 'announce' ? [event] : []));
    expect(announced.at(-1)).toMatchObject({ done: ['s1', 's2', 's3'], score: 3 });
  });
});
