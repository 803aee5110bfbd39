import { randomUUID } from 'node:crypto';
import type { SessionResultsInput } from '@ttc/shared-protocol/api/session-results';

/** The service credential the session tests configure the API with (32+ characters). */
export const TEST_INTERNAL_TOKEN = 'test-internal-token-0123456789abcdefghijklmnop';
export const INTERNAL_HEADERS = { Authorization: `Bearer ${TEST_INTERNAL_TOKEN}` };

export const SESSION_STARTED_AT = Date.parse('2026-03-02T09:00:00Z');
export const SESSION_ENDED_AT = SESSION_STARTED_AT + 5 * 60_000;

/**
 * A finished session as the realtime server sends it, with known numbers:
 * - three seats: Brave Panda (200 points, 1st), Quick Fox (100, 2nd), Clever Owl (0, 3rd);
 * - question 0, multiple choice (3:15): Panda right, Fox "3:45" (past_to_reversed), Owl "12:15"
 *   (hands_swapped), so 2 of 3 missed it: the most missed question;
 * - question 1, set the clock (7:30): Panda and Fox right, Owl did not answer (1 missed);
 * - question 2, read the time, skipped by the host (no answers, never "missed");
 * - five answers, 2000 + 3000 + 6000 + 4000 + 5000 ms: 4000 ms on average; mean score 100.
 */
export function sessionResultsBody(
  teacherId: string,
  overrides: Partial<SessionResultsInput> = {},
): SessionResultsInput {
  return {
    sessionId: randomUUID(),
    teacherId,
    roomCode: '123456',
    options: {
      questionCount: 3,
      questionTypes: ['multiple_choice', 'set_time', 'read_time'],
      difficulty: '15',
      secondsPerQuestion: 20,
      leaderboard: 'after-each',
      nicknameMode: 'generated',
      language: 'en',
      roomCap: 60,
    },
    startedAt: SESSION_STARTED_AT,
    endedAt: SESSION_ENDED_AT,
    endReason: 'completed',
    players: [
      {
        playerId: 'seat-000001',
        nickname: 'Brave Panda',
        character: 'panda',
        score: 200,
        rank: 1,
        correctCount: 2,
        totalAnswerMs: 6000,
      },
      {
        playerId: 'seat-000002',
        nickname: 'Quick Fox',
        character: 'fox',
        score: 100,
        rank: 2,
        correctCount: 1,
        totalAnswerMs: 8000,
      },
      {
        playerId: 'seat-000003',
        nickname: 'Clever Owl',
        character: 'owl',
        score: 0,
        rank: 3,
        correctCount: 0,
        totalAnswerMs: 6000,
      },
    ],
    questions: [
      {
        index: 0,
        type: 'multiple_choice',
        questionText: 'What time does the clock show?',
        prompt: { key: 'game.prompt.read_clock', params: {} },
        options: ['3:15', '3:45', '12:15', '9:15'],
        correctLabel: '3:15',
        correctTime: { hour: 3, minute: 15 },
      },
      {
        index: 1,
        type: 'set_time',
        questionText: 'Set the clock to 7:30.',
        prompt: { key: 'game.prompt.set_clock', params: { time: '7:30' } },
        options: null,
        correctLabel: null,
        correctTime: { hour: 7, minute: 30 },
      },
      {
        index: 2,
        type: 'read_time',
        questionText: 'Which words tell the time on the clock?',
        prompt: { key: 'game.prompt.read_words', params: {} },
        options: ['1:00', '2:00', '12:05', '1:05'],
        correctLabel: '1:00',
        correctTime: { hour: 1, minute: 0 },
        skipped: true,
      },
    ],
    answers: [
      {
        playerId: 'seat-000001',
        questionIndex: 0,
        answer: { kind: 'choice', label: '3:15' },
        correct: true,
        tag: null,
        answerMs: 2000,
      },
      {
        playerId: 'seat-000002',
        questionIndex: 0,
        answer: { kind: 'choice', label: '3:45' },
        correct: false,
        tag: 'past_to_reversed',
        answerMs: 3000,
      },
      {
        playerId: 'seat-000003',
        questionIndex: 0,
        answer: { kind: 'choice', label: '12:15' },
        correct: false,
        tag: 'hands_swapped',
        answerMs: 6000,
      },
      {
        playerId: 'seat-000001',
        questionIndex: 1,
        answer: { kind: 'clock', time: { hour: 7, minute: 30 } },
        correct: true,
        tag: null,
        answerMs: 4000,
      },
      {
        playerId: 'seat-000002',
        questionIndex: 1,
        answer: { kind: 'clock', time: { hour: 7, minute: 30 } },
        correct: true,
        tag: null,
        answerMs: 5000,
      },
    ],
    ...overrides,
  };
}
