import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { attachRealtime, type RealtimeHandle } from '@ttc/realtime-server/attach-realtime';
import { parseRealtimeConfig } from '@ttc/realtime-server/config';
import type { SessionResults } from '@ttc/shared-protocol/classroom/results';
import { builtinIssuer } from '@ttc/shared-protocol/realtime/access-token-claims';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { signHostToken } from './host-token';
import { LoadGenerator } from './load-generator';

const PUBLIC_URL = 'http://load.test:3000';
const SECRET = 'load-test-secret-load-test-secret-0123456789';
const STUDENTS = 30;

/** A realtime server in this process on a free port, keeping the results it is handed. */
async function startServer() {
  const results: SessionResults[] = [];
  const server: Server = createServer();
  const handle: RealtimeHandle = await attachRealtime(server, {
    config: parseRealtimeConfig({ PUBLIC_URL, AUTH_JWT_SECRET: SECRET, NODE_ENV: 'test' }),
    logger: pino({ level: 'silent' }),
    resultsSink: {
      async persist(round) {
        results.push(round);
      },
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    results,
    async stop() {
      await handle.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('load generator', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('When a teacher and 30 students play a round, then every answer is acked, every student holds each leaderboard and the server scores what was sent', async () => {
    const server = await startServer();
    cleanups.push(() => server.stop());
    const load = await LoadGenerator.start({
      url: server.url,
      students: STUDENTS,
      hostToken: (room) =>
        signHostToken({
          secret: SECRET,
          issuer: builtinIssuer(PUBLIC_URL),
          userId: `teacher-${room}`,
        }),
      roomOptions: { questionCount: 2, secondsPerQuestion: 60 },
      reconnection: { enabled: false },
    });
    cleanups.push(() => load.close());
    expect(load.rooms).toHaveLength(1);
    expect(new Set(load.students.map((s) => s.seat?.playerId)).size).toBe(STUDENTS);

    await load.startRound();
    const burst = await load.answerQuestion({ correctShare: 0.5, timing: { kind: 'burst' } });
    expect(await load.next()).toBe(true);
    const paced = await load.answerQuestion({
      correctShare: 1,
      timing: { kind: 'on-open', minMs: 0, maxMs: 30 },
    });
    expect(await load.next()).toBe(false);

    for (const report of [burst, paced]) {
      expect(report.sent).toBe(STUDENTS);
      expect(report.acks).toMatchObject({ ok: STUDENTS, refused: {} });
      expect(report.accepted).toHaveLength(STUDENTS);
      expect(report.leaderboard).toMatchObject({ received: STUDENTS, missing: 0 });
      expect(report.leaderboard.latencyMs).toHaveLength(STUDENTS);
      for (const ms of report.leaderboard.latencyMs) expect(ms).toBeGreaterThanOrEqual(0);
    }
    const rightFirst = burst.accepted.filter((a) => a.correct).length;
    expect(rightFirst).toBeGreaterThan(0);
    expect(rightFirst).toBeLessThan(STUDENTS);
    expect(paced.accepted.every((a) => a.correct)).toBe(true);

    // The podium hands the round's results over: one answer per seat per question, and each
    // score is 100 per answer the generator sent as right.
    await expect.poll(() => server.results.length).toBe(1);
    const [results] = server.results;
    expect(results?.answers).toHaveLength(2 * STUDENTS);
    const expected = new Map<string, number>();
    for (const a of [...burst.accepted, ...paced.accepted]) {
      expected.set(a.playerId, (expected.get(a.playerId) ?? 0) + (a.correct ? 100 : 0));
    }
    for (const player of results?.players ?? []) {
      expect(player.score).toBe(expected.get(player.playerId));
    }

    // Every client kept its receive times per event; nobody dropped.
    for (const student of load.students) {
      expect(student.receipts.count('room:state')).toBeGreaterThanOrEqual(4);
      expect(student.receipts.count('room:you')).toBeGreaterThanOrEqual(2);
    }
    expect(load.counts()).toMatchObject({
      students: STUDENTS,
      disconnects: 0,
      connectErrors: 0,
      acksOk: 2 * STUDENTS,
      refused: {},
    });
  });
});
