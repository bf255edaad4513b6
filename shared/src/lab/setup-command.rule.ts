import { type Result, err, ok } from '../common/result';
import { type Lab } from './lab.schema';
import { LAB_SETUP_MESSAGES, PI_MESSAGES } from './lab.messages';
import { isQualifiedRfLab } from './lab.rule';
import {
  QUALIFIED_RF_SETUP_PLUGINS,
  SETUP_PLUGINS,
  UBUNTU_EXTRA_SETUP_PLUGINS,
  type PiPackage,
} from './pi-plugins.constant';
import {
  SETUP_COMMAND_VERSION,
  SETUP_DEFAULT_PYTHON_VERSION,
  type SetupDistro,
  UBUNTU_SETUP_ENVIRONMENT,
} from './setup-command.constant';
import { type SetupCommandRequest } from './setup-command.schema';

/**
 * The plugins a Pi's setup installs (doc 2 §9): the qualified-RF lab has its
 * own list; elsewhere every Pi gets the base plugins and Ubuntu adds its extras.
 */
export function setupPlugins(distro: SetupDistro, lab?: Pick<Lab, 'name'>): readonly PiPackage[] {
  if (lab && isQualifiedRfLab(lab)) return QUALIFIED_RF_SETUP_PLUGINS;
  return distro === 'ubuntu' ? [...SETUP_PLUGINS, ...UBUNTU_EXTRA_SETUP_PLUGINS] : SETUP_PLUGINS;
}

/** The setup command request for a Pi, or 'Missing Raspberry Id!' without one (doc 2 §8). */
export function buildSetupCommandRequest(
  thingId: string | null | undefined,
  distro: SetupDistro,
  lab?: Pick<Lab, 'name'>,
): Result<SetupCommandRequest> {
  if (!thingId?.trim()) return err(PI_MESSAGES.missingRaspberryId);
  return ok({
    thingId: thingId.trim(),
    distro,
    version: SETUP_COMMAND_VERSION,
    plugins: [...setupPlugins(distro, lab)],
    pythonVersion: SETUP_DEFAULT_PYTHON_VERSION,
  });
}

/** The command line of a setup answer, or 'no command line returned' (doc 1 §7). */
export function setupCommandLine(response: unknown): Result<string> {
  const cmdLine = (response as { cmdLine?: unknown } | null | undefined)?.cmdLine;
  if (typeof cmdLine !== 'string' || !cmdLine.trim()) return err(LAB_SETUP_MESSAGES.noCommandLineReturned);
  return ok(cmdLine);
}

/**
 * The two halves of a setup command around its pipe (fetch the installer, run
 * it), or 'Unable to split' when there are not exactly two non-empty parts
 * (doc 2 §8).
 */
export function splitSetupCommand(cmdLine: string): Result<readonly [string, string]> {
  const parts = cmdLine.split('|').map((part) => part.trim());
  if (parts.length !== 2 || parts.some((part) => part === '')) return err(LAB_SETUP_MESSAGES.unableToSplit);
  return ok([parts[0]!, parts[1]!]);
}

/**
 * The Ubuntu form of a setup command: the installer runs with apt's prompts off,
 * since its standard input is the pipe.
 */
export function buildUbuntuSetupCommand(cmdLine: string): Result<string> {
  const split = splitSetupCommand(cmdLine);
  if (!split.ok) return split;
  const [fetch, install] = split.value;
  const run = install.startsWith('sudo ')
    ? `sudo env ${UBUNTU_SETUP_ENVIRONMENT} ${install.slice('sudo '.length).trimStart()}`
    : `env ${UBUNTU_SETUP_ENVIRONMENT} ${install}`;
  return ok(`${fetch} | ${run}`);
}

/**
 * The command the dialog shows: the Ubuntu build for Ubuntu, falling back to the
 * raw command when it cannot be built (doc 2 §8); the raw command otherwise.
 */
export function setupCommandText(cmdLine: string, distro: SetupDistro): string {
  if (distro !== 'ubuntu') return cmdLine;
  const built = buildUbuntuSetupCommand(cmdLine);
  return built.ok ? built.value : cmdLine;
}
