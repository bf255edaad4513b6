import { type AgentShadowReported, agentShadowReportedSchema } from '@oak/shared';
import { silentLogger } from '../testing/agent-services.stub';
import { AgentStateStore } from './agent-state.store';
import { ShadowReporter } from './shadow-reporter.service';

describe('ShadowReporter', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2024-05-01T10:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  function setup(publish = jest.fn(async (_shadow: AgentShadowReported) => undefined)) {
    const state = new AgentStateStore({ agentVersion: '1.2.3', audioBackend: 'virtual', plugins: ['p'] });
    const sut = new ShadowReporter(state, publish, silentLogger, 250);
    return { state, sut, publish };
  }

  it('reports on connect, even when nothing changed', () => {
    const { sut, publish } = setup();
    sut.reportNow();
    sut.reportNow();
    expect(publish).toHaveBeenCalledTimes(2);
    expect(agentShadowReportedSchema.parse(publish.mock.calls[0]![0])).toEqual({
      agentVersion: '1.2.3',
      audioBackend: 'virtual',
      plugins: ['p'],
      playing: null,
      recording: false,
      calibrating: null,
      lastCalibration: null,
      labController: null,
      startedAt: '2024-05-01T10:00:00.000Z',
      updatedAt: '2024-05-01T10:00:00.000Z',
    });
  });

  it('reports the devices standing beside the Pi when its config says, and nothing of them otherwise', () => {
    const publish = jest.fn(async (_shadow: AgentShadowReported) => undefined);
    const beside = new AgentStateStore({
      agentVersion: '1.2.3',
      audioBackend: 'virtual',
      plugins: [],
      devices: ['G0GOOD', 'G0POOR'],
    });
    new ShadowReporter(beside, publish, silentLogger, 250).reportNow();
    expect(agentShadowReportedSchema.parse(publish.mock.calls[0]![0]).devices).toEqual(['G0GOOD', 'G0POOR']);
    const { sut, publish: unsaid } = setup();
    sut.reportNow();
    expect(unsaid.mock.calls[0]![0]).not.toHaveProperty('devices');
  });

  it('reports changes at most every 250 ms, the latest last', () => {
    const { state, sut, publish } = setup();
    sut.reportNow();
    state.update({ recording: true });
    state.update({ calibrating: 'pink_noise' });
    state.update({ recording: false });
    expect(publish).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(250);
    expect(publish).toHaveBeenCalledTimes(2);
    expect(publish.mock.calls[1]![0]).toMatchObject({
      recording: false,
      calibrating: 'pink_noise',
      updatedAt: '2024-05-01T10:00:00.250Z',
    });
  });

  it('sends a change at once on flush, with the resource sync once there is one', () => {
    const { state, sut, publish } = setup();
    sut.reportNow();
    state.update({
      resource_sync: { state: 'queued', syncId: 's1' },
    });
    sut.flush();
    expect(publish).toHaveBeenCalledTimes(2);
    expect(agentShadowReportedSchema.parse(publish.mock.calls[1]![0])).toMatchObject({
      resource_sync: { state: 'queued', syncId: 's1' },
    });
    expect(publish.mock.calls[0]![0]).not.toHaveProperty('resource_sync');
    state.update({ resource_sync: undefined });
    sut.flush();
    expect(publish.mock.calls[2]![0]).not.toHaveProperty('resource_sync');
    sut.flush();
    expect(publish).toHaveBeenCalledTimes(3);
  });

  it('skips a change that changes nothing but the time', () => {
    const { state, sut, publish } = setup();
    sut.reportNow();
    jest.advanceTimersByTime(1000);
    state.update({ recording: false });
    expect(publish).toHaveBeenCalledTimes(1);
  });

  it('stops reporting when closed, and survives a failing publish', async () => {
    const { state, sut, publish } = setup(
      jest.fn(async (_shadow: AgentShadowReported) => Promise.reject(new Error('offline'))),
    );
    sut.reportNow();
    await Promise.resolve();
    sut.close();
    state.update({ recording: true });
    jest.advanceTimersByTime(1000);
    expect(publish).toHaveBeenCalledTimes(1);
  });
});
