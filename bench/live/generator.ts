/**
 * Child process: the load generator of the live benchmarks (tests/load), pinned to its own core.
 * It holds one LoadGenerator (or one bare-ws cycle) between calls so a benchmark can measure the
 * server's heap with the students connected, kill the server under them, and so on.
 */
import { Agent } from 'node:http';
import type { SessionOptionsInput } from '@ttc/shared-protocol/classroom/options';
import { builtinIssuer } from '@ttc/shared-protocol/realtime/access-token-claims';
import { signHostToken } from '../../tests/load/host-token';
import type { ReconnectionOptions } from '../../tests/load/load-clients';
import {
  LoadGenerator,
  type QuestionReport,
  type StudentClientKind,
} from '../../tests/load/load-generator';
import { monotonicMs, serveCommands } from './children';
import { BENCH_PUBLIC_URL, BENCH_SECRET } from './constants';
import { WsCycle } from './ws-cycle';

/** One burst as the benchmarks keep it. */
export type BurstSample = {
  key: string;
  sent: number;
  emitSpreadMs: number;
  acksOk: number;
  refused: Record<string, number>;
  ackP50Ms: number;
  latencyMs: number[];
  allMs: number;
  missing: number;
  cpuShare: number;
  /** `code|round|index|playerId|correct` of every acked answer (B2). */
  accepted: string[];
};

let load: LoadGenerator | null = null;
let cycle: WsCycle | null = null;
let started = false;
let watched: Array<Array<[string, number]>> = [];

function sample(report: QuestionReport): BurstSample {
  const acks = [...report.acks.ackMs].sort((a, b) => a - b);
  return {
    key: report.key,
    sent: report.sent,
    emitSpreadMs: report.emitSpreadMs,
    acksOk: report.acks.ok,
    refused: report.acks.refused,
    ackP50Ms: acks[Math.floor(acks.length / 2)] ?? Number.NaN,
    latencyMs: report.leaderboard.latencyMs,
    allMs: report.leaderboard.allMs,
    missing: report.leaderboard.missing,
    cpuShare: report.cpu.share,
    accepted: report.accepted.map(
      (a) => `${a.code}|${report.round}|${report.index}|${a.playerId}|${a.correct ? 1 : 0}`,
    ),
  };
}

function need(): LoadGenerator {
  if (!load) throw new Error('no live load: call sio-start first');
  return load;
}

