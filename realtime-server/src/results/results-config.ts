import { parseEnv } from '@ttc/shared-protocol/config-error';
import { z } from 'zod';

/** An empty variable means "not set". */
const unsetIfEmpty = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const apiUrlSchema = z
  .string()
  .refine((value) => {
    try {
      const url = new URL(value);
      return (
        (url.protocol === 'http:' || url.protocol === 'https:') &&
        !url.username &&
        !url.password &&
        !url.search &&
        !url.hash
      );
    } catch {
      return false;
    }
  }, 'must be the http:// or https:// base URL of the API, e.g. http://api:3001')
  .transform((value) => value.replace(/\/+$/, ''));

const resultsEnvSchema = z.object({
  API_INTERNAL_URL: z.preprocess(unsetIfEmpty, apiUrlSchema.optional()),
  INTERNAL_API_TOKEN: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .min(32, 'must be at least 32 characters; generate one with `openssl rand -base64 48`')
      .optional(),
  ),
});

/** Where finished sessions go: the API's internal results route, with the service credential. */
export type ResultsConfig = {
  /** The API's base URL as this server reaches it; null: results wait in the outbox until set. */
  apiUrl: string | null;
  /** The bearer credential the API checks (its INTERNAL_API_TOKEN). */
  token: string | null;
};

/**
 * Parses API_INTERNAL_URL and INTERNAL_API_TOKEN. Throws a ConfigError naming a bad one (never
 * echoing its value).
 */
export function parseResultsConfig(env: Record<string, string | undefined>): ResultsConfig {
  const parsed = parseEnv(resultsEnvSchema, env);
  return { apiUrl: parsed.API_INTERNAL_URL ?? null, token: parsed.INTERNAL_API_TOKEN ?? null };
}
