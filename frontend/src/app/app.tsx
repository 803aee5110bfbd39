import { AppProvider } from './provider';
import { AppRoutes } from './router';

/** The whole app; the caller supplies the router (BrowserRouter, or MemoryRouter in tests). */
export function App() {
  return (
    <AppProvider>
      <AppRoutes />
    </AppProvider>
  );
}