serveCommands({
  'sio-start': async (args: {
    urls: string[];
    students: number;
    rooms?: number;
    roomOptions?: SessionOptionsInput;
    reconnection?: Partial<ReconnectionOptions>;
    /** Students over socket.io-client (default) or the raw speaker (see LoadConfig). */
    studentClient?: StudentClientKind;
  }) => {
    const begin = monotonicMs();
    load = await LoadGenerator.start({
      url: args.urls,
      students: args.students,
      ...(args.rooms ? { rooms: args.rooms } : {}),
      hostToken: (room) =>
        signHostToken({
          secret: BENCH_SECRET,
          issuer: builtinIssuer(BENCH_PUBLIC_URL),
          userId: `bench-teacher-${room}`,
        }),
      roomOptions: { questionCount: 10, secondsPerQuestion: 120, ...args.roomOptions },
      reconnection: { enabled: false, ...args.reconnection },
      now: monotonicMs,
      connectConcurrency: 100,
      ...(args.studentClient ? { studentClient: args.studentClient } : {}),
    });
    started = false;
    return { rooms: load.rooms.map((r) => r.code), joinMs: monotonicMs() - begin };
  },

  /** `count` bursts (question after question, a new round after each podium). */
  'sio-bursts': async (args: { count: number; correctShare?: number }) => {
    const generator = need();
    const samples: BurstSample[] = [];
    for (let i = 0; i < args.count; i++) {
      if (!started) {
        await generator.startRound();
        started = true;
      } else if (!(await generator.next())) {
        await generator.playAgain();
        await generator.startRound();
      }
      const report = await generator.answerQuestion({
        correctShare: args.correctShare ?? 0.5,
        timing: { kind: 'burst' },
        timeoutMs: 60_000,
      });
      samples.push(sample(report));
    }
    const student = generator.students[0];
    return {
      samples,
      // Byte sizes of what a student got at the last close, for the bare-ws clone.
      sizes: {
        stateBytes: JSON.stringify(student?.state ?? {}).length,
        youBytes: JSON.stringify(student?.you ?? {}).length,
      },
    };
  },

  /** The host ends every room: the round so far is handed to the results sink. */
  'sio-end': async () => {
    const generator = need();
    await Promise.all(generator.rooms.map((room) => room.host.send('host:end', {})));
    return generator.counts();
  },

  counts: () => need().counts(),

  /** Every student's current score, as its own view says (before a restart). */
  scores: () => need().students.map((s) => s.you?.score ?? null),

  /**
   * Waits until every student has, after `since`, a room view and its own seat again with the
   * score it had (`expected`); resolves with when each did (null: not within `timeoutMs`).
   */
  resynced: async (args: { since: number; expected: Array<number | null>; timeoutMs: number }) => {
    const generator = need();
    // Called right after the kill: from here to the last resync the generator reconnects everyone.
    const wallFrom = monotonicMs();
    const deadline = wallFrom + args.timeoutMs;
    // Its busiest second: averaged over the whole wait, a saturated phase would not show.
    let windowFrom = { cpu: process.cpuUsage(), at: wallFrom };
    let busiest = 0;
    const at = new Array<number | null>(generator.students.length).fill(null);
    const welcomedAt = new Array<number | null>(generator.students.length).fill(null);
    let wrongScore = 0;
    for (;;) {
      let pending = 0;
      wrongScore = 0;
      for (const s of generator.students) {
        if (at[s.index] !== null) continue;
        welcomedAt[s.index] = s.receipts.firstAfter('session:welcome', args.since);
        const you = s.receipts.firstAfter('room:you', args.since);
        const state = s.receipts.firstAfter('room:state', args.since);
        if (you === null || state === null) {
          pending += 1;
          continue;
        }
        if (s.you?.score !== args.expected[s.index]) {
          wrongScore += 1;
          pending += 1;
          continue;
        }
        at[s.index] = Math.max(you, state);
      }
      const now = monotonicMs();
      if (now - windowFrom.at >= 1000 || pending === 0) {
        const used = process.cpuUsage(windowFrom.cpu);
        if (now > windowFrom.at) {
          busiest = Math.max(busiest, (used.user + used.system) / 1000 / (now - windowFrom.at));
        }
        windowFrom = { cpu: process.cpuUsage(), at: now };
      }
      if (pending === 0 || now > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return { at, welcomedAt, wrongScore, counts: generator.counts(), cpuShare: busiest };
  },

  /** Records, per student, when its reconnection attempts start, fail and succeed (for B5). */
  'watch-reconnects': () => {
    const generator = need();
    watched = generator.students.map((student) => {
      const log: Array<[string, number]> = [];
      student.watchConnection((event) => log.push([event, monotonicMs()]));
      return log;
    });
    return true;
  },

  reconnects: () => watched,

  'sio-close': () => {
    load?.close();
    load = null;
    return true;
  },

  'ws-start': async (args: { url: string; students: number; groups: number; full: boolean }) => {
    cycle = new WsCycle(
      args.url,
      monotonicMs,
      new Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY }),
      args.full,
    );
    await cycle.connect(args.students, args.groups);
    return true;
  },

  'ws-bursts': async (args: { count: number; firstRound: number }) => {
    if (!cycle) throw new Error('call ws-start first');
    const samples = [];
    for (let i = 0; i < args.count; i++) samples.push(await cycle.burst(args.firstRound + i));
    return { samples };
  },

  'ws-close': () => {
    cycle?.close();
    cycle = null;
    return true;
  },
});
