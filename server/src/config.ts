import { fileURLToPath } from 'node:url';
import { parseEnv } from '@ttc/shared-protocol/config-error';
import { z } from 'zod';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

const serverEnvSchema = z.object({
  PORT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ error: 'must be a port number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(3000),
  ),
  HOST: z.string().min(1).default('0.0.0.0'),
  // Production unless told otherwise: `npm run dev` passes development (server/src/main.ts).
  NODE_ENV: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .enum(['development', 'production', 'test'], {
        error: 'must be development, production or test',
      })
      .default('production'),
  ),
  FRONTEND_DIST: z.string().min(1).default(`${repoRoot}frontend/dist`),
});

export type ServerConfig = z.infer<typeof serverEnvSchema> & { repoRoot: string };

/** The one-process server's own variables; the API and realtime packages parse theirs. */
export function parseServerConfig(env: Record<string, string | undefined>): ServerConfig {
  return { ...parseEnv(serverEnvSchema, env), repoRoot };
}
