/**
 * Child process: the load generator of the capacity and scale-out benchmarks (capacity.ts,
 * scale-out.ts), pinned to its own core. It seats R rooms of S students, each room with its
 * teacher, and plays questions the way a Monday morning does: every teacher opens the question
 * at once, and each student answers on its own 0-1.5 s after its question arrived.
 */
import type { SessionOptionsInput } from '@ttc/shared-protocol/classroom/options';
import { builtinIssuer } from '@ttc/shared-protocol/realtime/access-token-claims';
import { signHostToken } from '../../tests/load/host-token';
import { LoadGenerator, type StudentClientKind } from '../../tests/load/load-generator';
import { monotonicMs, serveCommands } from './children';
import { BENCH_PUBLIC_URL, BENCH_SECRET } from './constants';

/** One question as the capacity benchmarks keep it. */
export type CapacitySample = {
  key: string;
  sent: number;
  acksOk: number;
  refused: Record<string, number>;
  /** Per student: leaderboard held minus its room's last answer sent (ms, 0.1 ms steps). */
  latencyMs: number[];
  missing: number;
  /** From the first `host:next` (or `host:start`) sent to the last student seeing the question. */
  openMs: number;
  /** First to last answer emitted. */
  emitSpreadMs: number;
  /** Generator CPU share of its core, first answer scheduled to last leaderboard held. */
  cpuShare: number;
  /** Generator CPU share over the whole question: opening, answers and leaderboards. */
  cycleCpuShare: number;
};

let load: LoadGenerator | null = null;
let started = false;

function need(): LoadGenerator {
  if (!load) throw new Error('call start first');
  return load;
}

/** Moves every room to its next question (a new round after the podium); resolves once open. */
async function openNext(generator: LoadGenerator): Promise<void> {
  if (!started) {
    await generator.startRound();
    started = true;
  } else if (!(await generator.next())) {
    await generator.playAgain();
    await generator.startRound();
  }
}

serveCommands({
  start: async (args: {
    urls: string[];
    rooms: number;
    perRoom: number;
    roomOptions?: SessionOptionsInput;
    /** Students as the raw Socket.IO speaker (default) or socket.io-client; teachers are the latter. */
    studentClient?: StudentClientKind;
  }) => {
    const begin = monotonicMs();
    load = await LoadGenerator.start({
      url: args.urls,
      students: args.rooms * args.perRoom,
      rooms: args.rooms,
      hostToken: (room) =>
        signHostToken({
          secret: BENCH_SECRET,
          issuer: builtinIssuer(BENCH_PUBLIC_URL),
          userId: `capacity-teacher-${room}`,
        }),
      // Questions close the moment a room's last answer arrives, never on the timer.
      roomOptions: { questionCount: 10, secondsPerQuestion: 120, ...args.roomOptions },
      reconnection: { enabled: false },
      now: monotonicMs,
      connectConcurrency: 100,
      studentClient: args.studentClient ?? 'raw',
    });
    started = false;
    return { rooms: load.rooms.map((r) => r.code), joinMs: monotonicMs() - begin };
  },

  /** `count` questions, each opened in every room at once and answered 0-`maxMs` after it opened. */
  questions: async (args: {
    count: number;
    minMs: number;
    maxMs: number;
    correctShare?: number;
  }) => {
    const generator = need();
    const samples: CapacitySample[] = [];
    for (let i = 0; i < args.count; i++) {
      const cpuFrom = process.cpuUsage();
      const from = monotonicMs();
      await openNext(generator);
      let lastOpen = Number.NEGATIVE_INFINITY;
      for (const s of generator.students) lastOpen = Math.max(lastOpen, s.openAt);
      const report = await generator.answerQuestion({
        correctShare: args.correctShare ?? 0.5,
        timing: { kind: 'on-open', minMs: args.minMs, maxMs: args.maxMs },
        timeoutMs: 60_000,
      });
      const cpu = process.cpuUsage(cpuFrom);
      const wall = monotonicMs() - from;
      samples.push({
        key: report.key,
        sent: report.sent,
        acksOk: report.acks.ok,
        refused: report.acks.refused,
        latencyMs: report.leaderboard.latencyMs.map((v) => Math.round(v * 10) / 10),
        missing: report.leaderboard.missing,
        openMs: lastOpen - from,
        emitSpreadMs: report.emitSpreadMs,
        cpuShare: report.cpu.share,
        cycleCpuShare: wall > 0 ? (cpu.user + cpu.system) / 1000 / wall : 0,
      });
    }
    return { samples };
  },

  counts: () => need().counts(),

  close: () => {
    load?.close();
    load = null;
    return true;
  },
});
