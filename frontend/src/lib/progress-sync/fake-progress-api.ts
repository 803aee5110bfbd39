import {
  type ProgressGame,
  type ProgressGameRequest,
  progressGameRequestSchema,
} from '@ttc/shared-protocol/api/progress';
import { deriveStats } from '@ttc/shared-protocol/game/stats';
import { vi } from 'vitest';

/** How the fake answers the next POST: a network failure, or an HTTP error status. */
export type FakeFailure = 'network' | number;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * A stand-in for the API's progress routes, installed as `fetch`: POST /api/progress checks the
 * body with the shared schema (as the server does) and stores each game id once, answering a
 * repeat with the first game; GET /api/user/:id/stats derives the stats from what was stored.
 * Tests queue failures with `failNext` and read what was sent (`posts`) and kept (`stored`).
 */
export function installFakeProgressApi(options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const posts: ProgressGameRequest[] = [];
  const stored = new Map<string, ProgressGame>();
  const failures: FakeFailure[] = [];
  const statsRequests: string[] = [];

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    if (method === 'POST' && url.pathname === '/api/progress') {
      const body = JSON.parse(String(init.body)) as ProgressGameRequest;
      posts.push(body);
      const failure = failures.shift();
      if (failure === 'network') throw new TypeError('Failed to fetch');
      if (failure !== undefined) {
        return json({ error: { code: 'internal', message: 'Try later.' } }, failure);
      }
      const parsed = progressGameRequestSchema.safeParse(body);
      if (!parsed.success) {
        return json({ error: { code: 'validation', message: parsed.error.message } }, 400);
      }
      const game = stored.get(parsed.data.gameId) ?? parsed.data;
      stored.set(game.gameId, game);
      const correct = game.answers.filter((a) => a.correct).length;
      return json({
        gameId: game.gameId,
        source: game.source,
        playedAt: game.playedAt ?? Math.max(...game.answers.map((a) => a.answeredAt)),
        answerCount: game.answers.length,
        correctCount: correct,
        score: correct * 100,
      });
    }
    const stats = /^\/api\/user\/([^/]+)\/stats$/.exec(url.pathname);
    if (method === 'GET' && stats) {
      statsRequests.push(url.pathname + url.search);
      const failure = failures.shift();
      if (failure === 'network') throw new TypeError('Failed to fetch');
      if (failure !== undefined) {
        return json({ error: { code: 'internal', message: 'Something broke.' } }, failure);
      }
      const answers = [...stored.values()].flatMap((game) => game.answers);
      const utcOffsetMinutes = Number(url.searchParams.get('utcOffsetMinutes') ?? 0);
      return json(deriveStats(answers, { now: now(), utcOffsetMinutes }));
    }
    return json({ error: { code: 'not_found', message: 'Not found.' } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    fetch: fetchMock,
    /** Every POST /api/progress body, in order (failed ones too). */
    posts,
    /** The games the fake server kept, by id (each id once). */
    stored,
    /** Every stats request path with its query. */
    statsRequests,
    /** The next requests fail like this, in order. */
    failNext: (...next: FakeFailure[]) => failures.push(...next),
    /** Every answer kept, across games. */
    storedAnswers: () => [...stored.values()].flatMap((game) => game.answers),
  };
}
