import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { percentile } from '../../tests/load/stats';
import { type BenchSection, resultsDir, round } from '../support/report';
import { hasTaskset } from './children';
import { renderProfileSummary } from './cpu-profile-summary';
import { CPU_TARGET_N, cpuPerAnswer, cpuSection, summarizeProfileFile } from './cpu-section';
import { b5Section, type RestartRun, restartRun } from './restart';
import { buildLiveServer, type LiveRun, liveRun, type WsRun, wsRun } from './runs';
import { b1Section, b2Section, b4Section, GENERATOR_SATURATED } from './sections';

/** The live sections and what each runs; `quick` is a small smoke run for CI. */
export const LIVE_SECTIONS = ['b1', 'b2', 'b4', 'b5', 'b6', 'cpu'] as const;
export type LiveSectionId = (typeof LIVE_SECTIONS)[number];

type Plan = {
  cycle: Array<{ students: number; reps: number; bursts: number }>;
  restart: number[];
  twoNodes: Array<{ students: number; reps: number; bursts: number }>;
  /** The `cpu` section's runs when B1's are not wanted (N in CPU_TARGET_N), and its profile. */
  cpu: Array<{ students: number; reps: number; bursts: number }>;
  profile: { students: number; bursts: number };
  warmup: number;
};

const FULL: Plan = {
  cycle: [
    { students: 30, reps: 2, bursts: 50 },
    { students: 300, reps: 2, bursts: 50 },
    { students: 1000, reps: 2, bursts: 20 },
    // Extra row: beyond the room cap, three rooms of 1000.
    { students: 3000, reps: 1, bursts: 10 },
  ],
  restart: [3000],
  twoNodes: [
    { students: 300, reps: 2, bursts: 20 },
    { students: 1000, reps: 1, bursts: 10 },
  ],
  cpu: [
    { students: 300, reps: 2, bursts: 30 },
    { students: 1000, reps: 2, bursts: 20 },
  ],
  profile: { students: 1000, bursts: 10 },
  warmup: 3,
};

const QUICK: Plan = {
  cycle: [
    { students: 30, reps: 1, bursts: 10 },
    { students: 300, reps: 1, bursts: 10 },
  ],
  restart: [300],
  twoNodes: [{ students: 300, reps: 1, bursts: 10 }],
  cpu: [{ students: 300, reps: 1, bursts: 10 }],
  profile: { students: 300, bursts: 5 },
  warmup: 2,
};

/** Whether Redis at `url` answers a PING (the sections that need it are skipped otherwise). */
export async function redisAnswers(url: string): Promise<boolean> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
  });
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

const log = (text: string) => console.log(`  ${text}`);

/**
 * Runs the live-session benchmarks (B1, B2, B4 share one set of runs; B5 and B6 need Redis,
 * REDIS_URL or redis://127.0.0.1:6379) and returns their report sections.
 */
