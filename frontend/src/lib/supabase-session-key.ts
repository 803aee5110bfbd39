import { storage } from './storage';

/**
 * Where supabase-js keeps the session on this device (its `storageKey` option). Fixed rather than
 * derived from the auth URL, so the app can tell whether a session exists before it downloads
 * supabase-js or asks the API for its configuration: a signed-out child never loads either.
 */
export const AUTH_STORAGE_KEY = 'sb-ticktockclass-auth-token';

/** Whether supabase-js left a session on this device (it may still turn out expired). */
export function hasStoredSession(): boolean {
  return storage.get(AUTH_STORAGE_KEY) !== null;
}
