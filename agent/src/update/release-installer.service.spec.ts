import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from '../testing/agent-services.stub';
import { type StubHttpServer, startStubHttpServer, unusedPort } from '../testing/http-server.stub';
import { ReleaseInstaller } from './release-installer.service';

const never = new AbortController().signal;
const program = (version: string) => `#!/usr/bin/env node\nconsole.log(${JSON.stringify(version)});\n`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('ReleaseInstaller', () => {
  let cloud: StubHttpServer;
  let release: unknown = {};
  let bundle = program('2.0.0');
  beforeAll(async () => {
    cloud = await startStubHttpServer({
      'GET /api/agent/release': () => ({ json: release }),
      'GET /api/agent/bundle': () => ({ body: bundle }),
      'GET /elsewhere/oak-agent.js': () => ({ body: bundle }),
    });
  });
  afterAll(() => cloud.close());

  function setup() {
    const installDir = tempDir();
    return { installDir, sut: new ReleaseInstaller({ cloudUrl: `${cloud.url}/`, installDir, fetch }) };
  }

  it('reads the current release, or the one asked for', async () => {
    const { sut } = setup();
    release = { version: '2.0.0', sha256: sha256(bundle), url: '/api/agent/bundle' };
    await expect(sut.release(undefined, never)).resolves.toEqual(release);
    await expect(sut.release('2.0.0', never)).resolves.toEqual(release);
    expect(cloud.requests.at(-1)?.url).toBe('/api/agent/release?version=2.0.0');
    await expect(sut.release('3.0.0', never)).rejects.toThrow(
      'The cloud offers agent 2.0.0, not the requested 3.0.0',
    );
  });

  it.each([
    [{ version: '2.0.0', sha256: 'abc', url: '/x' }, /agent release is malformed: sha256/],
    ['not an object', /agent release is malformed/],
  ])('refuses a malformed release %j', async (answer, message) => {
    release = answer;
    await expect(setup().sut.release(undefined, never)).rejects.toThrow(message);
  });

  it('installs a verified bundle in place, executable, leaving no temporary file', async () => {
    const { sut, installDir } = setup();
    bundle = program('2.0.0');
    const installed = await sut.install(
      { version: '2.0.0', sha256: sha256(bundle), url: '/api/agent/bundle' },
      never,
    );
    expect(installed).toBe(path.join(installDir, 'oak-agent.js'));
    expect(readFileSync(installed, 'utf8')).toBe(bundle);
    expect(statSync(installed).mode & 0o777).toBe(0o755);
    expect(readdirSync(installDir)).toEqual(['oak-agent.js']);
  });

  it('follows an absolute bundle URL', async () => {
    const { sut } = setup();
    bundle = program('2.0.0');
    await expect(
      sut.install(
        { version: '2.0.0', sha256: sha256(bundle), url: `${cloud.url}/elsewhere/oak-agent.js` },
        never,
      ),
    ).resolves.toMatch(/oak-agent\.js$/);
  });

  it.each([
    [
      'a wrong checksum',
      () => ({ version: '2.0.0', sha256: 'f'.repeat(64), url: '/api/agent/bundle' }),
      /does not match its sha256/,
    ],
    [
      'a missing bundle',
      () => ({ version: '2.0.0', sha256: sha256(bundle), url: '/nothing' }),
      /answered HTTP 404 for the agent bundle/,
    ],
    [
      'another version inside',
      () => ({ version: '9.9.9', sha256: sha256(bundle), url: '/api/agent/bundle' }),
      /printed "2\.0\.0" for its version, expected 9\.9\.9/,
    ],
  ])('keeps the installed program on %s', async (_label, makeRelease, message) => {
    const { sut, installDir } = setup();
    bundle = program('2.0.0');
    mkdirSync(installDir, { recursive: true });
    writeFileSync(path.join(installDir, 'oak-agent.js'), 'old');
    await expect(sut.install(makeRelease(), never)).rejects.toThrow(message);
    expect(readFileSync(path.join(installDir, 'oak-agent.js'), 'utf8')).toBe('old');
    expect(readdirSync(installDir)).toEqual(['oak-agent.js']);
  });

  it('says when the cloud cannot be reached', async () => {
    const sut = new ReleaseInstaller({
      cloudUrl: `http://127.0.0.1:${await unusedPort()}`,
      installDir: tempDir(),
      fetch,
    });
    await expect(sut.release(undefined, never)).rejects.toThrow(
      /^Cannot fetch the agent release from .*: ECONNREFUSED$/,
    );
  });
});
