import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderSystemdUnit } from './systemd-unit.util';

describe('renderSystemdUnit', () => {
  it('is what deploy/oak-agent.service holds, with the defaults', () => {
    const deployed = readFileSync(
      path.join(__dirname, '..', '..', '..', 'deploy', 'oak-agent.service'),
      'utf8',
    );
    expect(renderSystemdUnit()).toBe(deployed);
  });

  it('runs the installed program with the configuration, restarting always', () => {
    const sut = renderSystemdUnit();
    expect(sut).toContain(
      'ExecStart=/usr/bin/env node /opt/oak-agent/oak-agent.js run --config /etc/oak/agent.json\n',
    );
    expect(sut).toMatch(/^Restart=always$/m);
    expect(sut).toMatch(/^WantedBy=multi-user.target$/m);
  });

  it('takes another program and configuration folder, quoting what has spaces', () => {
    expect(renderSystemdUnit({ bin: '/usr/local/bin/oak-agent', configDir: '/srv/oak/' })).toContain(
      'ExecStart=/usr/bin/env node /usr/local/bin/oak-agent run --config /srv/oak/agent.json\n',
    );
    expect(renderSystemdUnit({ bin: '/opt/my agent/a"b.js', configDir: '/' })).toContain(
      'ExecStart=/usr/bin/env node "/opt/my agent/a\\"b.js" run --config /agent.json\n',
    );
  });

  it('hands a pinned CA to Node for HTTPS, only when there is one', () => {
    expect(renderSystemdUnit()).not.toContain('NODE_EXTRA_CA_CERTS');
    expect(renderSystemdUnit({ caFile: '/etc/oak/ca.pem' })).toMatch(
      /^Environment=NODE_EXTRA_CA_CERTS=\/etc\/oak\/ca\.pem$/m,
    );
    expect(renderSystemdUnit({ caFile: '/srv/my oak/ca.pem' })).toMatch(
      /^Environment="NODE_EXTRA_CA_CERTS=\/srv\/my oak\/ca\.pem"$/m,
    );
  });
});
