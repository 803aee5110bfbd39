import {
  cleanEntries,
  mergeSettings,
  type SettingEntries,
  type SettingsPayload,
} from '@ttc/shared-protocol/api/settings';
import type { AppDatabase } from '../../db/client';
import type { Clock } from '../auth/clock';
import { findSettings, lockSettings, saveSettings } from './repository';

/**
 * The account's synced settings. What the row holds is checked again on the way out, so a value
 * an older version stored that no longer passes is never sent to a device.
 */
export async function readSettings(
  db: AppDatabase,
  userId: string,
  voiceReadingAllowed = true,
): Promise<SettingsPayload> {
  return {
    values: withoutLockedFeatures(
      cleanEntries(await findSettings(db, userId)),
      voiceReadingAllowed,
    ),
  };
}

/**
 * Voice reading belongs to the Parent Plan once payments are configured (spec section 6): for
 * any other plan it is kept and reported off, whatever a device sends. Off rather than a
 * refusal: every device starts with it on, and a refused PUT would stop all its settings from
 * syncing. The time of the change is kept, so the device takes "off" as the newer value.
 */
export function withoutLockedFeatures(
  values: SettingEntries,
  voiceReadingAllowed: boolean,
): SettingEntries {
  const voice = values.voiceReading;
  if (voiceReadingAllowed || !voice?.value) return values;
  return { ...values, voiceReading: { ...voice, value: false } };
}

/**
 * Merges a device's settings into the account's, one setting at a time: the newer change wins
 * (ties keep the stored one). A change dated later than the server's clock counts as made now,
 * so a device whose clock runs ahead does not win every later merge. Returns all settings.
 */
export async function writeSettings(
  db: AppDatabase,
  clock: Clock,
  userId: string,
  incoming: SettingEntries,
  voiceReadingAllowed = true,
): Promise<SettingsPayload> {
  const now = clock();
  return db.transaction(async (tx) => {
    const stored = cleanEntries(await lockSettings(tx, userId));
    const merged = withoutLockedFeatures(
      mergeSettings(stored, cleanEntries(incoming, now)),
      voiceReadingAllowed,
    );
    await saveSettings(tx, userId, merged);
    return { values: merged };
  });
}
