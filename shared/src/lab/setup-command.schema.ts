import { z } from 'zod';
import { SETUP_COMMAND_VERSION, SETUP_DEFAULT_PYTHON_VERSION, SETUP_DISTROS } from './setup-command.constant';

/**
 * The setup command request (doc 2 §7, doc 1 §7): the Pi, the OS, the plugins
 * to install, the command version and the Python version.
 */
export const setupCommandRequestSchema = z.object({
  thingId: z.string().min(1),
  distro: z.enum(SETUP_DISTROS),
  version: z.string().default(SETUP_COMMAND_VERSION),
  plugins: z.array(z.string().min(1)),
  pythonVersion: z.string().default(SETUP_DEFAULT_PYTHON_VERSION),
});
export type SetupCommandRequest = z.infer<typeof setupCommandRequestSchema>;

/** The answer: the command line to paste on the Pi (doc 1 §7, doc 2 §7). */
export const setupCommandResponseSchema = z.object({
  cmdLine: z.string().min(1),
});
export type SetupCommandResponse = z.infer<typeof setupCommandResponseSchema>;

/**
 * The query of GET setup command (doc 1 §7: pythonVersion and plugins; doc 2 §7
 * adds the version). Plugins travel comma-separated.
 */
export const setupCommandQuerySchema = z.object({
  pythonVersion: z.string().min(1).default(SETUP_DEFAULT_PYTHON_VERSION),
  version: z.string().min(1).default(SETUP_COMMAND_VERSION),
  plugins: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((plugin) => plugin.trim())
        .filter(Boolean),
    ),
});
export type SetupCommandQuery = z.infer<typeof setupCommandQuerySchema>;

/** The query a setup command request sends. */
export function setupCommandQueryParams(
  request: Pick<SetupCommandRequest, 'pythonVersion' | 'version' | 'plugins'>,
): Record<'pythonVersion' | 'version' | 'plugins', string> {
  return {
    pythonVersion: request.pythonVersion,
    version: request.version,
    plugins: request.plugins.join(','),
  };
}
