import type { SettingEntries, SettingsPayload } from '@ttc/shared-protocol/api/settings-sync';
import { ApiError, apiRequest } from '../api-client';
import { getAccessToken, subscribeToAccessToken } from '../auth-session';
import { parentUnlockHeaders } from '../parent-lock/unlock-token';
import { applyAccountSettings, localEntries, subscribeSettings } from './settings-store';

/** Changes made within this time go to the account in one request. */
export const PUSH_DELAY_MS = 400;

let started = false;
let lastToken: string | null = null;
let pushTimer: ReturnType<typeof setTimeout> | null = null;
let running: Promise<void> = Promise.resolve();
/** Whether this device has changes the account may not have yet. */
let unsent = false;

/** One request at a time, in order: a pull never overtakes the push before it. */
function queue(task: () => Promise<void>): Promise<void> {
  running = running.then(task, task);
  return running;
}

async function put(values: SettingEntries): Promise<SettingsPayload> {
  const token = getAccessToken();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    ...parentUnlockHeaders(),
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch('/api/settings', {
    method: 'PUT',
    headers,
    credentials: 'include',
    body: JSON.stringify({ values }),
  });
  const text = await response.text();
  const body = text ? (JSON.parse(text) as unknown) : undefined;
  if (!response.ok) {
    const error = (body as { error?: { code?: string; message?: string } } | undefined)?.error;
    throw new ApiError(response.status, error?.message ?? response.statusText, error?.code);
  }
  return body as SettingsPayload;
}

function warn(what: string, error: unknown): void {
  // A parent lock without the PIN entered keeps the change on this device until it is.
  if (error instanceof ApiError && error.code === 'parent_lock') return;
  console.warn(`Settings: could not ${what} the account's settings.`, error);
}

/** Sends this device's changes; the account answers with all its settings, merged. */
export function pushSettings(): Promise<void> {
  return queue(async () => {
    if (!getAccessToken()) return;
    const values = localEntries();
    if (Object.keys(values).length === 0) {
      unsent = false;
      return;
    }
    try {
      const merged = await put(values);
      unsent = false;
      applyAccountSettings(merged.values);
    } catch (error) {
      warn('update', error);
    }
  });
}

/**
 * Fetches the account's settings and merges them here (per setting the newer change wins); when
 * this device has newer ones, sends them.
 */
export function pullSettings(): Promise<void> {
  return queue(async () => {
    if (!getAccessToken()) return;
    let remote: SettingsPayload;
    try {
      remote = await apiRequest<SettingsPayload>('GET', '/api/settings');
    } catch (error) {
      warn('read', error);
      return;
    }
    // Anything but a settings answer (a proxy's page, an empty body) is a failed read, not a crash.
    if (typeof remote?.values !== 'object' || remote.values === null) {
      warn('read', new Error('the answer holds no settings'));
      return;
    }
    applyAccountSettings(remote.values);
    const mine = localEntries();
    const newer = (Object.keys(mine) as (keyof SettingEntries)[]).some(
      (key) => mine[key]?.changedAt !== remote.values[key]?.changedAt,
    );
    if (newer || unsent) void pushSettings();
  });
}

function schedulePush(): void {
  unsent = true;
  if (!getAccessToken()) return;
  if (pushTimer) clearTimeout(pushTimer);
  pushTimer = setTimeout(() => {
    pushTimer = null;
    void pushSettings();
  }, PUSH_DELAY_MS);
}

function onToken(): void {
  const token = getAccessToken();
  const signedIn = token !== null && lastToken === null;
  lastToken = token;
  if (signedIn) void pullSettings();
}

function onVisible(): void {
  if (document.visibilityState === 'visible') void pullSettings();
}

/**
 * Keeps the settings following the person: on sign-in (and on every page load with a session)
 * the account's settings are fetched and merged, each change made here is sent, and coming back
 * to the tab fetches again. Signed out, the settings stay on the device only. Safe to call twice.
 */
export function startSettingsSync(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  subscribeSettings((_changed, source) => {
    if (source === 'local') schedulePush();
  });
  subscribeToAccessToken(onToken);
  document.addEventListener('visibilitychange', onVisible);
  onToken();
}
