import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderSystemdUnit } from '../service/systemd-unit.util';
import { tempDir } from '../testing/agent-services.stub';
import { CliError } from './cli-error';
import { installService } from './install-service.command';

describe('installService', () => {
  it('writes the unit for the program and configuration given', async () => {
    const unitFile = path.join(tempDir(), 'system', 'oak-agent.service');
    await expect(
      installService({ unitFile, bin: '/usr/local/bin/oak-agent', configDir: '/etc/oak' }),
    ).resolves.toBe(unitFile);
    expect(readFileSync(unitFile, 'utf8')).toBe(
      renderSystemdUnit({ bin: '/usr/local/bin/oak-agent', configDir: '/etc/oak' }),
    );
  });

  it('writes the default unit', async () => {
    const unitFile = path.join(tempDir(), 'oak-agent.service');
    await installService({ unitFile });
    expect(readFileSync(unitFile, 'utf8')).toBe(renderSystemdUnit());
  });

  it("adds the CA that the folder's agent.json pins", async () => {
    const configDir = tempDir();
    writeFileSync(path.join(configDir, 'agent.json'), JSON.stringify({ caFile: '/etc/oak/ca.pem' }));
    const unitFile = path.join(tempDir(), 'oak-agent.service');
    await installService({ unitFile, configDir });
    expect(readFileSync(unitFile, 'utf8')).toBe(renderSystemdUnit({ configDir, caFile: '/etc/oak/ca.pem' }));
    expect(readFileSync(unitFile, 'utf8')).toContain('Environment=NODE_EXTRA_CA_CERTS=/etc/oak/ca.pem\n');
  });

  it('says where it cannot write', async () => {
    const blocker = path.join(tempDir(), 'file');
    writeFileSync(blocker, '');
    const unitFile = path.join(blocker, 'oak-agent.service');
    await expect(installService({ unitFile })).rejects.toThrow(CliError);
    await expect(installService({ unitFile })).rejects.toThrow(/^Cannot write .*oak-agent\.service: /);
  });
});
