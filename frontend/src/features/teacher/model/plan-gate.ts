import type { Plan } from '@ttc/shared-protocol/api/auth-user';

/** The plans that include the teacher tools (spec section 6). */
const TEACHER_PLANS: readonly Plan[] = ['pro', 'school'];

/**
 * Whether the teacher tools are open to a user on `plan`. The plan gate applies only when
 * billing is configured: until payments exist every teacher has the tools (issue 6).
 */
export function hasTeacherTools(plan: Plan, billingConfigured: boolean): boolean {
  return !billingConfigured || TEACHER_PLANS.includes(plan);
}
