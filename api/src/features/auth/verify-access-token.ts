import { createRemoteJWKSet, errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';

// Self-contained on purpose (jose and nothing of the API): the realtime server can check the
// same access tokens through the subpath export `@ttc/api/auth/verify-access-token`.

/** What a verified access token says about its holder. */
export interface VerifiedAccessToken {
  /** `sub`: the user's id. */
  userId: string;
  email: string;
  /** `session_id`, when the issuer sets one (both GoTrue and the built-in sign-in do). */
  sessionId: string | null;
  expiresAt: Date;
  claims: JWTPayload;
}

export type AccessTokenVerifier = (token: string) => Promise<VerifiedAccessToken>;

/** Why a token was refused; never carries the token. */
export class AccessTokenError extends Error {
  constructor(
    /** `unavailable`: the issuer's key set could not be fetched; the token may well be good. */
    readonly reason: 'malformed' | 'expired' | 'invalid' | 'unavailable',
    message: string,
  ) {
    super(message);
    this.name = 'AccessTokenError';
  }
}

export type AccessTokenVerifierOptions =
  | {
      /** The API's own GoTrue-compatible sign-in: HS256 with its secret. */
      kind: 'builtin';
      /** `${PUBLIC_URL}/auth/v1`, as the tokens were issued. */
      issuer: string;
      secret: () => Promise<Uint8Array>;
      now?: () => Date;
    }
  | {
      /** A hosted Supabase project. */
      kind: 'supabase';
      /** The project URL, e.g. `https://abc.supabase.co` (tokens name `${url}/auth/v1`). */
      url: string;
      /** The project's legacy JWT secret (HS256); without it the project's JWKS is used. */
      jwtSecret?: string | null;
      /** Sent as `apikey` when fetching the JWKS. */
      anonKey?: string;
      now?: () => Date;
    };

/** The key set is fetched again after this long, or at once (after a cooldown) for an unknown kid. */
export const JWKS_CACHE_MS = 10 * 60 * 1000;
/**
 * At most one refetch per second for unknown kids: a rotated key is picked up almost at once,
 * and a flood of forged kids costs the provider no more than one request a second.
 */
export const JWKS_COOLDOWN_MS = 1000;
const JWKS_TIMEOUT_MS = 5000;
/** Anything longer is not one of our tokens; refused before any parsing. */
const MAX_TOKEN_LENGTH = 8192;
const THREE_BASE64URL_PARTS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;
export const ACCESS_TOKEN_AUDIENCE = 'authenticated';

/**
 * A function that verifies an access token (signature, `iss`, `aud: authenticated`, `exp`,
 * `role: authenticated`, a `sub` and an `email`) and resolves with its holder, or rejects with
 * an AccessTokenError. `alg: none` and algorithms other than the issuer's are refused.
 */
export function createAccessTokenVerifier(
  options: AccessTokenVerifierOptions,
): AccessTokenVerifier {
  const now = options.now ?? (() => new Date());
  let issuer: string;
  let algorithms: string[];
  let key: (() => Promise<Uint8Array>) | JWTVerifyGetKey;
  if (options.kind === 'builtin') {
    issuer = options.issuer;
    algorithms = ['HS256'];
    key = options.secret;
  } else if (options.jwtSecret) {
    const secret = new TextEncoder().encode(options.jwtSecret);
    issuer = `${options.url}/auth/v1`;
    algorithms = ['HS256'];
    key = async () => secret;
  } else {
    issuer = `${options.url}/auth/v1`;
    algorithms = ['ES256', 'RS256', 'EdDSA'];
    key = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`), {
      cacheMaxAge: JWKS_CACHE_MS,
      cooldownDuration: JWKS_COOLDOWN_MS,
      timeoutDuration: JWKS_TIMEOUT_MS,
      headers: options.anonKey ? { apikey: options.anonKey } : undefined,
    });
  }
  const isSecret = options.kind === 'builtin' || Boolean(options.jwtSecret);

  return async (token) => {
    if (token.length > MAX_TOKEN_LENGTH || !THREE_BASE64URL_PARTS.test(token)) {
      throw new AccessTokenError('malformed', 'The token is not a JWT (three base64url parts).');
    }
    const verifyOptions = {
      issuer,
      audience: ACCESS_TOKEN_AUDIENCE,
      algorithms,
      currentDate: now(),
      requiredClaims: ['sub', 'exp'],
    };
    let payload: JWTPayload;
    try {
      payload = isSecret
        ? (await jwtVerify(token, await (key as () => Promise<Uint8Array>)(), verifyOptions))
            .payload
        : (await jwtVerify(token, key as JWTVerifyGetKey, verifyOptions)).payload;
    } catch (error) {
      throw toAccessTokenError(error);
    }
    return holder(payload);
  };
}

function holder(payload: JWTPayload): VerifiedAccessToken {
  const {
    sub,
    exp,
    email,
    role,
    session_id: sessionId,
  } = payload as JWTPayload & {
    email?: unknown;
    role?: unknown;
    session_id?: unknown;
  };
  if (role !== 'authenticated') {
    throw new AccessTokenError('invalid', 'The token is not a signed-in user’s token.');
  }
  if (typeof sub !== 'string' || sub === '' || typeof exp !== 'number') {
    throw new AccessTokenError('invalid', 'The token names no user.');
  }
  if (typeof email !== 'string' || email === '') {
    throw new AccessTokenError('invalid', 'The token carries no email address.');
  }
  return {
    userId: sub,
    email,
    sessionId: typeof sessionId === 'string' ? sessionId : null,
    expiresAt: new Date(exp * 1000),
    claims: payload,
  };
}

function toAccessTokenError(error: unknown): AccessTokenError {
  if (error instanceof errors.JWTExpired) {
    return new AccessTokenError('expired', 'The token has expired.');
  }
  if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid) {
    return new AccessTokenError('malformed', 'The token is not a valid JWT.');
  }
  // jose throws its base JOSEError for a key-set answer other than 200; a fetch that fails
  // outright throws no JOSEError at all. Neither says anything about the token.
  if (
    error instanceof errors.JWKSTimeout ||
    error instanceof errors.JWKSInvalid ||
    !(error instanceof errors.JOSEError) ||
    error.constructor === errors.JOSEError
  ) {
    return new AccessTokenError('unavailable', 'The signing keys could not be fetched.');
  }
  return new AccessTokenError('invalid', 'The token is not valid.');
}
