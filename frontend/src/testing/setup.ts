import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { dismissToast } from '../components/ui/toast/toast-store';
import { setAccessToken } from '../lib/auth-session';
import { initI18n } from '../lib/i18n';

// jsdom does no layout or scrolling; these stand in so screens can call them.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

beforeAll(async () => {
  await initI18n('en');
});

afterEach(async () => {
  cleanup();
  dismissToast();
  setAccessToken(null);
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  await initI18n('en');
});
