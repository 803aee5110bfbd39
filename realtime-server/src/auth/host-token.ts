import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  ACCESS_TOKEN_AUDIENCE,
  accessTokenClaimsSchema,
} from '@ttc/shared-protocol/realtime/access-token-claims';
import { createRemoteJWKSet, errors, type JWTVerifyGetKey, jwtVerify } from 'jose';

/** A host as the verified access token names them. */
export type VerifiedHost = {
  /** `sub`: the user id, the host of the rooms this user opens. */
  userId: string;
  /** ms since epoch; host commands are refused after it (send `session:authenticate`). */
  expiresAt: number;
  /** The sign-in session (`session_id`); host rights last only while it is live. */
  sessionId: string | null;
};

export type HostTokenVerifier = (token: string) => Promise<VerifiedHost>;

/** Why a token was refused; never carries the token. */
export class HostTokenError extends Error {
  constructor(
    readonly reason: 'malformed' | 'expired' | 'invalid' | 'unavailable',
    message: string,
  ) {
    super(message);
    this.name = 'HostTokenError';
  }
}

/**
 * Where host tokens come from: the API's built-in sign-in (HS256 with AUTH_JWT_SECRET, or the key
 * the API generated into DATA_DIR), or a hosted Supabase project (its JWT secret, else its JWKS).
 */
export type HostAuthConfig =
  | { kind: 'builtin'; issuer: string; secret: string | null; dataDir: string }
  | {
      kind: 'supabase';
      url: string;
      anonKey: string;
      jwtSecret: string | null;
    };

/** The file the API writes its generated key to (api/src/features/auth/signing-secret.ts). */
export const SECRET_FILE_NAME = 'auth-jwt-secret';
/** As the API: the key set is cached 10 minutes and refetched for an unknown kid at most once a second. */
export const JWKS_CACHE_MS = 10 * 60 * 1000;
export const JWKS_COOLDOWN_MS = 1000;
const MAX_TOKEN_LENGTH = 8192;
const THREE_BASE64URL_PARTS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

/**
 * The key of the built-in sign-in: AUTH_JWT_SECRET, or the API's generated key file. The file is
 * only read, never created (the API creates it on its first sign-in); until it exists no token
 * can be valid, and a missing file is read again on the next handshake.
 */
function builtinSecret(secret: string | null, dataDir: string): () => Promise<Uint8Array> {
  let cached: Uint8Array | undefined;
  return async () => {
    if (cached) return cached;
    const text = secret ?? (await readKeyFile(join(dataDir, SECRET_FILE_NAME)));
    if (!text) throw new HostTokenError('unavailable', 'The sign-in key is not there yet.');
    cached = new TextEncoder().encode(text);
    return cached;
  };
}

async function readKeyFile(file: string): Promise<string | undefined> {
  try {
    return (await readFile(file, 'utf8')).trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Verifies a host's access token exactly as the API does (signature, `iss`, `aud:
 * authenticated`, `exp`, `role: authenticated`, a `sub` and an `email`): the realtime server
 * cannot import the API, so the claims are read with the shared schema. `alg: none` and any
 * algorithm other than the issuer's are refused.
 */
export function createHostTokenVerifier(
  config: HostAuthConfig,
  now: () => number = Date.now,
): HostTokenVerifier {
  let issuer: string;
  let algorithms: string[];
  let secret: (() => Promise<Uint8Array>) | null = null;
  let jwks: JWTVerifyGetKey | null = null;
  if (config.kind === 'builtin') {
    issuer = config.issuer;
    algorithms = ['HS256'];
    secret = builtinSecret(config.secret, config.dataDir);
  } else if (config.jwtSecret) {
    issuer = `${config.url}/auth/v1`;
    algorithms = ['HS256'];
    secret = builtinSecret(config.jwtSecret, '');
  } else {
    issuer = `${config.url}/auth/v1`;
    algorithms = ['ES256', 'RS256', 'EdDSA'];
    jwks = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`), {
      cacheMaxAge: JWKS_CACHE_MS,
      cooldownDuration: JWKS_COOLDOWN_MS,
      timeoutDuration: 5_000,
      headers: { apikey: config.anonKey },
    });
  }

  return async (token) => {
    if (token.length > MAX_TOKEN_LENGTH || !THREE_BASE64URL_PARTS.test(token)) {
      throw new HostTokenError('malformed', 'The token is not a JWT.');
    }
    const options = {
      issuer,
      audience: ACCESS_TOKEN_AUDIENCE,
      algorithms,
      currentDate: new Date(now()),
      requiredClaims: ['sub', 'exp'],
    };
    let payload: unknown;
    try {
      payload = secret
        ? (await jwtVerify(token, await secret(), options)).payload
        : (await jwtVerify(token, jwks as JWTVerifyGetKey, options)).payload;
    } catch (error) {
      throw toHostTokenError(error);
    }
    const claims = accessTokenClaimsSchema.safeParse(payload);
    if (!claims.success) throw new HostTokenError('invalid', 'The token names no signed-in user.');
    return {
      userId: claims.data.sub,
      expiresAt: claims.data.exp * 1000,
      sessionId: claims.data.session_id ?? null,
    };
  };
}

function toHostTokenError(error: unknown): HostTokenError {
  if (error instanceof HostTokenError) return error;
  if (error instanceof errors.JWTExpired) return new HostTokenError('expired', 'Token expired.');
  if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid) {
    return new HostTokenError('malformed', 'The token is not a valid JWT.');
  }
  if (
    error instanceof errors.JWKSTimeout ||
    error instanceof errors.JWKSInvalid ||
    !(error instanceof errors.JOSEError) ||
    error.constructor === errors.JOSEError
  ) {
    return new HostTokenError('unavailable', 'The signing keys could not be fetched.');
  }
  return new HostTokenError('invalid', 'The token is not valid.');
}
