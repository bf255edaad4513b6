import {
  AGENT_API_PATHS,
  AGENT_INSTALL_LAYOUT,
  type AgentRegistrationResponse,
  agentRegistrationRequestSchema,
  agentRegistrationResponseSchema,
} from '@oak/shared';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { agentConfigSchema } from '../config/agent-config';
import { readCaFile } from '../config/ca-file.util';
import { writeFileAtomic } from '../resources/cache-file.util';
import { CliError } from './cli-error';

export interface RegisterOptions {
  readonly cloud: string;
  readonly token: string;
  readonly configDir?: string;
  /** The cloud's private CA (PEM file): recorded in agent.json for the agent to pin. */
  readonly caFile?: string;
  readonly fetch?: typeof fetch;
}

export interface Registration {
  readonly thingName: string;
  readonly cloudUrl: string;
  readonly configFile: string;
  readonly credentialsFile: string;
}

/**
 * Exchanges the setup command's one-time token for this Pi's identity and MQTT
 * credentials, and writes agent.json and credentials.json (root only). An
 * existing agent.json keeps its local settings (e.g. ALSA devices).
 */
export async function registerAgent(options: RegisterOptions): Promise<Registration> {
  const cloud = options.cloud.replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+/.test(cloud))
    throw new CliError(`--cloud must be an http:// or https:// URL, not ${options.cloud}`);
  if (!agentRegistrationRequestSchema.safeParse({ token: options.token }).success)
    throw new CliError('--token must be the 16 to 256 character token of the setup command');
  const configDir = path.resolve(options.configDir ?? AGENT_INSTALL_LAYOUT.configDir);
  const caFile = options.caFile ? path.resolve(options.caFile) : undefined;
  if (caFile) {
    try {
      readCaFile(caFile);
    } catch (error) {
      throw new CliError(`--ca-file: ${(error as Error).message}`);
    }
  }
  const registration = await requestRegistration(cloud, options.token, options.fetch ?? fetch);

  const configFile = path.join(configDir, AGENT_INSTALL_LAYOUT.configFileName);
  const credentialsFile = path.join(configDir, AGENT_INSTALL_LAYOUT.credentialsFileName);
  const config = {
    ...(await readExistingConfig(configFile)),
    thingName: registration.thingName,
    brokerUrl: registration.brokerUrl,
    cloudUrl: registration.cloudUrl,
    username: registration.username,
    credentialsFile,
    ...(caFile ? { caFile } : {}),
    plugins: registration.plugins,
  };
  const checked = agentConfigSchema.safeParse(config);
  if (!checked.success)
    throw new CliError(
      `The cloud's registration does not make a usable configuration: ${checked.error.issues
        .map((issue) => `${issue.path.join('.')} ${issue.message}`)
        .join('; ')}`,
    );
  try {
    await writeFileAtomic(
      credentialsFile,
      `${JSON.stringify({ username: registration.username, password: registration.password }, null, 2)}\n`,
      0o600,
    );
    await writeFileAtomic(configFile, `${JSON.stringify(config, null, 2)}\n`, 0o644);
  } catch (error) {
    throw new CliError(`Cannot write the configuration in ${configDir}: ${(error as Error).message}`);
  }
  return { thingName: registration.thingName, cloudUrl: registration.cloudUrl, configFile, credentialsFile };
}

async function requestRegistration(
  cloud: string,
  token: string,
  fetchImpl: typeof fetch,
): Promise<AgentRegistrationResponse> {
  const url = `${cloud}${AGENT_API_PATHS.register}`;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ token }),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new CliError(`Cannot reach ${cloud}: ${cause?.code ?? cause?.message ?? (error as Error).message}`);
  }
  const text = await response.text();
  const body = parseJson(text);
  if (!response.ok) {
    const message =
      body && typeof body === 'object' && 'message' in body
        ? String((body as { message: unknown }).message)
        : text.slice(0, 200);
    const hint =
      response.status === 401 || response.status === 403 || response.status === 410
        ? ' The token may be used or expired: copy a new setup command from the lab screen.'
        : '';
    throw new CliError(
      response.status < 500
        ? `Registration refused (HTTP ${response.status}): ${message || response.statusText}.${hint}`
        : `The cloud failed to register this Pi (HTTP ${response.status}): ${message || response.statusText}`,
    );
  }
  const parsed = agentRegistrationResponseSchema.safeParse(body);
  if (!parsed.success)
    throw new CliError(
      `The cloud answered the registration with an unexpected body (${[...new Set(parsed.error.issues.map((i) => i.path.join('.') || 'body'))].join(', ')})`,
    );
  return parsed.data;
}

async function readExistingConfig(file: string): Promise<Record<string, unknown>> {
  const existing = parseJson(await readFile(file, 'utf8').catch(() => ''));
  return existing && typeof existing === 'object' && !Array.isArray(existing)
    ? (existing as Record<string, unknown>)
    : {};
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
