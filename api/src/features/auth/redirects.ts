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

/**
 * The app page the email links to. Opening it spends nothing: it shows the (masked) address and
 * spends the token with a POST only when the person taps "Sign in".
 */
export function signInLink(publicUrl: string, token: string, redirectTo: string | null): string {
  const url = new URL('/auth/verify', publicUrl);
  url.searchParams.set('token_hash', token);
  url.searchParams.set('type', 'magiclink');
  if (redirectTo) url.searchParams.set('redirect_to', redirectTo);
  return url.toString();
}
