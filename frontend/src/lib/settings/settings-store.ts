import {
  DEFAULT_SETTINGS,
  gameSettingsOf,
  mergeSettings,
  SETTING_KEYS,
  type SettingEntries,
  type SettingKey,
  type Settings,
} from '@ttc/shared-protocol/api/settings-sync';
import { DEVICE_KEYS, readDeviceSettings, writeDeviceSettings } from './device-settings';

/** What the store holds: every setting's value and, for those changed, when. */
export type SettingsState = {
  settings: Settings;
  changedAt: Partial<Record<SettingKey, string>>;
};

/** Why the settings changed: a person here, or the account (another device) through the sync. */
export type ChangeSource = 'local' | 'remote' | 'device';
type Listener = (changed: readonly SettingKey[], source: ChangeSource) => void;

const listeners = new Set<Listener>();
let state: SettingsState | null = null;
let now: () => Date = () => new Date();

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => item === b[i]);
  }
  return a === b;
}

function load(): SettingsState {
  const device = readDeviceSettings();
  return { settings: { ...DEFAULT_SETTINGS, ...device.values }, changedAt: device.changedAt };
}

/** The current settings (read from the device on first use). */
export function getSettingsState(): SettingsState {
  state ??= load();
  return state;
}

export function getSettings(): Settings {
  return getSettingsState().settings;
}

function commit(next: SettingsState, changed: SettingKey[], source: ChangeSource): void {
  if (changed.length === 0) return;
  state = next;
  if (source !== 'device') {
    const values: Partial<Record<SettingKey, unknown>> = {};
    for (const key of changed) values[key] = next.settings[key];
    writeDeviceSettings(values as Partial<Settings>, next.changedAt);
  }
  for (const listener of listeners) listener(changed, source);
}

/**
 * Changes some settings, here and now: each one that really changes gets this moment as its time
 * of change, is kept on the device and (signed in) sent to the account. The rules between game
 * settings are applied and recorded as changes too (elapsed time on turns 24-hour off; the
 * numbers face turns the helper circles off).
 */
export function updateSettings(patch: Partial<Settings>): void {
  const current = getSettingsState();
  const wanted = { ...current.settings, ...patch };
  const ruled = { ...wanted, ...gameSettingsOf(wanted) };
  const time = now().toISOString();
  const changed: SettingKey[] = [];
  const changedAt = { ...current.changedAt };
  for (const key of SETTING_KEYS) {
    if (sameValue(ruled[key], current.settings[key])) continue;
    changed.push(key);
    changedAt[key] = time;
  }
  commit({ settings: ruled, changedAt }, changed, 'local');
}

/** The settings changed on this device, with their times: what the account is sent. */
export function localEntries(): SettingEntries {
  const { settings, changedAt } = getSettingsState();
  const entries: Record<string, { value: unknown; changedAt: string }> = {};
  for (const key of SETTING_KEYS) {
    const time = changedAt[key];
    if (time) entries[key] = { value: settings[key], changedAt: time };
  }
  return entries as SettingEntries;
}

/**
 * Takes in the account's settings (from another device): per setting the newer change wins, a
 * tie keeps this device's. Returns the settings that changed here.
 */
export function applyAccountSettings(remote: SettingEntries): SettingKey[] {
  const current = getSettingsState();
  const merged = mergeSettings(localEntries(), remote);
  const settings = { ...current.settings };
  const changedAt = { ...current.changedAt };
  const changed: SettingKey[] = [];
  for (const key of SETTING_KEYS) {
    const entry = merged[key];
    if (!entry || entry.changedAt === current.changedAt[key]) continue;
    changedAt[key] = entry.changedAt;
    if (!sameValue(entry.value, settings[key])) {
      (settings as Record<string, unknown>)[key] = entry.value;
    }
    changed.push(key);
  }
  commit({ settings, changedAt }, changed, 'remote');
  return changed;
}

/** Listens to every change of the settings (with the keys that changed and why). */
export function subscribeSettings(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Another tab of this browser changed a setting: read the device again. */
function onStorage(event: StorageEvent): void {
  if (event.key !== null && !DEVICE_KEYS.has(event.key)) return;
  if (!state) return;
  const before = state;
  const next = load();
  const changed = SETTING_KEYS.filter(
    (key) => !sameValue(before.settings[key], next.settings[key]),
  );
  commit(next, changed, 'device');
}
if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);

/** Tests: forget the loaded settings (the device is read again) and, optionally, set the clock. */
export function resetSettingsStoreForTests(clock?: () => Date): void {
  state = null;
  now = clock ?? (() => new Date());
}
