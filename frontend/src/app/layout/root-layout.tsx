import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../../components/errors/error-boundary';
import { ErrorFallback } from '../../components/errors/error-fallback';
import { PageLoading } from '../../components/ui/page-loading';
import { Toaster } from '../../components/ui/toast/toaster';
import { useTranslation } from '../../lib/i18n';
import { ProgressSync } from '../../lib/progress-sync/progress-sync-runner';
import { AuthRedirects } from '../auth-redirects';
import { Footer } from './footer';
import { TopBar } from './top-bar';

/** Skip link, top bar, the current screen (inside its own error boundary), footer, toasts. */
export function RootLayout() {
  const { t } = useTranslation();
  const { pathname, hash } = useLocation();
  const main = useRef<HTMLElement>(null);
  const lastPathname = useRef(pathname);

  // A new screen starts at the top, and focus moves to it so screen readers follow along.
  // Anchor links (#features) are left to the screen that holds the anchor.
  useEffect(() => {
    if (lastPathname.current === pathname) return;
    lastPathname.current = pathname;
    if (hash) return;
    window.scrollTo(0, 0);
    main.current?.focus({ preventScroll: true });
  }, [pathname, hash]);

  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <TopBar />
      <main id="main" className="main" ref={main} tabIndex={-1}>
        {/* Keyed by path: an error on one screen is forgotten when the user goes elsewhere. */}
        <ErrorBoundary key={pathname} fallback={({ reset }) => <ErrorFallback reset={reset} />}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <Toaster />
      <AuthRedirects />
      <ProgressSync />
    </>
  );
}
