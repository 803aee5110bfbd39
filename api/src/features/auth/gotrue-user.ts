import type { UserRow } from './users-repository';

/**
 * A users row in the shape GoTrue answers `/user` and puts in a session's `user`: what
 * supabase-js hands the app. user_metadata carries the spec's fields (first_name, last_name,
 * full_name, avatar_url, role, plan).
 */
export function toGoTrueUser(row: UserRow, lastSignInAt?: Date) {
  const created = row.createdAt.toISOString();
  return {
    id: row.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: row.email ?? '',
    email_confirmed_at: created,
    confirmed_at: created,
    phone: '',
    last_sign_in_at: (lastSignInAt ?? row.updatedAt).toISOString(),
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {
      first_name: row.firstName ?? undefined,
      last_name: row.lastName ?? undefined,
      full_name: row.fullName ?? undefined,
      avatar_url: row.profileImageUrl ?? undefined,
      role: row.role ?? undefined,
      plan: row.plan,
    },
    stripeSubscriptionId: row.stripeSubscriptionId ?? undefined,
    identities: [],
    is_anonymous: false,
    created_at: created,
    updated_at: row.updatedAt.toISOString(),
  };
}

export type GoTrueUser = ReturnType<typeof toGoTrueUser>;
