import { GoTrueError } from './gotrue-errors';

export const redirectNotAllowed = () =>
  new GoTrueError(400, 'validation_failed', 'redirect_to must be an address on this site');

/**
 * A `redirect_to` made absolute against PUBLIC_URL, or a 400 when it leads anywhere else (another
 * origin, `//host`, `javascript:`). Links and redirects never take their origin from the request.
 */
export function sameSiteRedirect(publicUrl: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value, `${publicUrl}/`);
  } catch {
    throw redirectNotAllowed();
  }
  if (url.origin !== publicUrl || value.length > 2048) throw redirectNotAllowed();
  return url.toString();
}

/** The app page the email links to; it consumes the token with a POST (a GET burns nothing). */
export function signInLink(publicUrl: string, token: string, redirectTo: string | null): string {
  const url = new URL('/auth/verify', publicUrl);
  url.searchParams.set('token_hash', token);
  url.searchParams.set('type', 'magiclink');
  if (redirectTo) url.searchParams.set('redirect_to', redirectTo);
  return url.toString();
}

/** `target` with `params` added to its query (PKCE code, errors) or its fragment (implicit tokens). */
export function withParams(
  target: string,
  params: Record<string, string>,
  where: 'query' | 'fragment',
): string {
  const url = new URL(target);
  if (where === 'query') {
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  } else {
    url.hash = new URLSearchParams(params).toString();
  }
  return url.toString();
}
