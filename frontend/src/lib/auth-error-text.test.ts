import {
  AuthApiError,
  AuthInvalidJwtError,
  AuthPKCECodeVerifierMissingError,
  AuthRetryableFetchError,
  AuthSessionMissingError,
} from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import enCommon from '../locales/en/common.json';
import { ApiError } from './api-client';
import { type AuthProblem, authErrorKey, authProblemOf } from './auth-error-text';

describe('authProblemOf', () => {
  it.each([
    [
      'a malformed token (supabase-js)',
      new AuthInvalidJwtError('Invalid JWT structure'),
      'linkBroken',
    ],
    [
      'a spent or expired link',
      new AuthApiError('Email link is invalid or has expired', 403, 'otp_expired'),
      'linkExpired',
    ],
    ['a link opened in another browser', new AuthPKCECodeVerifierMissingError(), 'otherDevice'],
    ['a network failure', new AuthRetryableFetchError('Failed to fetch', 0), 'offline'],
    ['fetch throwing', new TypeError('Failed to fetch'), 'offline'],
    [
      'too many links',
      new AuthApiError('For security purposes...', 429, 'over_email_send_rate_limit'),
      'tooMany',
    ],
    [
      'an invalid address',
      new AuthApiError(
        'Unable to validate email address: invalid format',
        400,
        'validation_failed',
      ),
      'badEmail',
    ],
    [
      'sign-ups closed for the address',
      new AuthApiError('Signups not allowed for otp', 422, 'otp_disabled'),
      'noAccount',
    ],
    ['no session', new AuthSessionMissingError(), 'sessionEnded'],
    ['the API answering 503', new ApiError(503, 'Service unavailable', 'unavailable'), 'offline'],
    ['a callback URL error text', 'Email link is invalid or has expired', 'linkExpired'],
    ['a callback URL error code', 'otp_expired', 'linkExpired'],
    ['something else', new Error('Kaboom'), 'unknown'],
    ['nothing', undefined, 'unknown'],
  ])('When the failure is %s, then it reads as %s', (_what, error, problem) => {
    expect(authProblemOf(error)).toBe(problem);
  });

  it('When any problem is named, then common.json has plain words for it, without jargon', () => {
    const problems: AuthProblem[] = [
      'linkExpired',
      'linkBroken',
      'otherDevice',
      'tooMany',
      'offline',
      'badEmail',
      'noAccount',
      'sessionEnded',
      'unknown',
    ];
    expect(Object.keys(enCommon.authErrors).sort()).toEqual([...problems].sort());
    expect(authErrorKey(new AuthInvalidJwtError('Invalid JWT structure'))).toBe(
      'common:authErrors.linkBroken',
    );
    for (const text of Object.values(enCommon.authErrors)) {
      expect(text).not.toMatch(/jwt|pkce|token|verifier|backend/i);
    }
  });
});
