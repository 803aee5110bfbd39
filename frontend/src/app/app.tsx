import type { QueryClient } from '@tanstack/react-query';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

/** The whole app; the caller supplies the router (BrowserRouter, or MemoryRouter in tests). */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProvider queryClient={queryClient}>
      <AppRoutes />
    </AppProvider>
  );
}
