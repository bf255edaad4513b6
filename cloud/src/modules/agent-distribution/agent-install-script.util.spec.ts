import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { AGENT_INSTALL_LAYOUT } from '@oak/shared';
import { type InstallScriptOptions, renderInstallScript } from './agent-install-script.util';

const run = promisify(execFile);

const options: InstallScriptOptions = {
  cloudUrl: 'https://127.0.0.1:9',
  token: 'a-one-time-token-0123456789',
  thingName: 'lab1-pi1',
  distro: 'raspbian',
  plugins: [],
  sha256: '0'.repeat(64),
};
const CA = "-----BEGIN CERTIFICATE-----\nMIIBfake'quote\n-----END CERTIFICATE-----\n";

describe('renderInstallScript', () => {
  it('trusts the public roots when the cloud has no private CA', () => {
    const sut = renderInstallScript(options);
    expect(sut).not.toContain('CA_FILE');
    expect(sut).toContain('curl -fsSL "$OAK_CLOUD/api/agent/bundle"');
  });

  it('with a private CA: pins it for the bundle download and for the agent it registers', () => {
    const sut = renderInstallScript({ ...options, caPem: CA });
    expect(sut).toContain(`CA_FILE="$CONFIG_DIR/${AGENT_INSTALL_LAYOUT.caFileName}"`);
    expect(sut).toContain('curl -fsSL --cacert "$CA_FILE" "$OAK_CLOUD/api/agent/bundle"');
    expect(sut).toContain(
      'NODE_EXTRA_CA_CERTS="$CA_FILE" node "$BIN" register --cloud "$OAK_CLOUD" --token "$OAK_TOKEN" --config-dir "$CONFIG_DIR" --ca-file "$CA_FILE"',
    );
  });

  it('writes the CA, byte for byte, into the config folder before it downloads anything', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'oak-install-'));
    try {
      // Nothing answers on port 9: the download fails after the CA is written.
      const failed = await run('bash', ['-c', renderInstallScript({ ...options, caPem: CA })], {
        env: { ...process.env, OAK_INSTALL_ROOT: root, OAK_SKIP_SYSTEM: '1' },
      }).catch((error: { code?: number }) => error);
      expect(failed).toMatchObject({ code: expect.any(Number) });
      const written = readFileSync(
        path.join(root, AGENT_INSTALL_LAYOUT.configDir, AGENT_INSTALL_LAYOUT.caFileName),
        'utf8',
      );
      expect(written).toBe(CA);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
