import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { dismissToast } from '../components/ui/toast/toast-store';
import { forgetRunsForTests } from '../features/auth/model/once';
import { resetAuthClientForTests } from '../lib/auth-client-source';
import { resetAuthSessionForTests } from '../lib/auth-session';
import { initI18n } from '../lib/i18n';
import { resetParentLockStateForTests } from '../lib/parent-lock/lock-state';
import { forgetUnlock } from '../lib/parent-lock/unlock-token';
import { resetSettingsStoreForTests } from '../lib/settings/settings-store';

// Screens are lazy chunks; on a loaded CI machine the first import of one can take seconds, far
// past findBy's 1 s default. Waiting longer costs nothing when the screen is quick.
configure({ asyncUtilTimeout: 5000 });

// jsdom does no layout or scrolling; these stand in so screens can call them.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

beforeAll(async () => {
  await initI18n('en');
});

afterEach(async () => {
  cleanup();
  dismissToast();
  resetAuthSessionForTests();
  resetAuthClientForTests();
  forgetRunsForTests();
  window.localStorage.clear();
  resetSettingsStoreForTests();
  window.sessionStorage.clear();
  resetParentLockStateForTests();
  forgetUnlock();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  await initI18n('en');
  // Again last: switching the language back reads the settings (from the emptied storage).
  resetSettingsStoreForTests();
});
