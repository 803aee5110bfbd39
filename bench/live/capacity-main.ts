/**
 * Development runner of the capacity and scale-out benchmarks, outside `npm run bench`:
 *   node --import tsx bench/live/capacity-main.ts [quick] [capacity] [scale-out] [--out=<dir>]
 *     [--rooms=<scale-out rooms>] [--nodes=1,2,3]
 * (BENCH_CPU_PROF=<dir> writes a CPU profile of every server, as in the other live runs.)
 * Prints each section as Markdown and writes it with its raw samples to <dir> (default
 * /tmp/capacity-bench); bench/results is left to `npm run bench`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BenchSection } from '../support/report';
import { runCapacityBench } from './capacity';
import { runScaleOutBench } from './scale-out';

const args = process.argv.slice(2);
const quick = args.includes('quick');
const outDir = args.find((a) => a.startsWith('--out='))?.slice(6) ?? '/tmp/capacity-bench';
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const rooms = option('rooms') ? Number(option('rooms')) : undefined;
const nodes = option('nodes')?.split(',').map(Number);
const ids = args.filter((a) => a === 'capacity' || a === 'scale-out');
const wanted = (id: string) => ids.length === 0 || ids.some((wantedId) => wantedId === id);

function markdown(s: BenchSection): string {
  const lines = [`## ${s.id}: ${s.title}`, '', `Baseline (same run): ${s.baseline}`, ''];
  lines.push(`| ${s.columns.join(' | ')} |`, `|${s.columns.map(() => '---').join('|')}|`);
  for (const row of s.rows)
    lines.push(`| ${row.map((c) => (c === null ? '–' : String(c))).join(' | ')} |`);
  if (s.targets.length > 0) lines.push('', 'Targets:');
  for (const t of s.targets)
    lines.push(`- ${t.text}: ${t.met === null ? 'not measured' : t.met ? 'met' : '**not met**'}`);
  for (const note of s.notes ?? []) lines.push('', note);
  return `${lines.join('\n')}\n`;
}

mkdirSync(outDir, { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
for (const [id, run] of [
  ['capacity', () => runCapacityBench({ quick })],
  [
    'scale-out',
    () =>
      runScaleOutBench({
        quick,
        redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
        ...(rooms ? { rooms } : {}),
        ...(nodes ? { nodes } : {}),
      }),
  ],
] as const) {
  if (!wanted(id)) continue;
  const section = await run();
  const text = markdown(section);
  console.log(`\n${text}`);
  writeFileSync(path.join(outDir, `${stamp}-${id}.md`), text);
  writeFileSync(path.join(outDir, `${stamp}-${id}.json`), `${JSON.stringify(section, null, 2)}\n`);
}
process.exit(0);
