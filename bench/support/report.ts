import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
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
  /** A smoke run (`npm run bench -- quick`): written, but never taken into latest.md. */
  quick?: boolean;
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

/** A section as kept in latest.json: its run beside it, its raw samples left in the run's file. */
type LatestSection = Omit<BenchSection, 'raw'> & {
  run: Pick<BenchReport, 'startedAt' | 'finishedAt' | 'machine'>;
};

function runLine(run: LatestSection['run']): string {
  const m = run.machine;
  return `Run ${run.startedAt} to ${run.finishedAt} on ${m.cpus} x ${m.cpuModel}, ${m.memoryGiB} GiB, Node ${m.node}.`;
}

function sectionLines(s: BenchSection): string[] {
  const lines = ['', `## ${s.id}: ${s.title}`, '', `Baseline (same run): ${s.baseline}`, ''];
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
  return lines;
}

function markdown(report: BenchReport): string {
  const lines = [
    '# Tick Tock Class benchmark report',
    '',
    runLine(report),
    'Targets are reported, never asserted. Raw samples are in the JSON file beside this one.',
  ];
  for (const s of report.sections) lines.push(...sectionLines(s));
  return `${lines.join('\n')}\n`;
}

/**
 * latest.md holds the newest result of every section, so a run of one benchmark
 * (`npm run bench -- bundle`) does not drop the others' figures. Each section says its run.
 */
function latestMarkdown(sections: LatestSection[]): string {
  const lines = [
    '# Tick Tock Class benchmark report (latest result of each benchmark)',
    '',
    "Targets are reported, never asserted. Each section names its run; that run's raw samples are",
    'in `bench/results/<run start>.json` on the machine that ran it (not kept in git: they are large).',
  ];
  for (const s of sections) {
    lines.push(...sectionLines(s));
    lines.push('', `_${runLine(s.run)}_`);
  }
  return `${lines.join('\n')}\n`;
}

/** Without latest.json yet: the runs kept on this machine, oldest first, merged in turn. */
function fromEarlierRuns(): LatestSection[] {
  const runs = readdirSync(resultsDir)
    .filter((name) => /^\d{4}-.*\.json$/.test(name))
    .sort();
  let sections: LatestSection[] = [];
  for (const name of runs) {
    try {
      const report = JSON.parse(readFileSync(path.join(resultsDir, name), 'utf8')) as BenchReport;
      if (Array.isArray(report.sections) && !report.quick) sections = mergeLatest(sections, report);
    } catch {
      console.warn(`${name} is not a readable report: left out of latest.md`);
    }
  }
  return sections;
}

function readLatest(file: string): LatestSection[] {
  if (!existsSync(file)) return fromEarlierRuns();
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { sections?: LatestSection[] };
    return Array.isArray(parsed.sections) ? parsed.sections : [];
  } catch {
    console.warn(`${file} is not readable JSON: starting latest.md afresh`);
    return [];
  }
}

/** Merges this run's sections over the kept ones (same id replaced), in benchmark-id order. */
function mergeLatest(kept: LatestSection[], report: BenchReport): LatestSection[] {
  const run = {
    startedAt: report.startedAt,
    finishedAt: report.finishedAt,
    machine: report.machine,
  };
  const byId = new Map(kept.map((s) => [s.id, s]));
  for (const { raw: _raw, ...section } of report.sections)
    byId.set(section.id, { ...section, run });
  return [...byId.values()].sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
}

/**
 * Writes `<stamp>.json` and `<stamp>.md`, and merges the run into `latest.json` / `latest.md`
 * (the newest result of each benchmark, kept in git).
 */
export function writeReport(report: BenchReport): { json: string; md: string } {
  mkdirSync(resultsDir, { recursive: true });
  const stamp = report.startedAt.replace(/[:.]/g, '-');
  const json = path.join(resultsDir, `${stamp}.json`);
  const md = path.join(resultsDir, `${stamp}.md`);
  writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);
  const text = markdown(report);
  writeFileSync(md, text);
  const latestJson = path.join(resultsDir, 'latest.json');
  if (report.quick) return { json, md };
  const latest = mergeLatest(readLatest(latestJson), report);
  writeFileSync(latestJson, `${JSON.stringify({ sections: latest }, null, 2)}\n`);
  writeFileSync(path.join(resultsDir, 'latest.md'), latestMarkdown(latest));
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
