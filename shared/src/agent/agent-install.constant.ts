/**
 * Where things live on a Pi. The cloud's install script and the agent's own
 * `register`, `install-service` and `update` commands must agree on them, so
 * they are written once here.
 */
export const AGENT_INSTALL_LAYOUT = {
  /** The agent's program: one JavaScript file, replaced in place by `update`. */
  installDir: '/opt/oak-agent',
  bundleFileName: 'oak-agent.js',
  /** Written by `oak-agent register`; the credentials file is readable by root only. */
  configDir: '/etc/oak',
  configFileName: 'agent.json',
  credentialsFileName: 'credentials.json',
  /** Written by the install script when the cloud has a private CA: the CA the agent pins (MQTTS and HTTPS). */
  caFileName: 'ca.pem',
  /** State that survives restarts (cached desired shadow, update attempts) and the resource cache. */
  stateDir: '/var/lib/oak-agent',
  /** In the state folder: the desired shadow the cloud last sent (a virtual lab reads its transcripts). */
  desiredShadowFileName: 'desired-shadow.json',
  cacheDir: '/var/lib/oak-agent/cache',
  /** The systemd unit `oak-agent install-service` writes. */
  serviceName: 'oak-agent',
  unitFile: '/etc/systemd/system/oak-agent.service',
} as const;

/** The full path of the installed agent program. */
export const AGENT_BUNDLE_PATH = `${AGENT_INSTALL_LAYOUT.installDir}/${AGENT_INSTALL_LAYOUT.bundleFileName}`;

/** The query parameter of the release endpoint that asks for one version rather than the current one. */
export const AGENT_RELEASE_VERSION_QUERY = 'version';
