import type { UserRole } from '@ttc/shared-protocol/api/auth-user';

/** The roles that host live sessions and use the teacher tools (the API refuses the others). */
export function isStaff(role: UserRole | null): boolean {
  return role === 'teacher' || role === 'admin';
}
