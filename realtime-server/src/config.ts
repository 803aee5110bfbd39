import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, parseEnv } from '@ttc/shared-protocol/config-error';
import { builtinIssuer } from '@ttc/shared-protocol/realtime/access-token-claims';
import { z } from 'zod';
import type { HostAuthConfig } from './auth/host-token';
import { parseResultsConfig, type ResultsConfig } from './results/results-config';

/** `<repo root>/data`, where the API keeps its generated sign-in key (as the API's default). */
const DEFAULT_DATA_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../data');

/**
 * Connections one client address may hold open on one node: a school of several classes behind
 * one router fits, a script opening hundreds of sockets to guess codes does not.
 */
export const DEFAULT_MAX_SOCKETS_PER_ADDRESS = 250;

/** An empty variable (`REDIS_URL=` in a compose file) means "not set". */
const unsetIfEmpty = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** `scheme://host[:port]` with no path, query or credentials, lower-cased; null if not an origin. */
export function toOrigin(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.search || url.hash) return null;
  if (url.pathname !== '/' && url.pathname !== '') return null;
  return url.origin;
}

const redisUrlSchema = z.preprocess(
  unsetIfEmpty,
  z
    .string()
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'redis:' || url.protocol === 'rediss:') && url.hostname !== '';
      } catch {
        return false;
      }
    }, 'must be a redis:// or rediss:// URL')
    .optional(),
);

const publicUrlSchema = z.preprocess(
  unsetIfEmpty,
  z
    .string()
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'http:' || url.protocol === 'https:';
      } catch {
        return false;
      }
    }, 'must be an http:// or https:// URL')
    .default('http://localhost:3000'),
);

const allowedOriginsSchema = z.preprocess(
  unsetIfEmpty,
  z
    .string()
    .default('')
    .transform((value, ctx) => {
      const origins: string[] = [];
      for (const entry of value.split(',')) {
        if (entry.trim() === '') continue;
        const origin = toOrigin(entry);
        if (origin === null) {
          ctx.addIssue({
            code: 'custom',
            message: `each entry must be an origin such as https://school.example (bad entry ${JSON.stringify(entry.trim().slice(0, 80))})`,
          });
          return z.NEVER;
        }
        origins.push(origin);
      }
      return origins;
    }),
);

/** HS256 keys: at least 32 characters, as the API requires. */
const jwtSecretSchema = z
  .string()
  .min(32, 'must be at least 32 characters; generate one with `openssl rand -base64 48`');

const httpUrlSchema = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}, 'must be an http:// or https:// URL');

const realtimeEnvSchema = z.object({
  REDIS_URL: redisUrlSchema,
  PUBLIC_URL: publicUrlSchema,
  ALLOWED_ORIGINS: allowedOriginsSchema,
  ROOM_TTL_SECONDS: z.preprocess(
    unsetIfEmpty,
    z.coerce
      .number({ error: 'must be a number of seconds' })
      .int('must be a whole number of seconds')
      .min(60, 'must be at least 60 seconds')
      .max(30 * 24 * 3600, 'must be at most 30 days (2592000 seconds)')
      .default(86_400),
  ),
  NODE_ENV: z.preprocess(
    unsetIfEmpty,
    z
      .enum(['development', 'production', 'test'], {
        error: 'must be development, production or test',
      })
      .default('development'),
  ),
  LOG_LEVEL: z.preprocess(
    unsetIfEmpty,
    z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
  ),
  TRUST_PROXY: z.preprocess(
    unsetIfEmpty,
    z.coerce
      .number({ error: 'must be the number of proxies in front of this server (0 for none)' })
      .int('must be the number of proxies in front of this server (0 for none)')
      .min(0, 'must be the number of proxies in front of this server (0 for none)')
      .max(10, 'must be the number of proxies in front of this server (0 for none)')
      .default(0),
  ),
  MAX_SOCKETS_PER_ADDRESS: z.preprocess(
    unsetIfEmpty,
    z.coerce
      .number({ error: 'must be a whole number from 10 to 100000' })
      .int('must be a whole number from 10 to 100000')
      .min(10, 'must be a whole number from 10 to 100000')
      .max(100_000, 'must be a whole number from 10 to 100000')
      .default(DEFAULT_MAX_SOCKETS_PER_ADDRESS),
  ),
  AUTH_JWT_SECRET: z.preprocess(unsetIfEmpty, jwtSecretSchema.optional()),
  DATA_DIR: z.preprocess(unsetIfEmpty, z.string().optional()),
  SUPABASE_URL: z.preprocess(unsetIfEmpty, httpUrlSchema.optional()),
  SUPABASE_ANON_KEY: z.preprocess(unsetIfEmpty, z.string().optional()),
  SUPABASE_JWT_SECRET: z.preprocess(unsetIfEmpty, jwtSecretSchema.optional()),
});

