import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageLoading } from '../../components/ui/page-loading';
import { toast } from '../../components/ui/toast/toast-store';
import { paths } from '../../config/paths';
import { useAuthUser } from '../api/get-auth-user';
import { useTranslation } from '../i18n';
import { confirmParentReset } from './api';
import { refreshParentLock, useParentLock } from './lock-state';
import type { ParentLockArea } from './unlock-panel';
import { forgetUnlock, useUnlocked } from './unlock-token';

// The PIN pad loads only when a lock is on: most pages behind a gate never need it.
const UnlockPanel = lazy(() => import('./unlock-panel').then((m) => ({ default: m.UnlockPanel })));

/** The query parameter of the mailed reset link (`/settings?parentReset=<token>`). */
export const RESET_PARAM = 'parentReset';

/**
 * Shows `children` unless the signed-in account has a parent lock and this tab holds no live
 * unlock: then a lock screen with the PIN pad takes their place until the right PIN is entered
 * (15 minutes, this tab only). Signed out, there is no lock. It also spends a reset link that
 * lands here (`?parentReset=`), removing the lock.
 */
export function ParentLockGate({ area, children }: { area: ParentLockArea; children: ReactNode }) {
  const { user, isLoading } = useAuthUser();
  const userId = user?.id ?? null;
  const reset = useResetLink(userId);
  const status = useParentLock(userId);
  const unlocked = useUnlocked(userId);
  const notice = reset.result && (
    <Suspense fallback={null}>
      <ResetNotice result={reset.result} />
    </Suspense>
  );

  if (reset.busy || isLoading) return <PageLoading />;
  const open = !userId || unlocked || (status?.status === 'ready' && !status.lock.enabled);
  if (open) {
    return (
      <>
        {notice}
        {children}
      </>
    );
  }
  if (status?.status !== 'ready' && status?.status !== 'error') return <PageLoading />;
  return (
    <Suspense fallback={<PageLoading />}>
      {notice}
      <LockScreen area={area} userId={userId} failed={status.status === 'error'} />
    </Suspense>
  );
}

function LockScreen({
  area,
  userId,
  failed,
}: {
  area: ParentLockArea;
  userId: string;
  failed: boolean;
}) {
  const { t } = useTranslation('parent-lock');
  if (failed) {
    return (
      <div className="page page--narrow parent-lock-page">
        <h1>{t('gate.checkFailedTitle')}</h1>
        <p role="alert">{t('gate.checkFailed')}</p>
        <div className="button-row">
          <button
            type="button"
            className="button button--primary button--large"
            onClick={() => void refreshParentLock(userId)}
          >
            {t('gate.retry')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="page page--narrow parent-lock-page" data-testid="parent-lock-screen">
      <UnlockPanel area={area} userId={userId} onUnlocked={() => {}} />
      <p className="parent-lock__child">
        {t('gate.childHint')} <Link to={paths.root.getHref()}>{t('gate.back')}</Link>
      </p>
    </div>
  );
}

/**
 * Spends `?parentReset=<token>` once: the lock is removed (or the link has expired) and the
 * parameter leaves the address. `busy` while it runs, then what happened, for the notice.
 */
function useResetLink(userId: string | null): { busy: boolean; result: ResetResult | null } {
  const [params, setParams] = useSearchParams();
  const token = params.get(RESET_PARAM);
  const spent = useRef<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ResetResult | null>(null);

  useEffect(() => {
    if (!token || spent.current === token) return;
    spent.current = token;
    setBusy(true);
    const finish = (outcome: ResetResult) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(RESET_PARAM);
          return next;
        },
        { replace: true },
      );
      setResult(outcome);
      setBusy(false);
    };
    confirmParentReset(token).then(
      async () => {
        forgetUnlock();
        if (userId) await refreshParentLock(userId);
        finish('removed');
      },
      () => finish('expired'),
    );
  }, [token, userId, setParams]);

  return { busy, result };
}

type ResetResult = 'removed' | 'expired';

/** The toast that tells how the reset link went (once). */
function ResetNotice({ result }: { result: ResetResult }) {
  const { t } = useTranslation('parent-lock');
  useEffect(() => {
    toast(
      result === 'removed'
        ? { title: t('reset.removedTitle'), description: t('reset.removedBody') }
        : {
            variant: 'destructive',
            title: t('reset.expiredTitle'),
            description: t('reset.expiredBody'),
          },
    );
  }, [result, t]);
  return null;
}
