import type { Language } from '@ttc/shared-protocol/clock/language';
import { i18n } from '../../lib/i18n';

/** The texts the clock speaks in its own language: its slider names and the time-passed line. */
const CLOCK_LANGUAGE_NAMESPACES = ['clock', 'playground'] as const;

/**
 * Loads the clock's texts in `language` (when missing) before the Playground switches to it,
 * so the switch happens in one step instead of the screen waiting on a loading state.
 */
export async function loadClockLanguage(language: Language): Promise<void> {
  const missing = CLOCK_LANGUAGE_NAMESPACES.filter((ns) => !i18n.hasResourceBundle(language, ns));
  if (missing.length > 0) await i18n.reloadResources([language], [...missing]);
}
