import { AGENT_BUNDLE_PATH, AGENT_INSTALL_LAYOUT } from './agent-install.constant';

describe('agent install layout', () => {
  it('puts the program in the install dir and everything at absolute paths', () => {
    expect(AGENT_BUNDLE_PATH).toBe('/opt/oak-agent/oak-agent.js');
    for (const dir of ['installDir', 'configDir', 'stateDir', 'cacheDir', 'unitFile'] as const) {
      expect(AGENT_INSTALL_LAYOUT[dir]).toMatch(/^\/[a-z]/);
    }
    expect(AGENT_INSTALL_LAYOUT.cacheDir.startsWith(`${AGENT_INSTALL_LAYOUT.stateDir}/`)).toBe(true);
    expect(AGENT_INSTALL_LAYOUT.unitFile).toContain(`${AGENT_INSTALL_LAYOUT.serviceName}.service`);
  });
});
