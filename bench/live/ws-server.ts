/**
 * Child process: the bare `ws` baseline of the answer -> leaderboard cycle. Students connect to
 * `/?g=<group>`, the driver to `/?control=1`. On `{t:"open",r}` from the driver every student gets
 * a question frame; each student sends `{t:"a",r}`; when every student of a group has answered,
 * the group gets one leaderboard-sized frame. With `full`, the server also does what the realtime
 * server does besides the broadcast: an ack per answer and one own-seat frame per student.
 * No validation, no store, no rooms library: the floor the realtime server is compared with.
 */
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { type WebSocket, WebSocketServer } from 'ws';
import { collectedMemory, serveCommands } from './children';

type Settings = { stateBytes: number; youBytes: number; questionBytes: number; full: boolean };
let settings: Settings = { stateBytes: 900, youBytes: 250, questionBytes: 700, full: false };

const pad = (text: string, bytes: number) =>
  `${text.slice(0, -1)},"pad":"${'x'.repeat(Math.max(0, bytes - text.length - 9))}"}`;

type Group = { sockets: WebSocket[]; answered: number; round: number };
const groups = new Map<number, Group>();
const group = (g: number) => {
  let found = groups.get(g);
  if (!found) {
    found = { sockets: [], answered: 0, round: -1 };
    groups.set(g, found);
  }
  return found;
};

const wss = new WebSocketServer({
  host: '127.0.0.1',
  port: 0,
  perMessageDeflate: false,
  maxPayload: 16 * 1024,
});
wss.on('connection', (socket, request) => {
  const query = new URL(request.url ?? '/', 'http://x').searchParams;
  if (query.get('control')) {
    socket.on('message', (data) => {
      const { r } = JSON.parse(String(data)) as { r: number };
      const frame = pad(JSON.stringify({ t: 'q', r }), settings.questionBytes);
      for (const g of groups.values()) {
        g.answered = 0;
        g.round = r;
        for (const s of g.sockets) s.send(frame);
      }
    });
    return;
  }
  const g = group(Number(query.get('g') ?? 0));
  g.sockets.push(socket);
  socket.on('message', (data) => {
    const { r } = JSON.parse(String(data)) as { r: number };
    if (settings.full) socket.send(JSON.stringify({ t: 'k', r }));
    if (r !== g.round) return;
    g.answered += 1;
    if (g.answered < g.sockets.length) return;
    const board = pad(JSON.stringify({ t: 'l', r }), settings.stateBytes);
    for (const s of g.sockets) s.send(board);
    if (settings.full) {
      for (const [rank, s] of g.sockets.entries()) {
        s.send(pad(JSON.stringify({ t: 'y', r, rank: rank + 1 }), settings.youBytes));
      }
    }
  });
  socket.on('close', () => {
    const at = g.sockets.indexOf(socket);
    if (at >= 0) g.sockets.splice(at, 1);
  });
});
await new Promise<void>((resolve) => wss.once('listening', () => resolve()));

const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
let cpuFrom = process.cpuUsage();
serveCommands(
  {
    configure: (next: Partial<Settings>) => {
      settings = { ...settings, ...next };
      return settings;
    },
    heap: () => collectedMemory(),
    usage: () => {
      const cpu = process.cpuUsage(cpuFrom);
      cpuFrom = process.cpuUsage();
      const lag = {
        p50: loop.percentile(50) / 1e6,
        p99: loop.percentile(99) / 1e6,
        max: loop.max / 1e6,
      };
      loop.reset();
      return { cpuMs: (cpu.user + cpu.system) / 1000, loopDelayMs: lag };
    },
    stop: () => {
      for (const client of wss.clients) client.terminate();
      setTimeout(() => process.exit(0), 50);
      return true;
    },
  },
  { port: (wss.address() as AddressInfo).port, pid: process.pid },
);
