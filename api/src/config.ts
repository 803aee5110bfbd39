import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, parseEnv } from '@ttc/shared-protocol/config-error';
import { z } from 'zod';

/** `<repo root>/data`: api/src/config.ts sits two folders below the root. */
export const DEFAULT_DATA_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../data');
export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';
export const DEFAULT_API_PORT = 3001;

/**
 * The public key supabase-js sends as `apikey` to the built-in sign-in. It grants nothing by
 * itself (like a hosted project's anon key); the accounts issue may replace it with a signed one.
 */
export const BUILTIN_ANON_KEY = 'ttc-builtin-anon-key';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Unset and empty mean the same: docker-compose writes `VAR=` for a variable left blank. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const flag = z.stringbool({ error: 'must be true or false' });

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

/** HS256 keys: 32 characters of a random string carry at least the 256 bits the algorithm wants. */
const jwtSecret = z
  .string()
  .min(32, 'must be at least 32 characters; generate one with `openssl rand -base64 48`');

/** `address@example.org` or `Display Name <address@example.org>`. */
const MAIL_FROM_PATTERN = /^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/;

/** S3's bucket naming rules (the part a typo breaks): lowercase, digits, dots and hyphens. */
const S3_BUCKET_PATTERN = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

const envSchema = z.object({
  NODE_ENV: optional(
    z.enum(['development', 'production', 'test'], {
      error: 'must be development, production or test',
    }),
  ),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })),
  DATABASE_URL: optional(z.string()),
  DATA_DIR: optional(z.string()),
  PUBLIC_URL: optional(httpUrl),
  SUPABASE_URL: optional(httpUrl),
  SUPABASE_ANON_KEY: optional(z.string()),
  SUPABASE_JWT_SECRET: optional(jwtSecret),
  AUTH_JWT_SECRET: optional(jwtSecret),
  SMTP_URL: optional(
    z.url({
      protocol: /^smtps?$/,
      error: 'must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example.org:587',
    }),
  ),
  MAIL_FROM: optional(
    z
      .string()
      .trim()
      .regex(
        MAIL_FROM_PATTERN,
        'must be an address or "Name <address>", e.g. Tick Tock Class <hello@example.org>',
      ),
  ),
  TRUST_PROXY: optional(
    z.coerce
      .number({ error: 'must be the number of proxies in front of the API (0 for none)' })
      .int('must be the number of proxies in front of the API (0 for none)')
      .min(0, 'must be the number of proxies in front of the API (0 for none)')
      .max(10, 'must be the number of proxies in front of the API (0 for none)'),
  ),
  STRIPE_PUBLISHABLE_KEY: optional(
    z
      .string()
      .regex(/^pk_(test|live)_\w+$/, 'must be a publishable key (pk_test_... or pk_live_...)'),
  ),
  STRIPE_SECRET_KEY: optional(
    z
      .string()
      .regex(
        /^(sk|rk)_(test|live)_\w+$/,
        'must be a secret or restricted key (sk_test_..., sk_live_..., rk_...)',
      ),
  ),
  STRIPE_WEBHOOK_SECRET: optional(
    z.string().regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_...)'),
  ),
  STRIPE_PRICE_PARENT: optional(z.string().regex(/^price_\w+$/, 'must be a price id (price_...)')),
  STRIPE_PRICE_TEACHER: optional(z.string().regex(/^price_\w+$/, 'must be a price id (price_...)')),
  STRIPE_API_URL: optional(httpUrl),
  STRIPE_JS_URL: optional(httpUrl),
  INTERNAL_API_TOKEN: optional(
    z
      .string()
      .min(32, 'must be at least 32 characters; generate one with `openssl rand -base64 48`'),
  ),
  FEATURE_LIVE_SESSIONS: optional(flag),
  FEATURE_ACCOUNTS: optional(flag),
  S3_ENDPOINT: optional(httpUrl),
  S3_BUCKET: optional(
    z
      .string()
      .regex(
        S3_BUCKET_PATTERN,
        'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
      ),
  ),
  S3_REGION: optional(z.string().regex(/^[a-z0-9-]+$/, 'must be a region name, e.g. us-east-1')),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  S3_FORCE_PATH_STYLE: optional(flag),
});

