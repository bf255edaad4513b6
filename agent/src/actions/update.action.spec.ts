import { type AgentRelease, updateResultSchema } from '@oak/shared';
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

  it('reinstalls a version asked for by name, even the running one', async () => {
    const { sut, installer } = setup(release('1.0.0'));
    const data = await sut.run(stubContext({ version: '1.0.0' }, stubServices()), stubDeadline());
    expect(data.restarting).toBe(true);
    expect(installer.release).toHaveBeenCalledWith('1.0.0', expect.any(AbortSignal));
  });

  it('does not run while the Pi plays or records', () => {
    expect(setup(release('1')).sut.uses).toEqual(['speaker', 'mic']);
  });
});
