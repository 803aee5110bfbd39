import type { ApiConfig } from '../../config';
import type { AppDatabase } from '../../db/client';
import { insertLinkToken } from '../auth/links-repository';
import { signInLink } from '../auth/redirects';
import { randomToken, sha256Hex } from '../auth/secrets';
import { findOrCreateUserByEmail } from '../auth/users-repository';

/** The frontend page that accepts an invitation (frontend/src/config/paths.ts: schoolJoin). */
export function schoolJoinUrl(publicUrl: string, inviteToken: string): string {
  const url = new URL('/school/join', publicUrl);
  url.searchParams.set('token', inviteToken);
  return url.toString();
}

/**
 * The link of an invitation email. With the built-in sign-in it is a magic link: it signs the
 * invited address in (its account is created now if it has none, as a sign-in request would)
 * and lands on /school/join?token=..., which accepts the invitation. It works once and lives as
 * long as the invitation. A hosted Supabase project makes its own sign-in links, which the API
 * cannot mint: there the email carries the /school/join link itself, and that page asks the
 * teacher to sign in first.
 */
export async function inviteLink(
  deps: { db: AppDatabase; config: Pick<ApiConfig, 'publicUrl' | 'supabase'>; now: () => number },
  email: string,
  inviteToken: string,
  expiresAt: Date,
): Promise<string> {
  const join = schoolJoinUrl(deps.config.publicUrl, inviteToken);
  if (deps.config.supabase) return join;
  const user = await findOrCreateUserByEmail(deps.db, email);
  const token = randomToken();
  await insertLinkToken(deps.db, {
    tokenHash: sha256Hex(token),
    userId: user.id,
    pkce: null,
    redirectTo: join,
    createdAt: new Date(deps.now()),
    expiresAt,
  });
  return signInLink(deps.config.publicUrl, token, join);
}
