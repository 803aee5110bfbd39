import type { UserRole } from '@ttc/shared-protocol/api/auth-user';

/**
 * Whose stats a user may read: their own, or, as an admin, those of the members of their own
 * school (spec section 6; issue 14: an admin reads only their school's). `sameSchool` says
 * whether the target belongs to the school the requester is an admin of.
 */
export function canReadStats(
  requester: { id: string; role: UserRole | null },
  targetUserId: string,
  sameSchool: boolean,
): boolean {
  return requester.id === targetUserId || (requester.role === 'admin' && sameSchool);
}
