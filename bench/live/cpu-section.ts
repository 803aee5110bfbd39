import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from '../../tests/load/stats';
import { type BenchSection, round } from '../support/report';
import {
  bundleSources,
  type CpuProfile,
  type ProfileSummary,
  renderProfileSummary,
  summarizeProfile,
} from './cpu-profile-summary';
import type { LiveRun, WsRun } from './runs';
import { GENERATOR_SATURATED } from './sections';

/** Issue 18: server CPU per answer over the whole cycle, at most this (ms). */
export const CPU_PER_ANSWER_TARGET_MS = 0.15;
/** N (one room each) at which the target applies. */
export const CPU_TARGET_N = [300, 1000];

/** Server CPU (ms) per answer sent over a run's measured bursts, or null without /proc. */
export function cpuPerAnswer(run: {
  serverCpuMs: number | null;
  samples: Array<{ sent: number }>;
}): number | null {
  const answers = run.samples.reduce((n, s) => n + s.sent, 0);
  return run.serverCpuMs === null || answers === 0 ? null : run.serverCpuMs / answers;
}

/**
 * Summarises a `.cpuprofile` written by the bench server, attributing bundled code to the package
 * it came from through the bundle's source map (the `.js.map` beside each profiled `.js`).
 */
export function summarizeProfileFile(file: string, top = 20): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const maps = new Map<string, { sources: string[]; mappings: string }>();
  for (const url of new Set(profile.nodes.map((n) => n.callFrame.url))) {
    if (!url.startsWith('file://') || !url.endsWith('.js')) continue;
    const mapFile = `${fileURLToPath(url)}.map`;
    if (!existsSync(mapFile)) continue;
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as {
      sources: string[];
      mappings: string;
    };
    // Sources are relative to the map: made absolute-ish so package paths show `/node_modules/`.
    const dir = path.dirname(mapFile);
    maps.set(url, {
      sources: map.sources.map((s) => path.resolve(dir, s)),
      mappings: map.mappings,
    });
  }
  return summarizeProfile(profile, { top, source: bundleSources(maps) });
}

type Group = { live: LiveRun[]; ws: WsRun[] };

/**
 * The `cpu` section: the realtime server's CPU per answer over the whole cycle (answer, ack,
 * host progress, close, views, and the next question's opening) at each N, beside the bare-ws
 * clone that acks each answer and sends each student its own seat, from the same B1 runs; and
 * where the server's time goes at the largest N (`profile`).
 */
