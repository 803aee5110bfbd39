import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { preloadFirstScreen } from './app/first-screen';
import { initI18n } from './lib/i18n';
import './styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

// The server may have sent the landing screen already rendered (/ and /landing). When it shows,
// the first render waits for the landing's code so React swaps it for the same screen, with no
// loading spinner in between; when it was hidden (public/landing-shell-gate.js) it goes now.
const shellShown =
  container.dataset.shell === 'landing' && !document.documentElement.classList.contains('no-shell');
if (container.dataset.shell && !shellShown) container.replaceChildren();
delete container.dataset.shell;

// Texts first, so the first paint is already in the remembered language. If a translation file
// fails to load, its texts fall back to English and the app still starts. The first screen's code
// loads at the same time (for a child's QR address, the join screen), not after the texts.
Promise.all([
  initI18n().catch((error: unknown) => console.error('Could not load the translations.', error)),
  preloadFirstScreen(window.location.pathname, shellShown).catch(() => undefined),
]).finally(() => {
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
});
