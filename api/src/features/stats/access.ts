import type { UserRole } from '@ttc/shared-protocol/api/auth-user';

/** Whose stats a user may read: their own, or anyone's when they are an admin (spec section 6). */
export function canReadStats(
  requester: { id: string; role: UserRole | null },
  targetUserId: string,
): boolean {
  return requester.id === targetUserId || requester.role === 'admin';
}
