import type { Agent } from 'node:http';
import { WebSocket } from 'ws';
import { Tally } from '../../tests/load/tally';

/** One burst of the bare-ws cycle as the generator saw it (the same fields as the live one). */
export type CycleSample = {
  sent: number;
  emitSpreadMs: number;
  /** Per student: leaderboard received minus its group's last answer sent. */
  latencyMs: number[];
  /** Last leaderboard received minus the last answer sent. */
  allMs: number;
  missing: number;
  cpuShare: number;
};

/**
 * N plain `ws` clients of the baseline server (ws-server.ts) in groups, driven like the live
 * students: wait until every client has the question, send every answer at once, wait until
 * every client holds the leaderboard (and, with `full`, its own-seat frame).
 */
export class WsCycle {
  readonly #tally = new Tally();
  readonly #clients: Array<{ ws: WebSocket; group: number; boardAt: number; youAt: number }> = [];
  #control: WebSocket | null = null;

  constructor(
    private readonly url: string,
    private readonly now: () => number,
    private readonly agent: Agent,
    private readonly full: boolean,
  ) {}

  async connect(students: number, groups: number): Promise<void> {
    const open = (query: string) =>
      new Promise<WebSocket>((resolve, reject) => {
        const ws = new WebSocket(`${this.url}/?${query}`, {
          agent: this.agent,
          perMessageDeflate: false,
        });
        ws.once('open', () => resolve(ws));
        ws.once('error', reject);
      });
    this.#control = await open('control=1');
    for (let start = 0; start < students; start += 200) {
      const batch = Array.from({ length: Math.min(200, students - start) }, (_, k) => start + k);
      await Promise.all(
        batch.map(async (i) => {
          const group = i % groups;
          const ws = await open(`g=${group}`);
          const client = { ws, group, boardAt: Number.NaN, youAt: Number.NaN };
          this.#clients[i] = client;
          ws.on('message', (data) => {
            const at = this.now();
            // Decoded as socket.io-client decodes every frame.
            const frame = JSON.parse(String(data)) as { t: string; r: number };
            if (frame.t === 'q') this.#tally.bump(`q${frame.r}`);
            else if (frame.t === 'l') {
              client.boardAt = at;
              if (!this.full || !Number.isNaN(client.youAt)) this.#tally.bump(`l${frame.r}`);
            } else if (frame.t === 'y') {
              client.youAt = at;
              if (!Number.isNaN(client.boardAt)) this.#tally.bump(`l${frame.r}`);
            }
          });
        }),
      );
    }
  }

  async burst(round: number, timeoutMs = 60_000): Promise<CycleSample> {
    const n = this.#clients.length;
    for (const c of this.#clients) {
      c.boardAt = Number.NaN;
      c.youAt = Number.NaN;
    }
    this.#control?.send(JSON.stringify({ t: 'open', r: round }));
    if (!(await this.#tally.wait(`q${round}`, n, timeoutMs))) throw new Error('question not seen');
    const lastSent = new Map<number, number>();
    const cpu = process.cpuUsage();
    const first = this.now();
    const answer = JSON.stringify({ t: 'a', r: round, answer: { kind: 'choice', label: '3:05' } });
    for (const c of this.#clients) {
      c.ws.send(answer);
      lastSent.set(c.group, this.now());
    }
    const last = this.now();
    await this.#tally.wait(`l${round}`, n, timeoutMs);
    const used = process.cpuUsage(cpu);
    const wall = this.now() - first;
    const latencyMs: number[] = [];
    let lastHeld = Number.NEGATIVE_INFINITY;
    let missing = 0;
    for (const c of this.#clients) {
      const held = this.full ? Math.max(c.boardAt, c.youAt) : c.boardAt;
      if (Number.isNaN(held)) {
        missing += 1;
        continue;
      }
      lastHeld = Math.max(lastHeld, held);
      latencyMs.push(held - (lastSent.get(c.group) ?? last));
    }
    return {
      sent: n,
      emitSpreadMs: last - first,
      latencyMs,
      allMs: lastHeld - last,
      missing,
      cpuShare: wall > 0 ? (used.user + used.system) / 1000 / wall : 0,
    };
  }

  close(): void {
    this.#control?.terminate();
    for (const c of this.#clients) c.ws.terminate();
  }
}
