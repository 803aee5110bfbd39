import { Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { ErrorBoundary } from '../../components/errors/error-boundary';
import { ErrorFallback } from '../../components/errors/error-fallback';
import { ConfirmDialog } from '../../components/ui/confirm-dialog/confirm-dialog';
import { PageLoading } from '../../components/ui/page-loading';
import { Toaster } from '../../components/ui/toast/toaster';
import { paths } from '../../config/paths';
import { useTranslation } from '../../lib/i18n';
import { ProgressSync } from '../../lib/progress-sync/progress-sync-runner';
import { leaveCurrentSeat } from '../../lib/realtime/seat-storage';
import './game-layout.css';

/**
 * A child's game screen (/join from the code to the podium, /play): the skip link, the screen,
 * toasts, and a small leave button; no site header or footer a child could tap out through. The
 * leave button asks first (in the app's own dialog), then leaves the room's seat and goes home.
 * It floats in the top corner, or (`bar`, for screens with their own header row) takes a row.
 */
export function GameLayout({ bar = false }: { bar?: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const main = useRef<HTMLElement>(null);
  const lastPathname = useRef(pathname);
  const [asking, setAsking] = useState(false);

  useEffect(() => {
    if (lastPathname.current === pathname) return;
    lastPathname.current = pathname;
    window.scrollTo(0, 0);
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className={`game-layout${bar ? ' game-layout--bar' : ''}`}>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <button
        type="button"
        className="game-layout__leave"
        data-testid="tablet-leave"
        aria-haspopup="dialog"
        onClick={() => setAsking(true)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M10 4H5v16h5M14 8l-4 4 4 4M10 12h10" />
        </svg>
        <span className="game-layout__leave-label">{t('game.leave')}</span>
      </button>
      <main id="main" className="main game-layout__main" ref={main} tabIndex={-1}>
        <ErrorBoundary key={pathname} fallback={({ reset }) => <ErrorFallback reset={reset} />}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      {asking && (
        <ConfirmDialog
          title={t('game.leaveTitle')}
          confirmLabel={t('game.leaveConfirm')}
          cancelLabel={t('game.leaveCancel')}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            // The seat is given up on this device (a reload does not come back into the room);
            // leaving the screen closes the connection.
            leaveCurrentSeat();
            navigate(paths.root.getHref());
          }}
        >
          <p>{t('game.leaveText')}</p>
        </ConfirmDialog>
      )}
      <Toaster />
      <ProgressSync />
    </div>
  );
}
