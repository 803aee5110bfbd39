import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { initI18n } from './lib/i18n';
import './styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

// Texts first, so the first paint is already in the remembered language. If a translation file
// fails to load, its texts fall back to English and the app still starts.
initI18n()
  .catch((error: unknown) => console.error('Could not load the translations.', error))
  .finally(() => {
    createRoot(container).render(
      <StrictMode>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </StrictMode>,
    );
  });
