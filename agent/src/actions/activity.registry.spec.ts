import { AGENT_RESOURCES, ActivityRegistry } from './activity.registry';
import { StopRequested } from './action-errors';

describe('ActivityRegistry', () => {
  it('lets one action at a time use the speaker, but the speaker and the mic independently', () => {
    const sut = new ActivityRegistry();
    const talk = sut.tryStart('t1', 'talk', ['speaker'], true);
    expect('activity' in talk).toBe(true);
    expect(sut.tryStart('t2', 'talk', ['speaker'], true)).toMatchObject({
      busyWith: { requestId: 't1', action: 'talk' },
      resource: 'speaker',
    });
    expect('activity' in sut.tryStart('r1', 'record', ['mic'], true)).toBe(true);
    expect('activity' in sut.tryStart('s1', 'state', [], false)).toBe(true);
    expect(sut.busy).toBe(true);
    if ('end' in talk) talk.end();
    expect('activity' in sut.tryStart('t3', 'talk', ['speaker'], true)).toBe(true);
  });

  it('lets one scan at a time use the network, while a talk and a recording still run', () => {
    const sut = new ActivityRegistry();
    expect('activity' in sut.tryStart('s1', 'diagnostics', ['network'], true)).toBe(true);
    expect(sut.tryStart('s2', 'diagnostics', ['network'], true)).toMatchObject({
      busyWith: { requestId: 's1' },
      resource: 'network',
    });
    expect('activity' in sut.tryStart('t1', 'talk', ['speaker'], true)).toBe(true);
    expect('activity' in sut.tryStart('r1', 'record', ['mic'], true)).toBe(true);
    expect(sut.tryStart('u1', 'update', AGENT_RESOURCES, false)).toMatchObject({ resource: 'network' });
  });

  it('is busy while a scan holds the network, so an update waits', () => {
    const sut = new ActivityRegistry();
    sut.tryStart('s1', 'diagnostics', ['network'], true);
    expect(sut.busy).toBe(true);
  });

  it('is not busy with actions that hold nothing', () => {
    const sut = new ActivityRegistry();
    sut.tryStart('s1', 'state', [], false);
    expect(sut.busy).toBe(false);
  });

  it('stops what is stoppable and waits for it to end', async () => {
    const sut = new ActivityRegistry();
    const talk = sut.tryStart('t1', 'talk', ['speaker'], true);
    const update = sut.tryStart('u1', 'update', [], false);
    if (!('activity' in talk) || !('activity' in update)) throw new Error('not started');
    talk.activity.controller.signal.addEventListener('abort', () => setTimeout(talk.end, 10));
    await expect(sut.stopAll(1000)).resolves.toBe(1);
    expect(talk.activity.controller.signal.reason).toBeInstanceOf(StopRequested);
    expect(update.activity.controller.signal.aborted).toBe(false);
    await expect(sut.stopAll(1000)).resolves.toBe(0);
  });

  it('does not wait forever for work that ignores the stop', async () => {
    const sut = new ActivityRegistry();
    sut.tryStart('t1', 'talk', ['speaker'], true);
    await expect(sut.stopAll(20)).resolves.toBe(1);
  });
});