export function cpuSection(
  byN: Map<number, Group>,
  profile: { students: number; file: string; summary: ProfileSummary } | null,
  notes: string[] = [],
): BenchSection {
  const rows: BenchSection['rows'] = [];
  const targets: BenchSection['targets'] = [];
  const raw: Record<string, unknown> = {};
  for (const [n, { live, ws }] of byN) {
    if (!CPU_TARGET_N.includes(n)) continue;
    const full = ws.filter((r) => r.variant === 'full');
    const perRun = (runs: Array<LiveRun | WsRun>) =>
      runs.map(cpuPerAnswer).filter((v): v is number => v !== null);
    const ours = perRun(live);
    const base = perRun(full);
    const oursMedian = ours.length > 0 ? median(ours) : Number.NaN;
    const baseMedian = base.length > 0 ? median(base) : Number.NaN;
    const saturated = (runs: Array<LiveRun | WsRun>) =>
      runs.filter(
        (r) =>
          median((r.samples as Array<{ cpuShare: number }>).map((s) => s.cpuShare)) >
          GENERATOR_SATURATED,
      ).length;
    const cell = (
      runs: Array<LiveRun | WsRun>,
      values: number[],
      label: string,
      ratio: number | null,
    ) => {
      const answers = runs.reduce((m, r) => m + r.samples.reduce((k, s) => k + s.sent, 0), 0);
      const cpu = runs.reduce((m, r) => m + (r.serverCpuMs ?? 0), 0);
      const gen = runs.flatMap((r) =>
        (r.samples as Array<{ cpuShare: number }>).map((s) => s.cpuShare),
      );
      const sat = saturated(runs);
      const waits = runs.map((r) => r.serverWaitShare).filter((w): w is number => w !== null);
      return [
        n,
        label,
        runs.length,
        answers,
        round(cpu, 0),
        values.length > 0 ? values.map((v) => round(v, 3)).join(' / ') : null,
        ratio === null || !Number.isFinite(ratio) ? null : round(ratio, 2),
        gen.length > 0 ? `${Math.round(median(gen) * 100)} %` : null,
        waits.length > 0 ? `${Math.round(median(waits) * 100)} %` : null,
        sat === 0 ? 'yes' : `**no** (generator saturated in ${sat} run(s))`,
      ];
    };
    const rooms = live[0]?.rooms.length ?? 1;
    rows.push(
      cell(
        live,
        ours,
        `realtime server (${live[0]?.store ?? 'memory'}, ${rooms} room${rooms > 1 ? 's' : ''})`,
        oursMedian / baseMedian,
      ),
      cell(full, base, 'bare ws: + ack per answer, + own-seat frame each', 1),
    );
    targets.push({
      text: `N=${n}: server CPU per answer <= ${CPU_PER_ANSWER_TARGET_MS} ms (is ${round(oursMedian, 3)} ms, median of runs; bare ws + ack + own seat ${round(baseMedian, 3)} ms, ${round(oursMedian / baseMedian, 1)}x)${saturated(live) ? ' [run invalid]' : ''}`,
      met: Number.isFinite(oursMedian) ? oursMedian <= CPU_PER_ANSWER_TARGET_MS : null,
    });
    raw[String(n)] = {
      live: live.map((r) => ({
        serverCpuMs: r.serverCpuMs,
        answers: r.samples.reduce((k, s) => k + s.sent, 0),
        perAnswerMs: cpuPerAnswer(r),
        serverWaitShare: r.serverWaitShare,
        studentClient: r.studentClient,
      })),
      ws: full.map((r) => ({
        serverCpuMs: r.serverCpuMs,
        answers: r.samples.reduce((k, s) => k + s.sent, 0),
        perAnswerMs: cpuPerAnswer(r),
      })),
    };
  }
  if (profile) raw.profile = { students: profile.students, file: profile.file, ...profile.summary };
  return {
    id: 'cpu',
    title: 'Server CPU per answer over the whole cycle (answer, ack, host progress, close, views)',
    baseline:
      "the bare `ws` clone that acks every answer and sends each student a leaderboard frame and its own-seat frame (B1's baseline), measured the same way in the same run",
    columns: [
      'N',
      'server',
      'runs',
      'answers measured',
      'server CPU over the bursts (ms)',
      'CPU per answer, each run (ms)',
      'x bare ws + ack + own seat',
      'generator CPU median',
      'server waited for a core',
      'valid',
    ],
    rows,
    targets,
    notes: [
      "CPU: the server process's user + system time from /proc/<pid>/stat (10 ms ticks) over the measured bursts of the B1 runs (warm-up excluded), divided by the answers sent in them; the column server waited for a core is as in B1 (CPU time is counted only while the server runs, so a busy machine inflates it less than B1's times, through caches and frequency). A burst is the whole cycle: host:next and the question's opening to every tablet, every answer with its ack, the host's progress, the close, the closing room view and each student's own seat.",
      ...(profile
        ? [
            `Profile: V8's CPU profiler (1 ms sampling) in the server process over the measured bursts of one more run at N=${profile.students} (profiled runs are not counted above); bundled code is attributed to its package through the bundle's source map. Raw profile: ${path.relative(process.cwd(), profile.file)} (not kept in git).`,
            ...renderProfileSummary(profile.summary, `Where the time goes (N=${profile.students})`),
          ]
        : ['No profile in this run.']),
      ...notes,
    ],
    raw,
  };
}