/** The realtime server's configuration, parsed once from the environment. */
export type RealtimeConfig = {
  /** Redis connection URL; undefined means the in-memory store and the in-process adapter. */
  redisUrl: string | undefined;
  /** The public URL of the app (links, QR codes); its origin is always allowed. */
  publicUrl: string;
  /** Every Origin allowed to open a socket: the PUBLIC_URL origin, then ALLOWED_ORIGINS. */
  allowedOrigins: string[];
  /** A live room is forgotten this many seconds after its last write. */
  roomTtlSeconds: number;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /**
   * Who signs hosts' access tokens: the built-in sign-in (AUTH_JWT_SECRET, else the key the API
   * generated into DATA_DIR) or a hosted Supabase project (SUPABASE_URL with its JWT secret or
   * JWKS). The same variables as the API's, so both check the same tokens.
   */
  hostAuth: HostAuthConfig;
  /** Where finished sessions are delivered (API_INTERNAL_URL, INTERNAL_API_TOKEN). */
  results: ResultsConfig;
  /**
   * Proxies in front of this server whose X-Forwarded-For is believed (TRUST_PROXY, as the API's):
   * the per-address limits need the client's own address, not the proxy's.
   */
  trustProxy: number;
  /** Open connections one client address may hold on this node (MAX_SOCKETS_PER_ADDRESS). */
  maxSocketsPerAddress: number;
};

/**
 * Parses the realtime server's variables. Throws a ConfigError naming the first bad variable.
 * @param env an environment object (`process.env` in an entry point, a literal in tests)
 */
export function parseRealtimeConfig(env: Record<string, string | undefined>): RealtimeConfig {
  const parsed = parseEnv(realtimeEnvSchema, env);
  const publicOrigin = new URL(parsed.PUBLIC_URL).origin;
  if (parsed.SUPABASE_URL && !parsed.SUPABASE_ANON_KEY) {
    throw new ConfigError('SUPABASE_ANON_KEY', 'must be set with SUPABASE_URL');
  }
  if (parsed.SUPABASE_ANON_KEY && !parsed.SUPABASE_URL) {
    throw new ConfigError('SUPABASE_URL', 'must be set with SUPABASE_ANON_KEY');
  }
  const hostAuth: HostAuthConfig =
    parsed.SUPABASE_URL && parsed.SUPABASE_ANON_KEY
      ? {
          kind: 'supabase',
          url: parsed.SUPABASE_URL.replace(/\/+$/, ''),
          anonKey: parsed.SUPABASE_ANON_KEY,
          jwtSecret: parsed.SUPABASE_JWT_SECRET ?? null,
        }
      : {
          kind: 'builtin',
          issuer: builtinIssuer(parsed.PUBLIC_URL),
          secret: parsed.AUTH_JWT_SECRET ?? null,
          dataDir: resolve(parsed.DATA_DIR ?? DEFAULT_DATA_DIR),
        };
  return {
    redisUrl: parsed.REDIS_URL,
    publicUrl: parsed.PUBLIC_URL,
    allowedOrigins: [...new Set([publicOrigin, ...parsed.ALLOWED_ORIGINS])],
    roomTtlSeconds: parsed.ROOM_TTL_SECONDS,
    nodeEnv: parsed.NODE_ENV,
    logLevel: parsed.LOG_LEVEL,
    hostAuth,
    results: parseResultsConfig(env),
    trustProxy: parsed.TRUST_PROXY,
    maxSocketsPerAddress: parsed.MAX_SOCKETS_PER_ADDRESS,
  };
}

const standaloneEnvSchema = z.object({
  PORT: z.preprocess(
    unsetIfEmpty,
    z.coerce
      .number({ error: 'must be a port number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(3002),
  ),
  HOST: z.preprocess(unsetIfEmpty, z.string().default('0.0.0.0')),
});

/** The standalone realtime service (docker-compose): the shared variables plus where to listen. */
export type StandaloneRealtimeConfig = RealtimeConfig & { port: number; host: string };

/** Parses the standalone entry's variables (`PORT`, default 3002, and `HOST`) and the rest. */
export function parseStandaloneRealtimeConfig(
  env: Record<string, string | undefined>,
): StandaloneRealtimeConfig {
  const { PORT, HOST } = parseEnv(standaloneEnvSchema, env);
  return { ...parseRealtimeConfig(env), port: PORT, host: HOST };
}
