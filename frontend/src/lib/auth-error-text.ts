import { ApiError } from './api-client';

/**
 * What went wrong with a sign-in, in words a teacher, a parent or a child can act on. The auth
 * provider's own messages ("Invalid JWT structure", "PKCE code verifier not found in storage",
 * "Email link is invalid or has expired") are written for developers and in English only; a toast
 * shows the text of one of these kinds instead (`common:authErrors.<kind>`), each saying what to
 * do next. `unknown` is the fallback for anything not recognised.
 */
export type AuthProblem =
  | 'linkExpired'
  | 'linkBroken'
  | 'otherDevice'
  | 'tooMany'
  | 'offline'
  | 'badEmail'
  | 'noAccount'
  | 'sessionEnded'
  | 'unknown';

/** GoTrue / supabase-js error codes (auth-js `ErrorCode`) by the problem they mean. */
const BY_CODE: Record<string, AuthProblem> = {
  otp_expired: 'linkExpired',
  flow_state_expired: 'linkExpired',
  flow_state_not_found: 'linkExpired',
  bad_jwt: 'linkBroken',
  invalid_jwt: 'linkBroken',
  bad_json: 'linkBroken',
  bad_code_verifier: 'otherDevice',
  over_email_send_rate_limit: 'tooMany',
  over_request_rate_limit: 'tooMany',
  rate_limited: 'tooMany',
  request_timeout: 'offline',
  unavailable: 'offline',
  validation_failed: 'badEmail',
  email_address_invalid: 'badEmail',
  email_address_not_authorized: 'badEmail',
  signup_disabled: 'noAccount',
  otp_disabled: 'noAccount',
  user_not_found: 'noAccount',
  session_not_found: 'sessionEnded',
  session_expired: 'sessionEnded',
  refresh_token_not_found: 'sessionEnded',
  refresh_token_already_used: 'sessionEnded',
  no_authorization: 'sessionEnded',
  unauthorized: 'sessionEnded',
};

/** supabase-js error class names (`error.name`) by the problem they mean. */
const BY_NAME: Record<string, AuthProblem> = {
  AuthInvalidJwtError: 'linkBroken',
  AuthInvalidTokenResponseError: 'linkBroken',
  AuthImplicitGrantRedirectError: 'linkBroken',
  AuthPKCECodeVerifierMissingError: 'otherDevice',
  AuthPKCEGrantCodeExchangeError: 'otherDevice',
  AuthRetryableFetchError: 'offline',
  AuthSessionMissingError: 'sessionEnded',
  AuthRefreshDiscardedError: 'sessionEnded',
};

/** Words of the provider's messages, for errors that carry neither a code nor a known name. */
const BY_MESSAGE: ReadonlyArray<[RegExp, AuthProblem]> = [
  [/expired|already (been )?used|invalid or has expired/i, 'linkExpired'],
  [/code verifier|pkce|flow state/i, 'otherDevice'],
  [/jwt|token|malformed|invalid (link|grant)/i, 'linkBroken'],
  [/rate limit|too many/i, 'tooMany'],
  [/failed to fetch|network|load failed|timed? ?out|offline/i, 'offline'],
  [/signups? not allowed|not allowed for otp/i, 'noAccount'],
  [/email.*(invalid|valid)|invalid.*email/i, 'badEmail'],
  [/session missing|not signed in|logged out/i, 'sessionEnded'],
];

function field(error: unknown, name: string): unknown {
  return typeof error === 'object' && error !== null
    ? (error as Record<string, unknown>)[name]
    : undefined;
}

/**
 * The problem behind a sign-in failure: a supabase-js `AuthError` (by code, class name or
 * status), an `ApiError` of the product's API, a network `TypeError`, or the text of an
 * `error`/`error_description` the provider put in the callback URL.
 */
export function authProblemOf(error: unknown): AuthProblem {
  const code = field(error, 'code');
  if (typeof code === 'string' && BY_CODE[code]) return BY_CODE[code];
  const name = field(error, 'name');
  if (typeof name === 'string' && BY_NAME[name]) return BY_NAME[name];
  const status = error instanceof ApiError ? error.status : field(error, 'status');
  if (status === 429) return 'tooMany';
  if (status === 401) return 'sessionEnded';
  if (status === 0 || status === 502 || status === 503 || status === 504) return 'offline';
  if (error instanceof TypeError) return 'offline';
  const message = typeof error === 'string' ? error : field(error, 'message');
  if (typeof message === 'string') {
    if (BY_CODE[message.trim()]) return BY_CODE[message.trim()] as AuthProblem;
    for (const [pattern, problem] of BY_MESSAGE) if (pattern.test(message)) return problem;
  }
  return 'unknown';
}

/** The key of the words for a sign-in failure (in `common`, so any screen can show them). */
export function authErrorKey(error: unknown): `common:authErrors.${AuthProblem}` {
  return `common:authErrors.${authProblemOf(error)}`;
}
