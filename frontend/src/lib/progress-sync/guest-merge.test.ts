import { describe, expect, it, vi } from 'vitest';
import {
  ANSWER_HISTORY_LIMIT,
  type AnswerRecord,
  appendAnswerRecord,
  readAnswerHistory,
} from '../guest-progress/answer-history';
import { GuestStorageKey } from '../guest-progress/storage-keys';
import { claimGuestAnswers, markGuestMergeDone, pendingGuestMerges } from './guest-merge';

const answer = (i: number): AnswerRecord => ({
  questionId: (i % 10) + 1,
  type: 'multiple_choice',
  difficulty: '5',
  answer: { kind: 'choice', label: '3:15' },
  expected: '3:15',
  correct: true,
  tag: null,
  matches: [],
  answeredAt: 1_700_000_000_000 + i,
  responseMs: null,
});

describe('guest merge claims', () => {
  it('When two tabs claim the same history, then they compute the same game id', () => {
    for (let i = 0; i < 8; i++) appendAnswerRecord(answer(i));
    const before = localStorage.getItem(GuestStorageKey.answerHistory) as string;
    expect(claimGuestAnswers('u1')).toBe(8);
    const first = pendingGuestMerges('u1');
    // The other tab read the history before this tab wrote its claim.
    localStorage.setItem(GuestStorageKey.answerHistory, before);
    expect(claimGuestAnswers('u1')).toBe(8);
    expect(pendingGuestMerges('u1').map((g) => g.gameId)).toEqual(first.map((g) => g.gameId));
    expect(first).toHaveLength(1);
  });

  it('When answers are claimed, then a second claim finds nothing and they wait only for that user', () => {
    appendAnswerRecord(answer(1));
    claimGuestAnswers('u1');
    expect(claimGuestAnswers('u2')).toBe(0);
    expect(pendingGuestMerges('u2')).toEqual([]);
    const [game] = pendingGuestMerges('u1');
    markGuestMergeDone('u1', game?.gameId as string);
    expect(pendingGuestMerges('u1')).toEqual([]);
    expect(readAnswerHistory()[0]?.merge).toEqual({
      gameId: game?.gameId,
      userId: 'u1',
      done: true,
    });
  });

  it('When a merge mark was edited out of shape, then that answer is skipped rather than sent again', () => {
    const bad = { ...answer(1), merge: { gameId: 7, userId: 'u1', done: 'yes' } };
    localStorage.setItem(
      GuestStorageKey.answerHistory,
      JSON.stringify({ version: 1, answers: [bad, answer(2)] }),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(claimGuestAnswers('u1')).toBe(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('1 unreadable answer'));
    warn.mockRestore();
  });

  it('When the history is full, then merged answers leave before the guest answers', () => {
    const merged = { gameId: 'g', userId: 'u1', done: true };
    const answers = Array.from({ length: ANSWER_HISTORY_LIMIT }, (_, i) =>
      i < 5 ? answer(i) : { ...answer(i), merge: merged },
    );
    localStorage.setItem(GuestStorageKey.answerHistory, JSON.stringify({ version: 1, answers }));
    appendAnswerRecord(answer(99_999));
    const history = readAnswerHistory();
    expect(history).toHaveLength(ANSWER_HISTORY_LIMIT);
    expect(history.slice(0, 5).every((a) => a.merge === undefined)).toBe(true);
    expect(history.at(-1)?.answeredAt).toBe(1_700_000_000_000 + 99_999);
  });
});
