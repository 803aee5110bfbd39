import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { hasUnsentProgress } from '../../../lib/progress-sync/unsent';
import { loadQueryClient } from '../../../lib/query-client-source';
import { getUserStatsQueryOptions } from '../api/get-user-stats';
import { localUtcOffsetMinutes } from '../model/utc-offset';
import { ProgressError, ProgressLoading } from './progress-status';
import { EmptyProgress, hasAnswers, ProgressView } from './progress-view';

/**
 * A signed-in user's progress from the server (GET /api/user/:id/stats, spec section 7): loading,
 * an error with Try again, or the stats in the same view a guest gets. This screen opts out of
 * the app's query provider (a guest's /progress never loads TanStack Query), so it uses the app's
 * one client directly, which a signed-in session has loaded already.
 */
export function AccountProgress({ userId }: { userId: string }) {
  const [client, setClient] = useState<QueryClient | null>(null);
  useEffect(() => {
    let active = true;
    void loadQueryClient().then((c) => {
      if (active) setClient(c);
    });
    return () => {
      active = false;
    };
  }, []);
  return client ? <AccountStats client={client} userId={userId} /> : <ProgressLoading />;
}

function AccountStats({ client, userId }: { client: QueryClient; userId: string }) {
  const { t } = useTranslation('progress');
  const [offset] = useState(() => localUtcOffsetMinutes(Date.now()));
  const query = useQuery(getUserStatsQueryOptions(userId, offset), client);
  const updatedAt = query.dataUpdatedAt;
  // biome-ignore lint/correctness/useExhaustiveDependencies: read the device again whenever the stats change (the sync refreshes them after each game the server stored).
  const unsent = useMemo(() => hasUnsentProgress(userId), [userId, updatedAt]);

  if (query.isPending) return <ProgressLoading />;
  if (query.isError) {
    return (
      <ProgressError
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return (
    <>
      {unsent && (
        <p className="progress-sync-note" role="status">
          {t('syncPending')}
        </p>
      )}
      {hasAnswers(query.data) ? <ProgressView stats={query.data} /> : <EmptyProgress />}
    </>
  );
}
