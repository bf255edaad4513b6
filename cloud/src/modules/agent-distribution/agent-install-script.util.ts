import { AGENT_API_PATHS, AGENT_INSTALL_LAYOUT, type SetupDistro } from '@oak/shared';

/** Single-quotes a value for a POSIX shell. */
export function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

export interface InstallScriptOptions {
  readonly cloudUrl: string;
  readonly token: string;
  readonly thingName: string;
  readonly distro: SetupDistro;
  readonly plugins: readonly string[];
  readonly sha256: string;
  /**
   * The cloud's private CA (TLS_CA_FILE), PEM: written to the Pi's config
   * folder, pinned by curl for the bundle and by the agent for MQTTS and HTTPS.
   */
  readonly caPem?: string;
}

/**
 * The installer a setup command pipes to a root shell: system packages, the
 * agent bundle (checked against its SHA-256), registration with the one-time
 * token, and the systemd unit. OAK_INSTALL_ROOT and OAK_SKIP_SYSTEM let it run
 * unprivileged into a folder, for a dry run or a container without systemd.
 */
export function renderInstallScript(options: InstallScriptOptions): string {
  const packages = ['nodejs', 'alsa-utils', 'sox', 'curl', 'ca-certificates'];
  const ca = options.caPem !== undefined;
  const caLines = ca
    ? `say "pinning the cloud's CA"
printf '%s\\n' ${shellQuote(options.caPem!.trim())} > "$CA_FILE"
chmod 644 "$CA_FILE"
`
    : '';
  return `#!/usr/bin/env bash
# Installs the OAK agent on ${options.thingName} (${options.distro}) and registers it.
set -euo pipefail

OAK_CLOUD=${shellQuote(options.cloudUrl)}
OAK_TOKEN=${shellQuote(options.token)}
OAK_SHA256=${shellQuote(options.sha256)}
OAK_PLUGINS=${shellQuote(options.plugins.join(','))}
ROOT="\${OAK_INSTALL_ROOT:-}"
INSTALL_DIR="$ROOT${AGENT_INSTALL_LAYOUT.installDir}"
CONFIG_DIR="$ROOT${AGENT_INSTALL_LAYOUT.configDir}"
CACHE_DIR="$ROOT${AGENT_INSTALL_LAYOUT.cacheDir}"
BIN="$INSTALL_DIR/${AGENT_INSTALL_LAYOUT.bundleFileName}"
${
  ca
    ? `CA_FILE="$CONFIG_DIR/${AGENT_INSTALL_LAYOUT.caFileName}"
`
    : ''
}
say() { printf 'oak: %s\\n' "$*"; }
fail() { printf 'oak: %s\\n' "$*" >&2; exit 1; }

if [ -z "\${OAK_SKIP_SYSTEM:-}" ]; then
  [ "$(id -u)" -eq 0 ] || fail 'run this as root (the command pipes it to sudo bash)'
  command -v apt-get >/dev/null || fail 'apt-get not found: this installer supports Raspbian, Ubuntu and Debian'
  say 'installing system packages'
  DEBIAN_FRONTEND=noninteractive apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')} >/dev/null
fi
command -v node >/dev/null || fail 'Node.js is missing'
node -e 'process.exit(Number(process.versions.node.split(".")[0]) >= 18 ? 0 : 1)' \\
  || fail "Node.js 18 or later is needed, found $(node --version)"

mkdir -p "$INSTALL_DIR" "$CONFIG_DIR" "$CACHE_DIR"
${caLines}say 'downloading the agent'
curl -fsSL ${ca ? '--cacert "$CA_FILE" ' : ''}"$OAK_CLOUD${AGENT_API_PATHS.bundle}" -o "$BIN.download"
echo "$OAK_SHA256  $BIN.download" | sha256sum -c --quiet - \\
  || fail 'the downloaded agent does not match its checksum'
chmod 755 "$BIN.download"
mv -f "$BIN.download" "$BIN"

say 'registering with the cloud'
${ca ? 'NODE_EXTRA_CA_CERTS="$CA_FILE" ' : ''}node "$BIN" register --cloud "$OAK_CLOUD" --token "$OAK_TOKEN" --config-dir "$CONFIG_DIR"${ca ? ' --ca-file "$CA_FILE"' : ''}

if [ -z "\${OAK_SKIP_SYSTEM:-}" ]; then
  say 'installing the service'
  node "$BIN" install-service --config-dir "$CONFIG_DIR" --bin "$BIN"
  systemctl daemon-reload
  systemctl enable --now ${AGENT_INSTALL_LAYOUT.serviceName}
  say 'the agent runs as the oak-agent service: journalctl -u oak-agent -f'
else
  say "installed into $ROOT (plugins: $OAK_PLUGINS); start it with: node $BIN run -c $CONFIG_DIR/${AGENT_INSTALL_LAYOUT.configFileName}"
fi
`;
}