/** Everything the API reads from the environment, parsed once at start. */
export interface ApiConfig {
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: LogLevel;
  /** Postgres when set; otherwise PGlite on disk under `dataDir/pglite`. */
  databaseUrl: string | undefined;
  /** Absolute path of the folder for local data (the PGlite database). */
  dataDir: string;
  /** The origin the browser uses to reach the app, e.g. `http://localhost:3000`. */
  publicUrl: string;
  /**
   * A hosted Supabase project for sign-in, or null for the built-in provider. Its access tokens
   * are checked with `jwtSecret` when set (HS256), otherwise against the project's JWKS.
   */
  supabase: { url: string; anonKey: string; jwtSecret: string | null } | null;
  /**
   * The built-in sign-in's HS256 key; null means one generated once and kept in
   * `dataDir/auth-jwt-secret`.
   */
  authJwtSecret: string | null;
  /** Sign-in email: SMTP when `smtpUrl` is set, otherwise the log and the development outbox. */
  mail: { smtpUrl: string | null; from: string };
  /** Proxies in front of the API whose X-Forwarded-For is believed (per-IP limits need it). */
  trustProxy: number;
  stripePublishableKey: string | null;
  /** Paid plans through Stripe, or null (every feature free, payment routes answer 503). */
  stripe: StripeSettings | null;
  /**
   * The service credential the realtime server sends (as a bearer token) with finished sessions;
   * null refuses them all with 503. The one-process server generates one at start for both.
   */
  internalApiToken: string | null;
  features: { liveSessions: boolean; accounts: boolean; payments: boolean };
  /**
   * Where uploaded images' bytes go: an S3-compatible bucket when S3_BUCKET is set, otherwise
   * null and the disk under `dataDir/objects`.
   */
  s3: S3Settings | null;
}

/** Stripe, when every variable payments need is set (features.payments). */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string;
  /** The Stripe price of each paid plan (spec section 9: $4.99 parent, $9.99 teacher). */
  prices: { parent: string; teacher: string };
  /**
   * Where the SDK sends its requests: null for Stripe itself, otherwise a URL whose protocol,
   * host and port replace api.stripe.com's (tests point it at their local fake).
   */
  apiUrl: string | null;
  /** The address of Stripe.js the payment screens load. */
  jsUrl: string;
}

export const DEFAULT_STRIPE_JS_URL = 'https://js.stripe.com/v3/';

