import { type AgentResponse } from '@oak/shared';
import { stubContext, stubDeadline, stubServices } from '../testing/agent-services.stub';
import { ActionDispatcher } from './action-dispatcher.service';
import { type AgentActionPlugin } from './agent-action.port';
import { type ResourceSyncControl, resyncAction, syncAction } from './sync.action';

function engine(): ResourceSyncControl & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    sync: () => (calls.push('sync'), { started: true, syncId: 's1' }),
    resync: () => (calls.push('resync'), { started: false, reason: 'No resources are desired' }),
  };
}

describe('sync and resync actions', () => {
  it('start the engine and answer with what it says', async () => {
    const sync = engine();
    await expect(syncAction(sync).run(stubContext({}), stubDeadline())).resolves.toEqual({
      started: true,
      syncId: 's1',
    });
    await expect(resyncAction(sync).run(stubContext({}), stubDeadline())).resolves.toEqual({
      started: false,
      reason: 'No resources are desired',
    });
    expect(sync.calls).toEqual(['sync', 'resync']);
  });

  it('take an empty payload, none, or one with more fields; nothing else', () => {
    for (const action of [syncAction(engine()), resyncAction(engine())]) {
      expect(action.schema.safeParse({}).success).toBe(true);
      expect(action.schema.safeParse({ locales: ['en_US'] }).success).toBe(true);
      expect(action.schema.safeParse([]).success).toBe(false);
      expect(action.schema.safeParse('now').success).toBe(false);
      expect(action.uses).toEqual([]);
      expect(action.defaultTimeoutMs({})).toBe(10_000);
    }
  });

  it('answer 200 through the dispatcher, and 400 to a payload that is not an object', async () => {
    const sync = engine();
    const answers: AgentResponse[] = [];
    const dispatcher = new ActionDispatcher(
      [syncAction(sync), resyncAction(sync)] as AgentActionPlugin<unknown>[],
      stubServices(),
      async (response) => {
        answers.push(response);
      },
    );
    await dispatcher.handle(JSON.stringify({ id: 'a', action: 'sync', payload: {} }));
    await dispatcher.handle(JSON.stringify({ id: 'b', action: 'resync' }));
    await dispatcher.handle(JSON.stringify({ id: 'c', action: 'sync', payload: [] }));
    expect(answers).toEqual([
      { id: 'a', code: 200, data: { started: true, syncId: 's1' } },
      { id: 'b', code: 200, data: { started: false, reason: 'No resources are desired' } },
      {
        id: 'c',
        code: 400,
        error: { message: expect.stringMatching(/^payload: expected object/), state: 'failed' },
      },
    ]);
  });
});
