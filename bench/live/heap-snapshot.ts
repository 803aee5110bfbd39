/**
 * Where a connected student's heap goes (B4): starts the realtime server (memory store) and a
 * generator seating N students, writes a heap snapshot of the server before and after, and
 * prints the retained self size per constructor difference, per student.
 *
 *   node --import tsx bench/live/heap-snapshot.ts [N=3000] [out-dir=/tmp]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildLiveServer, portOf, startGenerator, startLiveServer } from './runs';

const students = Number(process.argv[2] ?? 3000);
const outDir = process.argv[3] ?? '/tmp';

type Snapshot = {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
};

/** Self size and count per `type:name` (names of objects are their constructors). */
function tally(file: string): Map<string, { size: number; count: number }> {
  const data = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
  const fields = data.snapshot.meta.node_fields;
  const types = data.snapshot.meta.node_types[0];
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const out = new Map<string, { size: number; count: number }>();
  for (let i = 0; i < data.nodes.length; i += width) {
    const type = types[data.nodes[i + typeAt] as number] ?? '?';
    const rawName = data.strings[data.nodes[i + nameAt] as number] ?? '?';
    const name = type === 'string' || type === 'concatenated string' ? '' : rawName.slice(0, 60);
    const key = `${type}:${name}`;
    const entry = out.get(key) ?? { size: 0, count: 0 };
    entry.size += data.nodes[i + sizeAt] as number;
    entry.count += 1;
    out.set(key, entry);
  }
  return out;
}

await buildLiveServer();
const server = startLiveServer();
const generator = startGenerator();
try {
  const port = await portOf(server);
  await generator.ready;
  const before = path.join(outDir, 'b4-before.heapsnapshot');
  const after = path.join(outDir, 'b4-after.heapsnapshot');
  await server.call('snapshot', { path: before });
  await generator.call('sio-start', { urls: [`http://127.0.0.1:${port}`], students });
  console.log('heap', await server.call('heap'));
  await server.call('snapshot', { path: after });
  const a = tally(before);
  const b = tally(after);
  const rows = [...b].map(([key, v]) => {
    const old = a.get(key) ?? { size: 0, count: 0 };
    return { key, bytes: v.size - old.size, count: v.count - old.count };
  });
  rows.sort((x, y) => y.bytes - x.bytes);
  const total = rows.reduce((sum, r) => sum + r.bytes, 0);
  console.log(`total self-size growth ${(total / 1024 / students).toFixed(2)} KiB / student`);
  for (const row of rows.slice(0, 40)) {
    console.log(
      `${(row.bytes / students).toFixed(0).padStart(7)} B/student ${(row.count / students).toFixed(2).padStart(7)} /student  ${row.key}`,
    );
  }
} finally {
  await generator.call('sio-close').catch(() => {});
  await generator.kill();
  await server.kill('SIGKILL');
}
