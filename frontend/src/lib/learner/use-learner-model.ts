import {
  emptyLearner,
  type LearnerModel,
  learnerFromAnswers,
} from '@ttc/shared-protocol/game/learner/learner-model';
import { useEffect, useMemo, useState } from 'react';
import { useAuthUser } from '../api/get-auth-user';
import { onDeviceAnswersChanged } from '../guest-progress/device-changes';
import { deviceLearnerAnswers } from '../guest-progress/learner-answers';
import { unsentLearnerAnswers } from '../progress-sync/unsent';
import { loadQueryClient } from '../query-client-source';
import { readLastServerLearner, saveLastServerLearner } from './last-server-learner';
import { withUnsentAnswers } from './with-unsent';

/** The child's learner model as the Student Game starts a game by level from it. */
export type LearnerModelState = {
  /** Null while it loads. */
  model: LearnerModel | null;
  isLoading: boolean;
};

/** The server's model of a signed-in child; `model` null when the server could not be reached. */
type ServerLearner = { userId: string; model: LearnerModel | null };

/** A number that changes whenever the answers kept on this device change. */
function useDeviceRevision(): number {
  const [revision, setRevision] = useState(0);
  useEffect(() => onDeviceAnswersChanged(() => setRevision((r) => r + 1)), []);
  return revision;
}

/**
 * The signed-in child's model from GET /api/user/:id/stats, followed as the progress sync
 * refreshes it; the last one kept on the device when the server cannot be reached. TanStack
 * Query, zod and the stats module load only here, so a guest's Student Game never loads them.
 */
function useServerLearner(userId: string | null): ServerLearner | null {
  const [state, setState] = useState<ServerLearner | null>(null);
  useEffect(() => {
    if (!userId) return;
    let active = true;
    let stop = () => {};
    void Promise.all([
      loadQueryClient(),
      // Features sit above lib; loaded on demand, the stats query stays the Progress screen's.
      import('../../features/progress/api/get-user-stats'),
      import('@ttc/shared-protocol/game/learner/learner-schema'),
    ]).then(([client, api, { learnerModelSchema }]) => {
      if (!active) return;
      const observation = api.observeUserStats(client, userId, (stats, failed) => {
        if (stats) {
          saveLastServerLearner(userId, stats.learner);
          setState({ userId, model: stats.learner });
        } else if (failed) {
          setState({ userId, model: readLastServerLearner(userId, learnerModelSchema) });
        }
      });
      const retry = () => observation.refetch();
      window.addEventListener('online', retry);
      stop = () => {
        observation.unsubscribe();
        window.removeEventListener('online', retry);
      };
    });
    return () => {
      active = false;
      stop();
    };
  }, [userId]);
  return state;
}

/**
 * The learner model a game by level starts from (issue 13). For a guest: the answers played on
 * this device (learnerFromAnswers over deviceLearnerAnswers()). For a signed-in child: the
 * server's model, which every device's games and merged guest histories feed, with the games
 * this device has not sent yet folded on top; when the server cannot be reached, the last model
 * it sent to this device (or a new child's, from the unsent answers alone). Recomputed when the
 * device's answers change (a game finished, a game stored by the server) and when the server's
 * stats are refreshed. `isLoading` while the session or the server's model loads.
 */
export function useLearnerModel(): LearnerModelState {
  const { user, isLoading: authLoading } = useAuthUser();
  const userId = user?.id ?? null;
  const revision = useDeviceRevision();
  const server = useServerLearner(userId);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the device's answers are read again at each revision.
  return useMemo((): LearnerModelState => {
    if (authLoading) return { model: null, isLoading: true };
    if (!userId) return { model: learnerFromAnswers(deviceLearnerAnswers()), isLoading: false };
    if (server?.userId !== userId) return { model: null, isLoading: true };
    const base = server.model ?? emptyLearner();
    return { model: withUnsentAnswers(base, unsentLearnerAnswers(userId)), isLoading: false };
  }, [authLoading, userId, server, revision]);
}
