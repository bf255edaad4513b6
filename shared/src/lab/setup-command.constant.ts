/** The operating systems the setup command supports (doc 2 §7, §9). */
export const SETUP_DISTROS = ['raspbian', 'ubuntu', 'debian'] as const;
export type SetupDistro = (typeof SETUP_DISTROS)[number];

/** The Setup button's dropdown (doc 2 §2); 'Others' installs as Debian (doc 2 §7). */
export const SETUP_MENU_ITEMS: readonly { readonly label: string; readonly distro: SetupDistro }[] = [
  { label: 'Raspbian', distro: 'raspbian' },
  { label: 'Ubuntu', distro: 'ubuntu' },
  { label: 'Others', distro: 'debian' },
];

/** The setup command's version (doc 2 §7, §9). */
export const SETUP_COMMAND_VERSION = '3.9.2';

/** The Python version the setup command targets unless told otherwise (doc 1 §7). */
export const SETUP_DEFAULT_PYTHON_VERSION = '3.5.3';

/** Rows of the setup command's text area (doc 2 §9). */
export const SETUP_COMMAND_TEXT_AREA_ROWS = 15;

/**
 * Rows of the lab calibration tool's text area (doc 2 §9).
 * @kept as the spec's constant or rule for what it leaves open (which screen shows it, what it applies to): doc 2 §9 (calibration tool, pink noise file time-out, playground region and spoofed location), doc 3 §9 (download page, icon set), doc 3 §5 (date filter), doc 3 §3 (PC wake-word options), doc 1 §4.8 (a lab's overall sync state); docs/spec-coverage.md names them
 */
export const CALIBRATION_TOOL_TEXT_AREA_ROWS = 3;

/**
 * Environment the Ubuntu command gives the installer (doc 2 §8 names an Ubuntu
 * build but not its form; chosen): a piped script cannot answer apt's restart
 * prompts, so they are turned off.
 */
export const UBUNTU_SETUP_ENVIRONMENT = 'DEBIAN_FRONTEND=noninteractive NEEDRESTART_MODE=a';
