import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { App } from '../app/app';
import { preloadFirstScreen } from '../app/first-screen';
import { initI18n, languageStorageKey } from '../lib/i18n';
import { AUTH_STORAGE_KEY } from '../lib/supabase-session-key';
import type { LandingShell } from './landing-shell-type';

/**
 * The landing screen as a first-time visitor sees it (signed out, in English: the app starts
 * in English until a language is chosen), rendered to HTML at build time. The server sends it
 * inside #root for / and /landing, so the hero paints with the page instead of after the
 * app's JavaScript; main.tsx then renders the same screen in its place.
 */
export async function renderLandingShell(): Promise<LandingShell> {
  // The landing screen and the site's frame around it, as main.tsx loads them for /landing.
  await Promise.all([initI18n('en'), preloadFirstScreen('/landing', true)]);
  const html = renderToString(
    <MemoryRouter initialEntries={['/landing']}>
      <App />
    </MemoryRouter>,
  );
  // Anything still loading would leave a spinner in the page instead of the hero.
  if (!html.includes('id="hero-title"') || html.includes('page-loading')) {
    throw new Error('The landing screen suspended while it was pre-rendered.');
  }
  // React hoists a preload for every image it renders; the footer's icons would then compete
  // with the page's own files for the first round trips. The <img> tags still load them.
  return {
    html: html.replace(/<link rel="preload" as="image"[^>]*>/g, ''),
    storageKeys: { session: AUTH_STORAGE_KEY, language: languageStorageKey },
  };
}