/** An S3-compatible bucket (AWS S3, MinIO, Garage, Ceph...) for uploaded images. */
export interface S3Settings {
  /** The service's URL; null for AWS S3 itself (the SDK derives it from the region). */
  endpoint: string | null;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key` (what most self-hosted servers need). */
  forcePathStyle: boolean;
}

export const DEFAULT_S3_REGION = 'us-east-1';

/** The environment variables parseApiConfig reads, for documentation and tests. */
export type ApiEnv = Partial<Record<keyof z.input<typeof envSchema>, string>>;

/**
 * Parses the API's environment (pass `process.env` from an entry point, a literal in tests).
 * Throws a ConfigError naming the first bad variable.
 */
export function parseApiConfig(env: Record<string, string | undefined>): ApiConfig {
  // Checked before parseEnv, whose message repeats the value: a database URL may hold a password.
  const databaseUrl = checkDatabaseUrl(env.DATABASE_URL);
  const parsed = parseEnv(envSchema, env);
  const nodeEnv = parsed.NODE_ENV ?? 'development';
  const supabase = supabaseSettings(
    parsed.SUPABASE_URL,
    parsed.SUPABASE_ANON_KEY,
    parsed.SUPABASE_JWT_SECRET,
  );
  const stripePublishableKey = parsed.STRIPE_PUBLISHABLE_KEY ?? null;
  const stripe = stripeSettings(parsed);
  const publicUrl = new URL(parsed.PUBLIC_URL ?? DEFAULT_PUBLIC_URL).origin;
  return {
    nodeEnv,
    logLevel: parsed.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    databaseUrl,
    dataDir: resolve(parsed.DATA_DIR ?? DEFAULT_DATA_DIR),
    publicUrl,
    supabase,
    authJwtSecret: parsed.AUTH_JWT_SECRET ?? null,
    mail: {
      smtpUrl: parsed.SMTP_URL ?? null,
      from: parsed.MAIL_FROM ?? `Tick Tock Class <no-reply@${new URL(publicUrl).hostname}>`,
    },
    trustProxy: parsed.TRUST_PROXY ?? 0,
    stripePublishableKey,
    stripe,
    internalApiToken: parsed.INTERNAL_API_TOKEN ?? null,
    features: {
      liveSessions: parsed.FEATURE_LIVE_SESSIONS ?? true,
      // Sign-in works out of the box (built-in or hosted); FEATURE_ACCOUNTS=false hides it.
      accounts: parsed.FEATURE_ACCOUNTS ?? true,
      payments: stripe !== null,
    },
    s3: s3Settings(parsed),
  };
}

/** `PORT` for the standalone API (the one-process server parses its own). */
export function parsePort(env: Record<string, string | undefined>, fallback = DEFAULT_API_PORT) {
  const schema = z.object({
    PORT: optional(
      z.coerce
        .number({ error: 'must be a whole number from 0 to 65535' })
        .int('must be a whole number from 0 to 65535')
        .min(0, 'must be a whole number from 0 to 65535')
        .max(65535, 'must be a whole number from 0 to 65535'),
    ),
  });
  return parseEnv(schema, env).PORT ?? fallback;
}

function checkDatabaseUrl(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value.trim());
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:')) {
    throw new ConfigError(
      'DATABASE_URL',
      'must be a postgres:// or postgresql:// URL, e.g. postgres://user:password@localhost:5432/ttc',
    );
  }
  return value.trim();
}

function supabaseSettings(
  url: string | undefined,
  anonKey: string | undefined,
  jwtSecret: string | undefined,
) {
  if (url && !anonKey) throw new ConfigError('SUPABASE_ANON_KEY', 'must be set with SUPABASE_URL');
  if (anonKey && !url) throw new ConfigError('SUPABASE_URL', 'must be set with SUPABASE_ANON_KEY');
  if (jwtSecret && !url) {
    throw new ConfigError(
      'SUPABASE_JWT_SECRET',
      'is only used with SUPABASE_URL and SUPABASE_ANON_KEY (the built-in sign-in takes AUTH_JWT_SECRET)',
    );
  }
  return url && anonKey
    ? { url: url.replace(/\/+$/, ''), anonKey, jwtSecret: jwtSecret ?? null }
    : null;
}

/** The variables payments need, all together (the publishable key alone keeps them off). */
const STRIPE_REQUIRED = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_PRICE_PARENT',
  'STRIPE_PRICE_TEACHER',
] as const;

/**
 * Stripe when the secret key, the webhook secret, the publishable key and both prices are set.
 * None of the server-side ones: payments are off (every feature free). Some but not all: a
 * ConfigError naming the first missing one, since a half-configured Stripe would take money
 * without hearing back from it (no webhook secret) or sell a plan that has no price.
 */
function stripeSettings(parsed: z.output<typeof envSchema>): StripeSettings | null {
  const serverSide = STRIPE_REQUIRED.filter((name) => name !== 'STRIPE_PUBLISHABLE_KEY');
  const given = serverSide.find((name) => parsed[name] !== undefined);
  if (!given) return null;
  const missing = STRIPE_REQUIRED.find((name) => parsed[name] === undefined);
  if (missing) {
    throw new ConfigError(
      missing,
      `must be set with ${given} (payments need ${STRIPE_REQUIRED.join(', ')})`,
    );
  }
  const {
    STRIPE_SECRET_KEY: secretKey = '',
    STRIPE_WEBHOOK_SECRET: webhookSecret = '',
    STRIPE_PUBLISHABLE_KEY: publishableKey = '',
    STRIPE_PRICE_PARENT: parent = '',
    STRIPE_PRICE_TEACHER: teacher = '',
  } = parsed;
  return {
    secretKey,
    webhookSecret,
    publishableKey,
    prices: { parent, teacher },
    apiUrl: parsed.STRIPE_API_URL ? new URL(parsed.STRIPE_API_URL).origin : null,
    jsUrl: parsed.STRIPE_JS_URL ?? DEFAULT_STRIPE_JS_URL,
  };
}

function s3Settings(parsed: z.output<typeof envSchema>): S3Settings | null {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId } = parsed;
  const secretAccessKey = parsed.S3_SECRET_ACCESS_KEY;
  if (!bucket) {
    const stray = (
      [
        'S3_ENDPOINT',
        'S3_REGION',
        'S3_ACCESS_KEY_ID',
        'S3_SECRET_ACCESS_KEY',
        'S3_FORCE_PATH_STYLE',
      ] as const
    ).find((name) => parsed[name] !== undefined);
    if (stray) {
      throw new ConfigError(
        'S3_BUCKET',
        `must be set with ${stray} (uploads go to the disk under DATA_DIR without a bucket)`,
      );
    }
    return null;
  }
  if (!accessKeyId) {
    throw new ConfigError('S3_ACCESS_KEY_ID', 'must be set with S3_BUCKET');
  }
  if (!secretAccessKey) {
    throw new ConfigError('S3_SECRET_ACCESS_KEY', 'must be set with S3_BUCKET');
  }
  const endpoint = parsed.S3_ENDPOINT?.replace(/\/+$/, '') ?? null;
  return {
    endpoint,
    bucket,
    region: parsed.S3_REGION ?? DEFAULT_S3_REGION,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: parsed.S3_FORCE_PATH_STYLE ?? endpoint !== null,
  };
}

/** Hides the password of a database URL, for log lines. */
export function redactDatabaseUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '(unparsable URL)';
  }
}
