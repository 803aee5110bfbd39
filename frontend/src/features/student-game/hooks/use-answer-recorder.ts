import { useCallback, useEffect, useRef } from 'react';
import { useAuthUser } from '../../../lib/api/get-auth-user';
import { type AnswerRecord, appendAnswerRecord } from '../../../lib/guest-progress/answer-history';
import { queueFinishedGame } from '../../../lib/progress-sync/finished-game';
import { requestProgressSync } from '../../../lib/progress-sync/load-progress-sync';

export type AnswerRecorder = {
  /** Records one submitted answer: on the device for a guest, for the game's POST when signed in. */
  record: (answer: AnswerRecord) => void;
  /** The game is finished: a signed-in player's answers are queued and sent to the server. */
  finish: () => void;
};

/**
 * Where the Student Game's answers go. A guest's answers go into the device's answer history at
 * once (the guest's Progress screen reads them; they are merged into an account after sign-in).
 * A signed-in player's answers are kept with the player's id until the game is finished, then
 * queued on the device as one game with a new id and sent with POST /api/progress (retried until
 * the server has it). Each answer goes to whoever was signed in when it was given, so a game
 * that began as a guest and was restored after sign-in sends only the answers given signed in:
 * the earlier ones arrive with the guest merge, none twice.
 */
export function useAnswerRecorder(): AnswerRecorder {
  const { user } = useAuthUser();
  const userId = user?.id ?? null;
  const userRef = useRef(userId);
  const accountAnswers = useRef<{ userId: string; answer: AnswerRecord }[]>([]);

  useEffect(() => {
    userRef.current = userId;
  }, [userId]);

  const record = useCallback((answer: AnswerRecord) => {
    const player = userRef.current;
    if (player) accountAnswers.current.push({ userId: player, answer });
    else appendAnswerRecord(answer);
  }, []);

  const finish = useCallback(() => {
    const answers = accountAnswers.current;
    accountAnswers.current = [];
    const byUser = new Map<string, AnswerRecord[]>();
    for (const { userId: player, answer } of answers) {
      byUser.set(player, [...(byUser.get(player) ?? []), answer]);
    }
    for (const [player, playerAnswers] of byUser) queueFinishedGame(player, playerAnswers);
    // Sent now only for the user still signed in; another's game waits for their next sign-in.
    const current = userRef.current;
    if (current && byUser.has(current)) requestProgressSync(current);
  }, []);

  return { record, finish };
}
