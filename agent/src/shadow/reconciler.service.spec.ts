import { type AgentShadowDesired } from '@oak/shared';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { silentLogger, tempDir } from '../testing/agent-services.stub';
import { UPDATE_ATTEMPT_FILE, Reconciler } from './reconciler.service';

describe('Reconciler', () => {
  function setup(
    desired: AgentShadowDesired,
    options: { busy?: () => boolean; fails?: boolean; now?: () => number } = {},
  ) {
    const stateDir = tempDir();
    const updates: string[] = [];
    const sut = new Reconciler({
      stateDir,
      desired: () => desired,
      agentVersion: '1.0.0',
      busy: options.busy ?? (() => false),
      logger: silentLogger,
      ...(options.now ? { now: options.now } : {}),
      executors: {
        updateAgent: async ({ version }) => {
          updates.push(version);
          if (options.fails) throw new Error('download failed');
        },
      },
    });
    return { sut, updates, stateDir };
  }

  it('does nothing when in sync', async () => {
    const { sut, updates } = setup({ agentVersion: '1.0.0' });
    await sut.trigger();
    await sut.settled();
    expect(updates).toEqual([]);
  });

  it('updates once, records the attempt, then backs off instead of looping', async () => {
    const { sut, updates, stateDir } = setup({ agentVersion: '1.1.0' }, { fails: true, now: () => 1000 });
    await sut.trigger();
    await sut.trigger();
    expect(updates).toEqual(['1.1.0']);
    expect(JSON.parse(readFileSync(path.join(stateDir, UPDATE_ATTEMPT_FILE), 'utf8'))).toEqual({
      version: '1.1.0',
      at: 1000,
      attempts: 1,
    });
    sut.close();
  });

  it('counts attempts at the same version across passes', async () => {
    let now = 0;
    const { sut, stateDir } = setup({ agentVersion: '1.1.0' }, { fails: true, now: () => now });
    await sut.trigger();
    now = 61_000;
    await sut.trigger();
    expect(JSON.parse(readFileSync(path.join(stateDir, UPDATE_ATTEMPT_FILE), 'utf8'))).toMatchObject({
      attempts: 2,
    });
    sut.close();
  });

  it('waits while busy and tries again later', async () => {
    jest.useFakeTimers();
    try {
      let busy = true;
      const { sut, updates } = setup({ agentVersion: '1.1.0' }, { busy: () => busy });
      await sut.trigger();
      expect(updates).toEqual([]);
      busy = false;
      await jest.advanceTimersByTimeAsync(5000);
      // The retried pass reads its state from disk, which fake timers do not drive.
      jest.useRealTimers();
      for (let i = 0; i < 100 && updates.length === 0; i++)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(updates).toEqual(['1.1.0']);
      sut.close();
    } finally {
      jest.useRealTimers();
    }
  });

  it('runs again when triggered during a pass, and not after close', async () => {
    const { sut, updates } = setup({ agentVersion: '1.0.0' });
    const first = sut.trigger();
    const second = sut.trigger();
    await Promise.all([first, second]);
    await sut.settled();
    sut.close();
    await sut.trigger();
    expect(updates).toEqual([]);
  });
});
