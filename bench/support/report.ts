import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const benchRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const resultsDir = path.join(benchRoot, 'results');

/** One benchmark's outcome: rows of measurements, each with its ratio to the run's baseline. */
export type BenchSection = {
  id: string;
  title: string;
  /** What the baseline is, measured in the same run. */
  baseline: string;
  /** Column names, then rows of cells (numbers or text). */
  columns: string[];
  rows: Array<Array<string | number | boolean | null>>;
  /** Targets and whether they were met: reported, never asserted. */
  targets: Array<{ text: string; met: boolean | null }>;
  notes?: string[];
  /** Raw samples and details, written to the JSON report. */
  raw?: unknown;
};

export type BenchReport = {
  startedAt: string;
  finishedAt: string;
  machine: { cpus: number; cpuModel: string; memoryGiB: number; node: string; platform: string };
  sections: BenchSection[];
};

export function machineInfo(): BenchReport['machine'] {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  };
}

function markdown(report: BenchReport): string {
  const lines = [
    '# Tick Tock Class benchmark report',
    '',
    `Run ${report.startedAt} to ${report.finishedAt} on ${report.machine.cpus} x ${report.machine.cpuModel}, ${report.machine.memoryGiB} GiB, Node ${report.machine.node}.`,
    'Targets are reported, never asserted. Raw samples are in the JSON file beside this one.',
  ];
  for (const s of report.sections) {
    lines.push('', `## ${s.id}: ${s.title}`, '', `Baseline (same run): ${s.baseline}`, '');
    lines.push(`| ${s.columns.join(' | ')} |`, `|${s.columns.map(() => '---').join('|')}|`);
    for (const row of s.rows)
      lines.push(`| ${row.map((c) => (c === null ? '–' : String(c))).join(' | ')} |`);
    if (s.targets.length > 0) {
      lines.push('', 'Targets:');
      for (const t of s.targets) {
        const mark = t.met === null ? 'not measured' : t.met ? 'met' : '**not met**';
        lines.push(`- ${t.text}: ${mark}`);
      }
    }
    for (const note of s.notes ?? []) lines.push('', note);
  }
  return `${lines.join('\n')}\n`;
}

/** Writes `<stamp>.json` and `<stamp>.md`, and copies the summary to `latest.md`. */
export function writeReport(report: BenchReport): { json: string; md: string } {
  mkdirSync(resultsDir, { recursive: true });
  const stamp = report.startedAt.replace(/[:.]/g, '-');
  const json = path.join(resultsDir, `${stamp}.json`);
  const md = path.join(resultsDir, `${stamp}.md`);
  writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);
  const text = markdown(report);
  writeFileSync(md, text);
  writeFileSync(path.join(resultsDir, 'latest.md'), text);
  return { json, md };
}

/** Percentile of a sorted copy (nearest rank). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
}

export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
