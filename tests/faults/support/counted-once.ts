import type { SessionResultsInput } from '@ttc/shared-protocol/api/session-results';
import { expect } from 'vitest';
import type { AckedAnswer, Student } from './live-client';

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

/**
 * Every acknowledged answer counted once, in each seat's last score and in the stored results,
 * and `answers` answers acknowledged in all.
 */
export function expectCountedOnce(
  students: Student[],
  acked: AckedAnswer[],
  results: SessionResultsInput,
  answers: number,
): void {
  for (const s of students) {
    const right = acked.filter((a) => a.playerId === s.playerId && a.correct).length;
    expect(s.log.last('room:you')?.score).toBe(100 * right);
  }
  expect(acked).toHaveLength(answers);
  expect(results.players).toHaveLength(students.length);
  expect(compareWithAcks(results, acked)).toEqual({
    duplicates: [],
    missing: [],
    extra: [],
    wrongScores: [],
  });
}
