import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { ErrorBoundary } from '../components/errors/error-boundary';
import { ErrorFallback } from '../components/errors/error-fallback';
import { PageLoading } from '../components/ui/page-loading';

type Props = { queryClient: QueryClient; children: ReactNode };

/** App-wide providers, with a last-resort error boundary so the page is never blank. */
export function AppProvider({ queryClient, children }: Props) {
  return (
    <ErrorBoundary
      fallback={() => (
        <main className="main">
          <ErrorFallback />
        </main>
      )}
    >
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
