/**
 * "Where the time goes" from a V8 CPU profile (`node --cpu-prof`): self time per function and per
 * group of code (Socket.IO's packages, `ws`, our server, zod, JSON, GC, ...). Pure: give it the
 * parsed `.cpuprofile` JSON; `renderProfileSummary` turns the result into Markdown lines.
 */

/** The parts of a `.cpuprofile` this module reads. */
export type CpuProfile = {
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string; lineNumber?: number };
    hitCount?: number;
  }>;
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
};

/** The original file of a line of a bundled script (`url`, 0-based `line`), or null. */
export type SourceOf = (url: string, line: number) => string | null;

export type ProfileEntry = { name: string; group: string; ms: number; share: number };

export type ProfileSummary = {
  /** Wall time the profile covers (ms). */
  wallMs: number;
  /** Sampled time that was not idle (ms): the base of every share. */
  busyMs: number;
  /** Self time per group, largest first; shares of `busyMs`. */
  groups: ProfileEntry[];
  /** The functions with the most self time, largest first. */
  top: ProfileEntry[];
};

/** Packages by group; a package not listed is its own group (`pkg:<name>`). */
const PACKAGE_GROUPS: Record<string, string> = {
  'socket.io': 'socket.io',
  'socket.io-adapter': 'socket.io',
  '@socket.io/redis-streams-adapter': 'socket.io',
  'socket.io-parser': 'socket.io-parser',
  'engine.io': 'engine.io',
  'engine.io-parser': 'engine.io',
  ws: 'ws',
  zod: 'zod',
  ioredis: 'ioredis',
  pino: 'pino',
  'socket.io-client': 'client (socket.io-client)',
  'engine.io-client': 'client (socket.io-client)',
};

const JSON_BUILTINS = new Set(['stringify', 'parse', 'JSONStringify', 'JSONParse']);

/**
 * The group of one call frame. `ours` tells which URLs are this project's own code; `source`
 * maps a frame of a bundle to the file it came from (see `bundleSources`).
 */
export function groupOf(
  frame: { functionName: string; url: string; lineNumber?: number },
  ours: (url: string) => boolean = defaultOurs,
  source?: SourceOf,
): string {
  const { functionName: name } = frame;
  const url = source?.(frame.url, frame.lineNumber ?? 0) ?? frame.url;
  if (name === '(garbage collector)') return 'GC';
  if (name === '(idle)') return 'idle';
  if (name === '(program)') return 'V8 (program)';
  if (name === '(root)') return 'V8 (program)';
  if (url === BUNDLE_GLUE) return 'bundler helpers (esbuild)';
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const parts = url.slice(modules + '/node_modules/'.length).split('/');
    const pkg = parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? '');
    return PACKAGE_GROUPS[pkg] ?? `pkg:${pkg}`;
  }
  if (url === '') {
    if (JSON_BUILTINS.has(name)) return 'JSON';
    // Native bindings and V8 builtins: socket writes (writev, writeUtf8String), Buffer, timers...
    return 'native (I/O, builtins)';
  }
  if (url.startsWith('node:')) {
    if (/^node:internal\/(timers|process\/task_queues)/.test(url)) return 'node timers/ticks';
    if (/^node:(internal\/)?(net|stream|streams|_stream|tcp|dns)/.test(url))
      return 'node net/stream';
    return 'node core (other)';
  }
  if (url.startsWith('node:events')) return 'node events';
  if (!ours(url)) return 'other';
  if (url.includes('realtime-server/')) return 'ours: realtime-server';
  if (url.includes('shared-protocol/')) return 'ours: shared-protocol';
  return 'ours: bench harness';
}

/** Our code: any file outside node_modules and Node itself (sources, or a bundle without a map). */
function defaultOurs(url: string): boolean {
  return !url.includes('/node_modules/') && !url.startsWith('node:');
}

