import type { SessionResultsInput } from '@ttc/shared-protocol/api/session-results';
import type { AckedAnswer } from './live-client';

/**
 * Compares what the server handed over at the end of a session with what the clients were told:
 * `duplicates` lists answers stored more than once, `missing` acknowledged answers that were not
 * stored, `extra` stored answers nobody was acknowledged for, `wrongScores` players whose stored
 * score is not 100 per acknowledged right answer.
 */
export function compareWithAcks(results: SessionResultsInput, acked: AckedAnswer[]) {
  const key = (a: { playerId: string; questionIndex: number }) =>
    `${a.playerId}#${a.questionIndex}`;
  const stored = results.answers.map(key);
  const ackedKeys = new Set(acked.map(key));
  const duplicates = stored.filter((k, i) => stored.indexOf(k) !== i);
  const missing = [...ackedKeys].filter((k) => !stored.includes(k));
  const extra = stored.filter((k) => !ackedKeys.has(k));
  const wrongScores = results.players
    .map((player) => ({
      playerId: player.playerId,
      stored: player.score,
      expected: 100 * acked.filter((a) => a.playerId === player.playerId && a.correct).length,
    }))
    .filter((p) => p.stored !== p.expected);
  return { duplicates, missing, extra, wrongScores };
}
