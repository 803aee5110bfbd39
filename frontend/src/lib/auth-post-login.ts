import type { AuthUser } from '@ttc/shared-protocol/api/auth-user';
import { paths } from '../config/paths';
import { hasGuestProgress, requestGuestRestore } from './guest-progress/guest-progress';
import { GuestStorageKey } from './guest-progress/storage-keys';
import { storage } from './storage';

/**
 * Set in this tab when a sign-in link has just been used (the callback or the verification
 * screen), until the app has routed the new session once (spec section 4, "Sign-in flow" step 3).
 * Per tab, so a link opened in a new tab routes that tab only.
 */
const PENDING_KEY = 'ttc_postLoginPending';
/** Set by the callback before its full reload: the new page greets with 'Welcome!'. */
const WELCOME_KEY = 'ttc_welcomeToast';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function setFlag(key: string): void {
  try {
    session()?.setItem(key, 'true');
  } catch {
    // Without storage the new session simply lands where the screen sends it.
  }
}

function hasFlag(key: string): boolean {
  try {
    return session()?.getItem(key) === 'true';
  } catch {
    return false;
  }
}

function clearFlag(key: string): void {
  try {
    session()?.removeItem(key);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

export function markPostLoginPending(): void {
  setFlag(PENDING_KEY);
}

export function isPostLoginPending(): boolean {
  return hasFlag(PENDING_KEY);
}

/** The callback's 'Welcome!' toast, shown by the page its full reload opens. */
export function rememberWelcomeToast(): void {
  setFlag(WELCOME_KEY);
}

/** True once after `rememberWelcomeToast` (the flag is cleared). */
export function takeWelcomeToast(): boolean {
  const welcome = hasFlag(WELCOME_KEY);
  if (welcome) clearFlag(WELCOME_KEY);
  return welcome;
}

/**
 * A path inside this app that is safe to go to after sign-in: it starts with one slash (not
 * `//host` nor `/\host`, which browsers read as another site) and is not a sign-in screen.
 */
export function isSafeNextPath(value: string | null | undefined): value is string {
  if (!value || value.length > 2000) return false;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return false;
  const path = value.split(/[?#]/, 1)[0] ?? '';
  return path !== paths.completeProfile.path && !path.startsWith('/auth/');
}

/** Saves the path to return to after sign-in (the guest gate, a `next` query value). */
export function savePostLoginPath(path: string): void {
  if (isSafeNextPath(path)) storage.set(GuestStorageKey.postLoginRedirect, path);
}

/** The saved post-login path, if it is a safe one. */
export function readPostLoginPath(): string | null {
  const saved = storage.get(GuestStorageKey.postLoginRedirect);
  return isSafeNextPath(saved) ? saved : null;
}

/**
 * Where a freshly signed-in user with a complete profile goes (spec section 4, step 3), and the
 * end of the pending state: with a saved path and guest progress, the restore flag is set and
 * the saved path opened; with only a saved path, it is cleared and opened; else the Playground.
 * The guest's answer history is not handled here: once the user is known, ProgressSync
 * (lib/progress-sync) merges it into the account, exactly once, whatever page the user lands on;
 * a restored Student Game then sends only the answers given after sign-in.
 */
export function takePostLoginDestination(): string {
  clearFlag(PENDING_KEY);
  const saved = readPostLoginPath();
  if (saved && hasGuestProgress()) {
    requestGuestRestore();
    return saved;
  }
  storage.remove(GuestStorageKey.postLoginRedirect);
  return saved ?? paths.playground.getHref();
}

/** Spec section 3: a profile counts as incomplete when fullName or role is missing. */
export function isProfileIncomplete(user: Pick<AuthUser, 'fullName' | 'role'>): boolean {
  return !user.fullName?.trim() || user.role === null;
}

/** Screens an incomplete profile may stay on: the form itself, the link screens, legal texts. */
const OPEN_TO_INCOMPLETE = new Set<string>([
  paths.completeProfile.path,
  paths.auth.callback.path,
  paths.auth.verify.path,
  paths.privacy.path,
  paths.terms.path,
  paths.coppa.path,
]);

export type AuthRedirect = 'complete-profile' | 'post-login' | null;

/**
 * What the app does once the signed-in user is known (spec section 4, step 3): an incomplete
 * profile goes to /complete-profile; a complete one that has just signed in, on / or a sign-in
 * screen, goes on to its post-login destination. The verification screen routes itself after
 * its success message.
 */
export function decideAuthRedirect(input: {
  pathname: string;
  user: Pick<AuthUser, 'fullName' | 'role'>;
  pending: boolean;
}): AuthRedirect {
  const { pathname, user, pending } = input;
  if (isProfileIncomplete(user)) {
    return OPEN_TO_INCOMPLETE.has(pathname) ? null : 'complete-profile';
  }
  if (!pending || pathname === paths.auth.verify.path) return null;
  const onSignInPath = pathname === paths.root.path || pathname.startsWith('/auth/');
  return onSignInPath ? 'post-login' : null;
}
