import { execa } from 'execa';
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { renderSystemdUnit } from '../service/systemd-unit.util';
import { tempDir } from '../testing/agent-services.stub';
import { AGENT_VERSION } from '../version';

/**
 * The single-file bundle a Pi runs: built by scripts/bundle.mjs from the
 * current sources, copied where no node_modules can help it, and run there.
 */
jest.setTimeout(60_000);

describe('oak-agent bundle', () => {
  const agentDir = path.resolve(__dirname, '..', '..');
  const buildDir = tempDir('oak-agent-bundle-');
  const runDir = tempDir('oak-agent-pi-');
  const bundle = path.join(runDir, 'oak-agent.js');
  const run = (args: string[], env: NodeJS.ProcessEnv = {}) =>
    execa(process.execPath, [bundle, ...args], {
      cwd: runDir,
      env: { PATH: process.env.PATH, ...env },
      extendEnv: false,
      reject: false,
    });

  beforeAll(async () => {
    await execa(process.execPath, [
      path.join(agentDir, 'scripts', 'bundle.mjs'),
      '--outfile',
      path.join(buildDir, 'oak-agent.bundle.js'),
    ]);
    copyFileSync(path.join(buildDir, 'oak-agent.bundle.js'), bundle);
  });

  it('is one executable file that starts with a shebang', () => {
    expect(readFileSync(bundle, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    expect(existsSync(path.join(runDir, 'node_modules'))).toBe(false);
  });

  it('prints its version with no node_modules around', async () => {
    const result = await run(['--version']);
    expect(result).toMatchObject({ exitCode: 0, stdout: AGENT_VERSION });
  });

  it('validates a configuration (zod and the shared rules are inside)', async () => {
    const ok = await run(['check-config'], {
      OAK_THING_NAME: 'lab1-pi1',
      OAK_BROKER_URL: 'mqtt://b',
      OAK_CLOUD_URL: 'http://c',
    });
    expect(ok.exitCode).toBe(0);
    expect(JSON.parse(ok.stdout)).toMatchObject({ thingName: 'lab1-pi1', audioBackend: 'alsa' });
    const bad = await run(['check-config'], { OAK_THING_NAME: 'a/b' });
    expect(bad.exitCode).toBe(1);
    expect(bad.stderr).toMatch(/^oak-agent: thingName is not a valid thing name; brokerUrl/);
  });

  it('writes the systemd unit', async () => {
    const unitFile = path.join(runDir, 'oak-agent.service');
    const result = await run(['install-service', '--unit-file', unitFile]);
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toMatch(/systemctl daemon-reload && systemctl enable --now oak-agent/);
    expect(readFileSync(unitFile, 'utf8')).toBe(renderSystemdUnit());
  });

  it('says clearly when registration cannot reach the cloud', async () => {
    const result = await run([
      'register',
      '--cloud',
      'http://127.0.0.1:1',
      '--token',
      'a-token-of-enough-length',
      '--config-dir',
      runDir,
    ]);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toMatch(/^oak-agent: Cannot reach http:\/\/127\.0\.0\.1:1: /);
  });
});
