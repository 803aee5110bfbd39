import { ApiError, apiRequest } from '../../../lib/api-client';

export type LinkPreviewResult =
  /** The link is live; `email` is its address, partly masked (`pa•••@example.org`). */
  | { kind: 'live'; email: string }
  /** Used, expired or unknown: tapping could not sign in. */
  | { kind: 'dead' }
  /** No answer to go by (a hosted sign-in has no preview, a network error): just offer the tap. */
  | { kind: 'unknown' };

/**
 * Looks a link up without spending it (POST /auth/v1/link-preview): what the sign-in page shows
 * before the tap. Never throws.
 */
export async function previewLink(tokenHash: string): Promise<LinkPreviewResult> {
  try {
    const body = await apiRequest<{ email?: unknown }>('POST', '/auth/v1/link-preview', {
      body: { token_hash: tokenHash },
    });
    return typeof body?.email === 'string'
      ? { kind: 'live', email: body.email }
      : { kind: 'unknown' };
  } catch (error) {
    return error instanceof ApiError && error.status === 403
      ? { kind: 'dead' }
      : { kind: 'unknown' };
  }
}
