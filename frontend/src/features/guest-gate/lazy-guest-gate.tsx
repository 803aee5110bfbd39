import { lazy, Suspense, useEffect, useState } from 'react';
import { useAuthUser } from '../../lib/api/get-auth-user';
import type { GuestPage } from '../../lib/guest-progress/guest-progress';
import { clearStoredGate } from './model/gate-storage';

const GuestGate = lazy(() =>
  import('./components/guest-gate').then((m) => ({ default: m.GuestGate })),
);

/** Runs `fn` when the browser is idle (or after 2 s); returns a canceller. */
function whenIdle(fn: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(fn, 200);
  return () => window.clearTimeout(id);
}

/**
 * The guest gate for `page`, for signed-out visitors only (spec section 4). Its code loads once
 * the screen has painted and the browser is idle, so a child's first load does not carry it.
 * A signed-in user's device forgets the guest's active time.
 */
export function LazyGuestGate({ page }: { page: GuestPage }) {
  const { user, isLoading } = useAuthUser();
  const [idle, setIdle] = useState(false);

  useEffect(() => whenIdle(() => setIdle(true)), []);
  useEffect(() => {
    if (user) clearStoredGate();
  }, [user]);

  if (user || isLoading || !idle) return null;
  return (
    <Suspense fallback={null}>
      <GuestGate page={page} />
    </Suspense>
  );
}
