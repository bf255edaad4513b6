import { stopResultSchema } from '@oak/shared';
import { stubContext, stubDeadline, stubServices } from '../testing/agent-services.stub';
import { stopAction as sut } from './stop.action';

describe('stop action', () => {
  it('says nothing was stopped when nothing ran', async () => {
    const services = stubServices();
    expect(stopResultSchema.parse(await sut.run(stubContext({}, services), stubDeadline()))).toEqual({
      stopped: false,
    });
  });

  it('stops what plays and records, and waits for it to end', async () => {
    const services = stubServices();
    const talk = services.activities.tryStart('t', 'talk', ['speaker'], true);
    if (!('activity' in talk)) throw new Error('busy');
    talk.activity.controller.signal.addEventListener('abort', () => setTimeout(talk.end, 5));
    const stopAudio = jest.spyOn(services.audio, 'stop');
    await expect(sut.run(stubContext({}, services), stubDeadline())).resolves.toEqual({ stopped: true });
    expect(stopAudio).toHaveBeenCalled();
    expect(services.activities.busy).toBe(false);
  });
});