function shortName(
  frame: { functionName: string; url: string; lineNumber?: number },
  mapped: boolean,
): string {
  const fn = frame.functionName || '(anonymous)';
  if (!frame.url) return fn;
  const file = frame.url
    .replace(/^.*\/node_modules\//, '')
    .replace(/^(file:\/\/)?\/.*\/(?=[^/]+\/[^/]+$)/, '');
  // A bundle's line says nothing about the source file it was mapped to: the file alone then.
  return mapped ? `${fn} (${file})` : `${fn} (${file}:${(frame.lineNumber ?? 0) + 1})`;
}

/** Self time per function and group of one profile. */
export function summarizeProfile(
  profile: CpuProfile,
  options: { top?: number; ours?: (url: string) => boolean; source?: SourceOf } = {},
): ProfileSummary {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfMs = new Map<number, number>();
  const { samples, timeDeltas } = profile;
  if (samples && timeDeltas && samples.length === timeDeltas.length && samples.length > 0) {
    // Each delta is the time since the previous sample: sample i lasted until sample i + 1.
    for (let i = 0; i < samples.length; i++) {
      const id = samples[i] as number;
      const next = timeDeltas[i + 1];
      const us = next ?? 0;
      selfMs.set(id, (selfMs.get(id) ?? 0) + us / 1000);
    }
  } else {
    // No sample list: spread the wall time over the hit counts.
    const hits = profile.nodes.reduce((n, node) => n + (node.hitCount ?? 0), 0);
    const per = hits > 0 ? (profile.endTime - profile.startTime) / 1000 / hits : 0;
    for (const node of profile.nodes) selfMs.set(node.id, (node.hitCount ?? 0) * per);
  }

  const groups = new Map<string, number>();
  const functions = new Map<string, { group: string; ms: number }>();
  let busyMs = 0;
  for (const [id, ms] of selfMs) {
    const node = byId.get(id);
    if (!node || ms <= 0) continue;
    const group = groupOf(node.callFrame, options.ours, options.source);
    if (group === 'idle') continue;
    busyMs += ms;
    groups.set(group, (groups.get(group) ?? 0) + ms);
    const original = options.source?.(node.callFrame.url, node.callFrame.lineNumber ?? 0);
    const name = shortName(
      original ? { ...node.callFrame, url: original } : node.callFrame,
      Boolean(original),
    );
    const entry = functions.get(name) ?? { group, ms: 0 };
    entry.ms += ms;
    functions.set(name, entry);
  }
  const share = (ms: number) => (busyMs > 0 ? ms / busyMs : 0);
  return {
    wallMs: (profile.endTime - profile.startTime) / 1000,
    busyMs,
    groups: [...groups]
      .map(([group, ms]) => ({ name: group, group, ms, share: share(ms) }))
      .sort((a, b) => b.ms - a.ms),
    top: [...functions]
      .map(([name, e]) => ({ name, group: e.group, ms: e.ms, share: share(e.ms) }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, options.top ?? 15),
  };
}

const pct = (share: number) => `${(share * 100).toFixed(1)} %`;

/** The summary as Markdown: one line of groups, then the top functions. */
export function renderProfileSummary(
  summary: ProfileSummary,
  title = 'Where the time goes',
): string[] {
  return [
    `${title}: ${Math.round(summary.busyMs)} ms busy of ${Math.round(summary.wallMs)} ms profiled (self time, shares of busy time).`,
    `By group: ${summary.groups.map((g) => `${g.group} ${pct(g.share)}`).join(', ')}.`,
    `Top functions: ${summary.top.map((f) => `${f.name} [${f.group}] ${pct(f.share)}`).join('; ')}.`,
  ];
}

/** What `bundleSources` says of a bundle line no source maps to. */
export const BUNDLE_GLUE = '(bundle glue)';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Int8Array(128).fill(-1);
for (let i = 0; i < BASE64.length; i++) DIGIT[BASE64.charCodeAt(i)] = i;

/**
 * Per generated line of a bundle, the index in `map.sources` of the first mapped segment on it
 * (-1: none), from a source map's VLQ `mappings` (version 3).
 */
export function lineSourceIndex(mappings: string): Int32Array {
  const lines = mappings.split(';');
  const out = new Int32Array(lines.length).fill(-1);
  let source = 0;
  const fields = [0, 0, 0, 0, 0];
  for (let l = 0; l < lines.length; l++) {
    const line = lines[l] as string;
    let i = 0;
    while (i < line.length) {
      let n = 0;
      // One segment: up to five VLQ fields up to the next ','.
      while (i < line.length && line.charCodeAt(i) !== 44) {
        let value = 0;
        let shift = 0;
        let more = true;
        while (more && i < line.length) {
          const digit = DIGIT[line.charCodeAt(i++)] ?? 0;
          more = (digit & 32) !== 0;
          value += (digit & 31) * 2 ** shift;
          shift += 5;
        }
        fields[n++] = value & 1 ? -Math.floor(value / 2) : Math.floor(value / 2);
      }
      i += 1;
      if (n >= 4) {
        source += fields[1] as number;
        if (out[l] === -1) out[l] = source;
      }
    }
  }
  return out;
}

/**
 * A `SourceOf` for bundles with source maps: `maps` gives, per bundle URL (as in the profile),
 * its source map's `sources` and `mappings`.
 */
export function bundleSources(
  maps: Map<string, { sources: string[]; mappings: string }>,
): SourceOf {
  const decoded = new Map<string, { sources: string[]; lines: Int32Array }>();
  return (url, line) => {
    const map = maps.get(url);
    if (!map) return null;
    let entry = decoded.get(url);
    if (!entry) {
      entry = { sources: map.sources, lines: lineSourceIndex(map.mappings) };
      decoded.set(url, entry);
    }
    const index = entry.lines[line] ?? -1;
    // A line of the bundle that no source maps to: esbuild's own helpers (__name, __require...).
    return index >= 0 ? (entry.sources[index] ?? null) : BUNDLE_GLUE;
  };
}
