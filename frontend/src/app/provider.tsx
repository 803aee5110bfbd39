import { type ReactNode, Suspense } from 'react';
import { ErrorBoundary } from '../components/errors/error-boundary';
import { ErrorFallback } from '../components/errors/error-fallback';
import { PageLoading } from '../components/ui/page-loading';
import { AuthStateProvider } from '../lib/auth-state';

/** App-wide providers, with a last-resort error boundary so the page is never blank. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={() => (
        <main className="main">
          <ErrorFallback />
        </main>
      )}
    >
      <AuthStateProvider>
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </AuthStateProvider>
    </ErrorBoundary>
  );
}
