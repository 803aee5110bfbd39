import { deriveStats, type UserStats } from '@ttc/shared-protocol/game/stats';
import { lazy, Suspense, useState } from 'react';
import { useAuthUser } from '../../../lib/api/get-auth-user';
import { deviceLearnerAnswers } from '../../../lib/guest-progress/learner-answers';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { localUtcOffsetMinutes } from '../model/utc-offset';
import { ProgressLoading } from './progress-status';
import { EmptyProgress, ProgressView } from './progress-view';
import './progress.css';

// The signed-in view needs TanStack Query; a guest's first load of /progress never carries it.
const AccountProgress = lazy(() =>
  import('./account-progress').then((m) => ({ default: m.AccountProgress })),
);

/**
 * A guest's stats from the answers played on this device and not yet merged into an account;
 * null when there are none. The level comes from the same learner model the Student Game folds.
 */
function guestStats(now: number): UserStats | null {
  const answers = deviceLearnerAnswers();
  if (answers.length === 0) return null;
  return deriveStats(answers, { now, utcOffsetMinutes: localUtcOffsetMinutes(now) });
}

/**
 * /progress (spec section 2, "Progress / levels"): the level, points, the bar to the next level,
 * the streak badge (only above 0), and the four cards; 'No progress data available' before the
 * first game. A signed-in user sees the server's stats (GET /api/user/:id/stats); a guest sees
 * the answers recorded on this device (deriveStats over them), in the same view.
 */
export function ProgressScreen() {
  const { t } = useTranslation('progress');
  usePageTitle(t('title'));
  const { user, isLoading } = useAuthUser();

  return (
    <div className="page progress-page">
      <h1>{t('title')}</h1>
      {user ? (
        <Suspense fallback={<ProgressLoading />}>
          <AccountProgress userId={user.id} />
        </Suspense>
      ) : isLoading ? (
        <ProgressLoading />
      ) : (
        <GuestProgress />
      )}
    </div>
  );
}

function GuestProgress() {
  const [stats] = useState(() => guestStats(Date.now()));
  return stats ? <ProgressView stats={stats} /> : <EmptyProgress />;
}
