import type { Plan } from './auth-user';

/** What a plan unlocks (spec section 6). */
export interface Entitlements {
  /** Reading the clock's time aloud (read-aloud buttons, reading speed): the Parent Plan. */
  voiceReading: boolean;
  /** Offline practice, once it exists: the Parent Plan. */
  offlinePractice: boolean;
  /** Classes, live lessons, lesson plans, assignments and reports: Teacher Pro and School. */
  teacherTools: boolean;
}

const everything: Entitlements = { voiceReading: true, offlinePractice: true, teacherTools: true };

/**
 * The features an account may use. Until payments are configured every feature is free, as the
 * pricing page's banner says ('All Features Currently Free!'); the server checks the same rule.
 */
export function entitlementsOf(plan: Plan, paymentsEnabled: boolean): Entitlements {
  if (!paymentsEnabled) return everything;
  return {
    voiceReading: plan === 'premium',
    offlinePractice: plan === 'premium',
    teacherTools: plan === 'pro' || plan === 'school',
  };
}
