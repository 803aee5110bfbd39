import type { z } from 'zod';

/**
 * A bad environment variable. Servers catch it at start and exit with its one-line message,
 * which names the variable, instead of a stack trace.
 */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Invalid ${variable}: ${detail}`);
    this.name = 'ConfigError';
  }
}

/**
 * Parses an environment object with a zod schema whose keys are variable names. The first
 * failing variable becomes a ConfigError; nothing else in a package reads the environment.
 */
export function parseEnv<S extends z.ZodType>(
  schema: S,
  env: Record<string, string | undefined>,
): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const variable = String(issue?.path[0] ?? 'environment');
  const value = env[variable];
  const shown = value === undefined ? 'not set' : `got ${JSON.stringify(value.slice(0, 80))}`;
  throw new ConfigError(variable, `${issue?.message ?? 'invalid value'} (${shown})`);
}
