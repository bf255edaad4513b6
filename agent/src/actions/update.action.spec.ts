import { type AgentRelease, updateResultSchema } from '@oak/shared';
import { initialLabControllerState } from '../shadow/lab-controller.util';
import { type ReleaseInstaller } from '../update/release-installer.service';
import { stubContext, stubDeadline, stubServices } from '../testing/agent-services.stub';
import { updateAction } from './update.action';

function setup(release: AgentRelease) {
  const installer = {
    release: jest.fn(async () => release),
    install: jest.fn(async () => '/opt/oak-agent/oak-agent.js'),
  };
  return { installer, sut: updateAction(installer as unknown as ReleaseInstaller) };
}
const release = (version: string): AgentRelease => ({
  version,
  sha256: 'a'.repeat(64),
  url: '/api/agent/bundle',
});

describe('update action', () => {
  it('does nothing when already running the current release', async () => {
    const { sut, installer } = setup(release('1.0.0'));
    const ctx = stubContext({}, stubServices());
    const data = updateResultSchema.parse(await sut.run(ctx, stubDeadline()));
    expect(data).toEqual({ previousVersion: '1.0.0', version: '1.0.0', restarting: false });
    expect(installer.install).not.toHaveBeenCalled();
    expect(ctx.afterAnswerTasks).toHaveLength(0);
  });

  it('installs a newer release and restarts once answered', async () => {
    const { sut, installer } = setup(release('1.1.0'));
    const services = stubServices();
    const ctx = stubContext({}, services);
    await expect(sut.run(ctx, stubDeadline())).resolves.toEqual({
      previousVersion: '1.0.0',
      version: '1.1.0',
      restarting: true,
    });
    expect(installer.install).toHaveBeenCalledWith(release('1.1.0'), expect.any(AbortSignal));
    expect(services.restarts).toEqual([]);
    for (const task of ctx.afterAnswerTasks) await task();
    expect(services.restarts).toEqual(['update to 1.1.0']);
  });

  it('reports lab_code_updating while installing, then lab_code_updated, which the restarted agent keeps', async () => {
    const { sut, installer } = setup(release('1.1.0'));
    const services = stubServices();
    const seen: (string | null)[] = [];
    services.state.onChange(() => seen.push(services.state.current.labController));
    installer.install.mockImplementation(async () => {
      expect(services.state.current.labController).toBe('lab_code_updating');
      return '/opt/oak-agent/oak-agent.js';
    });
    await sut.run(stubContext({}, services), stubDeadline());
    expect(seen).toEqual(['lab_code_updating', 'lab_code_updated']);
    expect(services.state.reported().labController).toBe('lab_code_updated');
    // The agent started after the restart runs 1.1.0: its first shadow says the code is updated, once.
    await expect(initialLabControllerState(services.config.stateDir, '1.1.0')).resolves.toBe(
      'lab_code_updated',
    );
    await expect(initialLabControllerState(services.config.stateDir, '1.1.0')).resolves.toBeNull();
  });

  it('reports no update done when the install fails', async () => {
    const { sut, installer } = setup(release('1.1.0'));
    const services = stubServices();
    installer.install.mockRejectedValue(new Error('checksum mismatch'));
    await expect(sut.run(stubContext({}, services), stubDeadline())).rejects.toThrow('checksum mismatch');
    expect(services.state.current.labController).toBeNull();
    await expect(initialLabControllerState(services.config.stateDir, '1.1.0')).resolves.toBeNull();
  });

  it('reinstalls a version asked for by name, even the running one', async () => {
    const { sut, installer } = setup(release('1.0.0'));
    const data = await sut.run(stubContext({ version: '1.0.0' }, stubServices()), stubDeadline());
    expect(data.restarting).toBe(true);
    expect(installer.release).toHaveBeenCalledWith('1.0.0', expect.any(AbortSignal));
  });

  it('does not run while the Pi plays, records or scans', () => {
    expect(setup(release('1')).sut.uses).toEqual(['speaker', 'mic', 'network']);
  });
});