export async function runLiveBenches(options: {
  wanted: (id: LiveSectionId) => boolean;
  quick: boolean;
}): Promise<BenchSection[]> {
  const plan = options.quick ? QUICK : FULL;
  await buildLiveServer();
  const { wanted } = options;
  const sections: BenchSection[] = [];
  const environment = [
    `taskset ${hasTaskset() ? 'used (server core 0, generator core 1)' : 'not available: processes not pinned'}`,
    `load average at start ${os
      .loadavg()
      .map((l) => round(l, 2))
      .join(' / ')}`,
    `open-file limit: run with ulimit -n above 2 x N + 100`,
  ].join('; ');

  const byN = new Map<number, { live: LiveRun[]; ws: WsRun[] }>();
  const cycleFailures: string[] = [];
  /** B1's cycle: realtime runs, each followed by the two bare-ws clones, into `byN`. */
  const runCycle = async (cycle: Plan['cycle']) => {
    for (const { students, reps, bursts } of cycle) {
      const entry = byN.get(students) ?? { live: [] as LiveRun[], ws: [] as WsRun[] };
      byN.set(students, entry);
      for (let rep = 0; rep < reps; rep++) {
        console.log(`B1/B2/B4/cpu: N=${students}, run ${rep + 1} of ${reps}...`);
        let live: LiveRun;
        try {
          live = await liveRun({ students, bursts, warmup: plan.warmup });
        } catch (error) {
          const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
          cycleFailures.push(`Run N=${students} ${rep + 1} failed: ${message}`);
          console.log(`  failed: ${message}`);
          continue;
        }
        const perAnswer = cpuPerAnswer(live);
        log(
          `realtime: seated in ${round(live.joinMs / 1000, 1)} s, every-student p50 ${round(
            percentile(
              live.samples.map((s) => s.allMs),
              50,
            ),
            1,
          )} ms, server CPU per answer ${perAnswer === null ? '?' : round(perAnswer, 3)} ms, generator CPU median ${round(
            percentile(
              live.samples.map((s) => s.cpuShare),
              50,
            ) * 100,
            0,
          )} %`,
        );
        entry.live.push(live);
        for (const variant of ['broadcast', 'full'] as const) {
          const ws = await wsRun({
            students,
            groups: live.rooms.length,
            bursts,
            warmup: plan.warmup,
            variant,
            sizes: live.sizes,
          });
          log(
            `bare ws (${variant}): p50 ${round(
              percentile(
                ws.samples.map((s) => s.allMs),
                50,
              ),
              2,
            )} ms`,
          );
          entry.ws.push(ws);
        }
      }
    }
  };

  if (wanted('b1') || wanted('b2') || wanted('b4')) {
    await runCycle(plan.cycle);
    const withEnv = (section: BenchSection): BenchSection => ({
      ...section,
      notes: [...(section.notes ?? []), ...cycleFailures, `Environment: ${environment}.`],
    });
    if (wanted('b1')) sections.push(withEnv(b1Section(byN, plan.warmup)));
    if (wanted('b2')) {
      sections.push(withEnv(b2Section(new Map([...byN].map(([n, e]) => [n, e.live])))));
    }
    if (wanted('b4')) {
      const largest = Math.max(...byN.keys());
      sections.push(
        withEnv(
          b4Section(
            [...byN.values()].map((e) => e.live[0]).filter((r): r is LiveRun => r !== undefined),
            [...byN.values()].flatMap((e) =>
              e.ws.filter((w) => w.variant === 'broadcast').slice(0, 1),
            ),
            largest,
          ),
        ),
      );
    }
  }

  if (wanted('cpu')) {
    // B1's runs at N = 300 and 1000 when there are; otherwise the cpu plan's own.
    const missing = plan.cpu.filter(({ students }) => (byN.get(students)?.live.length ?? 0) === 0);
    await runCycle(missing);
    const { students, bursts } = plan.profile;
    const file = path.join(
      resultsDir,
      `cpu-profile-${new Date().toISOString().replace(/[:.]/g, '-')}-n${students}.cpuprofile`,
    );
    let profile: Parameters<typeof cpuSection>[1] = null;
    const notes: string[] = [];
    console.log(`cpu: N=${students}, server CPU profile of ${bursts} bursts...`);
    try {
      await liveRun({ students, bursts, warmup: plan.warmup, profilePath: file });
      profile = { students, file, summary: summarizeProfileFile(file) };
      for (const line of renderProfileSummary(profile.summary)) log(line);
    } catch (error) {
      const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
      notes.push(`Profiled run N=${students} failed: ${message}`);
    }
    const section = cpuSection(
      new Map([...byN].filter(([n]) => CPU_TARGET_N.includes(n))),
      profile,
      [...notes, ...cycleFailures, `Environment: ${environment}.`],
    );
    sections.push(section);
  }

  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redisUp = (wanted('b5') || wanted('b6')) && (await redisAnswers(redisUrl));

  if (wanted('b5')) {
    const runs: RestartRun[] = [];
    const restartFailures: string[] = [];
    if (redisUp) {
      for (const students of plan.restart) {
        console.log(`B5: N=${students} on Redis, SIGKILL and restart...`);
        try {
          runs.push(await restartRun({ students, redisUrl }));
        } catch (error) {
          const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
          restartFailures.push(`Run N=${students} failed: ${message}`);
        }
      }
    }
    const section = b5Section(runs);
    if (!redisUp)
      section.notes = [...(section.notes ?? []), `Not measured: no Redis at ${redisUrl}.`];
    section.notes = [...(section.notes ?? []), ...restartFailures, `Environment: ${environment}.`];
    sections.push(section);
  }

  if (wanted('b6')) {
    const rows: BenchSection['rows'] = [];
    const targets: BenchSection['targets'] = [];
    const raw: Record<string, unknown> = {};
    const failures: string[] = [];
    if (redisUp) {
      for (const { students, reps, bursts } of plan.twoNodes) {
        const one: LiveRun[] = [];
        const two: LiveRun[] = [];
        for (let rep = 0; rep < reps; rep++) {
          console.log(`B6: N=${students} on Redis, run ${rep + 1} of ${reps} (1 node, then 2)...`);
          for (const [nodes, into] of [
            [1, one],
            [2, two],
          ] as const) {
            try {
              into.push(await liveRun({ students, bursts, warmup: plan.warmup, redisUrl, nodes }));
            } catch (error) {
              // A failed run is reported, never hidden, and the other runs still count.
              const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
              failures.push(`N=${students}, ${nodes} node(s), run ${rep + 1}: failed: ${message}`);
              console.log(`  failed: ${message}`);
            }
          }
        }
        if (one.length === 0 || two.length === 0) continue;
        const stats = (runs: LiveRun[]) => {
          const all = runs.flatMap((r) => r.samples.map((s) => s.allMs));
          const cpu = runs.map((r) =>
            percentile(
              r.samples.map((s) => s.cpuShare),
              50,
            ),
          );
          return {
            p50: percentile(all, 50),
            p99: percentile(all, 99),
            bursts: all.length,
            saturated: cpu.filter((c) => c > GENERATOR_SATURATED).length,
            missing: runs.reduce((n, r) => n + r.samples.reduce((m, s) => m + s.missing, 0), 0),
            lost: runs.reduce(
              (n, r) => n + r.samples.reduce((m, s) => m + (s.sent - s.acksOk), 0),
              0,
            ),
          };
        };
        const a = stats(one);
        const b = stats(two);
        const ratio = b.p99 / a.p99;
        for (const [label, s, x] of [
          ['1 node, Redis store + streams adapter', a, 1],
          ['2 nodes, students split 50/50, teacher on the first', b, ratio],
        ] as const) {
          rows.push([
            students,
            label,
            s.bursts,
            `${round(s.p50, 1)} / ${round(s.p99, 1)}`,
            round(x, 2),
            s.lost,
            s.saturated === 0 && s.missing === 0 ? 'yes' : '**no**',
          ]);
        }
        targets.push({
          text: `N=${students}: 2 nodes p99 <= 1.2x 1 node (${round(b.p99, 1)} vs ${round(a.p99, 1)} ms, ${round(ratio, 2)}x)`,
          met: Number.isFinite(ratio) ? ratio <= 1.2 : null,
        });
        raw[String(students)] = {
          oneNode: one.map((r) => ({
            allMs: r.samples.map((s) => round(s.allMs, 2)),
            joinMs: r.joinMs,
          })),
          twoNodes: two.map((r) => ({
            allMs: r.samples.map((s) => round(s.allMs, 2)),
            joinMs: r.joinMs,
          })),
        };
      }
    }
    sections.push({
      id: 'B6',
      title: 'The B1 cycle on two realtime nodes over Redis',
      baseline: 'the same cycle on one node with the same Redis store and adapter, in the same run',
      columns: [
        'N',
        'nodes',
        'bursts',
        'every student holds it, p50 / p99 (ms)',
        'p99 x 1 node',
        'answers not acked',
        'valid',
      ],
      rows,
      targets,
      notes: [
        'Both nodes share core 0 (the generator has core 1), as the single node does: the comparison is the cost of crossing nodes, not of having more CPU.',
        ...(redisUp ? [] : [`Not measured: no Redis at ${redisUrl}.`]),
        ...failures.map((f) => `Run ${f}`),
        `Environment: ${environment}.`,
      ],
      raw,
    });
  }
  return sections;
}
