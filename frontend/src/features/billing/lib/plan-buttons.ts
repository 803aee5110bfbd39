import type { Plan } from '@ttc/shared-protocol/api/auth-user';

/** What a plan card's button does (spec section 2, "Upgrade page" and "Pricing page"). */
export type PlanButton =
  | { kind: 'current' }
  | { kind: 'login-required' }
  | { kind: 'contact-sales' }
  /** Opens the subscription dialog (Teacher Pro). */
  | { kind: 'subscribe' }
  /** A paid subscriber changes plans in the billing portal, reached from the profile. */
  | { kind: 'manage' }
  | { kind: 'coming-soon' }
  /** Goes to /subscribe (the Parent Plan's trial). */
  | { kind: 'start-trial' }
  /** Another paid plan already covers it. */
  | { kind: 'included' };

/** /upgrade?plan=teacher (the pricing page's Teacher Plan button) opens Teacher Pro's dialog at once. */
export const OPEN_PLAN_PARAM = 'plan';

/** Every plan except free counts as premium on the upgrade page (spec section 6). */
export function isPremiumPlan(plan: Plan): boolean {
  return plan !== 'free';
}

/**
 * The upgrade page's three buttons: signed out, 'Login Required' (disabled) on Free and
 * Teacher Pro; a free user has 'Current Plan' on Free and may upgrade via Teacher Pro; a premium
 * user has 'Current Plan' on Teacher Pro. School is always 'Contact Sales', disabled.
 */
export function upgradeButtons(plan: Plan | null): {
  free: PlanButton;
  pro: PlanButton;
  school: PlanButton;
} {
  const school: PlanButton = { kind: 'contact-sales' };
  if (plan === null)
    return { free: { kind: 'login-required' }, pro: { kind: 'login-required' }, school };
  if (!isPremiumPlan(plan))
    return { free: { kind: 'current' }, pro: { kind: 'subscribe' }, school };
  return { free: { kind: 'manage' }, pro: { kind: 'current' }, school };
}

/**
 * The pricing page's Parent Plan and Teacher Plan buttons: 'Coming Soon' (disabled) while
 * payments are not configured; then the Parent Plan starts its trial on /subscribe (signed-out
 * visitors sign in on the way) and the Teacher Plan opens the upgrade page's dialog.
 */
export function pricingButtons(
  plan: Plan | null,
  paymentsConfigured: boolean,
): { parent: PlanButton; teacher: PlanButton } {
  if (!paymentsConfigured)
    return { parent: { kind: 'coming-soon' }, teacher: { kind: 'coming-soon' } };
  const parent: PlanButton =
    plan === 'premium'
      ? { kind: 'current' }
      : plan === 'school'
        ? { kind: 'included' }
        : { kind: 'start-trial' };
  const teacher: PlanButton =
    plan === 'pro'
      ? { kind: 'current' }
      : plan === 'school'
        ? { kind: 'included' }
        : { kind: 'subscribe' };
  return { parent, teacher };
}
