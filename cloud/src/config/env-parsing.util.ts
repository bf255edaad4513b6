import { z } from 'zod';

export const portSchema = z.coerce
  .number({ error: 'must be a port number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 and 65535')
  .max(65535, 'must be between 0 and 65535');

export const urlWithProtocol = (protocols: readonly string[]) =>
  z
    .string()
    .trim()
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol.replace(/:$/, ''));
        } catch {
          return false;
        }
      },
      `must be a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    );

/** A configuration error that names each variable at fault. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses environment variables with a schema; a failure names every variable at fault. */
export function parseEnv<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv): z.infer<S> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? 'environment');
    const value = env[name];
    if (value === undefined) return `${name} is required but is not set`;
    return `${name} ${issue.message.replace(/^Invalid input: /, '')} (got '${value}')`;
  });
  throw new ConfigError([...new Set(problems)]);
}
