import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { silentLogger, tempDir } from '../testing/agent-services.stub';
import { DESIRED_SHADOW_FILE, DesiredStateStore } from './desired-state.store';

describe('DesiredStateStore', () => {
  it('caches what the cloud wants on disk, for the next start', async () => {
    const dir = tempDir();
    const sut = new DesiredStateStore(dir, silentLogger);
    const changed = jest.fn();
    sut.onChange(changed);
    await sut.receive(Buffer.from(JSON.stringify({ agentVersion: '2.0.0', resources: { files: [] } })));
    expect(sut.current).toEqual({ agentVersion: '2.0.0', resources: { files: [] } });
    expect(changed).toHaveBeenCalledTimes(1);
    expect(JSON.parse(readFileSync(path.join(dir, DESIRED_SHADOW_FILE), 'utf8'))).toEqual(sut.current);
    const restarted = new DesiredStateStore(dir, silentLogger);
    await restarted.load();
    expect(restarted.current).toEqual(sut.current);
  });

  it('takes an empty message as nothing desired', async () => {
    const sut = new DesiredStateStore(tempDir(), silentLogger);
    await sut.receive('{"agentVersion":"2.0.0"}');
    await sut.receive('');
    expect(sut.current).toEqual({});
  });

  it.each(['garbage', '[1]', '{"agentVersion":5}', 'null'])(
    'ignores a malformed desired shadow %j',
    async (raw) => {
      const sut = new DesiredStateStore(tempDir(), silentLogger);
      await sut.receive('{"agentVersion":"2.0.0"}');
      await sut.receive(raw);
      expect(sut.current).toEqual({ agentVersion: '2.0.0' });
    },
  );

  it('starts with nothing desired when the cache is missing or damaged', async () => {
    const dir = tempDir();
    const sut = new DesiredStateStore(dir, silentLogger);
    await sut.load();
    expect(sut.current).toEqual({});
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, DESIRED_SHADOW_FILE), '{"agentVersion":[]}');
    await sut.load();
    expect(sut.current).toEqual({});
  });

  it('keeps working when the cache cannot be written', async () => {
    const file = path.join(tempDir(), 'a-file');
    writeFileSync(file, '');
    const sut = new DesiredStateStore(path.join(file, 'below'), silentLogger);
    await sut.receive('{"agentVersion":"3.0.0"}');
    expect(sut.current).toEqual({ agentVersion: '3.0.0' });
  });
});
