import { agentStateResultSchema } from '@oak/shared';
import { stubContext, stubDeadline, stubServices } from '../testing/agent-services.stub';
import { stateAction as sut } from './state.action';

describe('state action', () => {
  it('answers ONLINE with the reported shadow', async () => {
    const services = stubServices();
    services.state.update({ recording: true });
    const data = agentStateResultSchema.parse(
      await sut.run(stubContext(undefined, services), stubDeadline()),
    );
    expect(data).toMatchObject({
      thingStatus: 'ONLINE',
      agentVersion: '1.0.0',
      audioBackend: 'virtual',
      recording: true,
      playing: null,
    });
    expect(sut.schema.safeParse(undefined).success).toBe(true);
    expect(sut.defaultTimeoutMs(undefined)).toBe(3000);
  });
});
