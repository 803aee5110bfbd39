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

const SECRET_NAME = /URL|KEY|SECRET|TOKEN|PASSWORD/i;

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
  // Connection strings and keys may carry credentials: say that they are wrong, never what they are.
  const shown =
    value === undefined
      ? 'not set'
      : SECRET_NAME.test(variable)
        ? 'value hidden'
        : `got ${JSON.stringify(value.slice(0, 80))}`;
  throw new ConfigError(variable, `${issue?.message ?? 'invalid value'} (${shown})`);
}
