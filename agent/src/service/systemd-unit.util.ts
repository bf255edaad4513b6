import { AGENT_BUNDLE_PATH, AGENT_INSTALL_LAYOUT } from '@oak/shared';

export interface SystemdUnitOptions {
  /** The agent program the unit runs (the bundle, or an installed `oak-agent`). */
  readonly bin?: string;
  /** Where `register` wrote agent.json. */
  readonly configDir?: string;
  /** The cloud's private CA (agent.json's caFile): Node trusts it for HTTPS through NODE_EXTRA_CA_CERTS. */
  readonly caFile?: string;
}

/**
 * The systemd unit of the agent, the one place its text is written:
 * `oak-agent install-service` writes it and deploy/oak-agent.service is this
 * text with the defaults. The agent runs as root: it replaces its own program
 * on update and reads the root-only credentials file.
 */
export function renderSystemdUnit(options: SystemdUnitOptions = {}): string {
  const bin = options.bin ?? AGENT_BUNDLE_PATH;
  const configDir = (options.configDir ?? AGENT_INSTALL_LAYOUT.configDir).replace(/\/+$/, '') || '/';
  const configFile = `${configDir === '/' ? '' : configDir}/${AGENT_INSTALL_LAYOUT.configFileName}`;
  return `# The OAK agent of a lab Pi. Written by \`oak-agent install-service\`.
[Unit]
Description=OAK agent (Open Automation Kit lab Pi)
Wants=network-online.target
After=network-online.target sound.target

[Service]
Type=simple
ExecStart=/usr/bin/env node ${quote(bin)} run --config ${quote(configFile)}
${options.caFile ? `Environment=${quote(`NODE_EXTRA_CA_CERTS=${options.caFile}`)}\n` : ''}# \`update\` installs a new program and exits 0 to be started again with it; a crash restarts it too.
Restart=always
RestartSec=2
# On SIGTERM the agent stops its audio, publishes \`offline\` and disconnects.
KillSignal=SIGTERM
TimeoutStopSec=15
StateDirectory=${AGENT_INSTALL_LAYOUT.serviceName}
NoNewPrivileges=true
ProtectSystem=full
ProtectHome=true

[Install]
WantedBy=multi-user.target
`;
}

/** systemd splits ExecStart and Environment on whitespace unless the word is double-quoted. */
function quote(word: string): string {
  return /[\s"\\]/.test(word) ? `"${word.replace(/(["\\])/g, '\\$1')}"` : word;
}
