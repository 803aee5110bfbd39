/**
 * `npm run bench -- enumeration` (the safe-by-default issue, finding 2; reliability anchor S6):
 * one client address with 100 sockets types random join codes for 2 minutes against 200 live
 * rooms on the app started as `npm start` starts it; meanwhile 90 children of a school behind one
 * other address type the right code and join. Reports rooms found (target 0), codes tried and
 * looked up per minute, and the school's join times (target p99 <= 3 s). A report, not a gate.
 */
import { randomInt } from 'node:crypto';
import { Refusal, refusal } from '@ttc/shared-protocol/classroom/refusals';
import { Rule } from '@ttc/shared-protocol/classroom/rules';
import { io, type Socket } from 'socket.io-client';
import { signInAsTeacher } from '../../tests/support/sign-in';
import { startStack } from '../../tests/support/start-stack';
import { type BenchSection, percentile, round } from '../support/report';

const ROOMS = 200;
const ROOMS_PER_TEACHER = 3;
const ATTACK_SOCKETS = 100;
const ATTACK_MS = 120_000;
/** Just under the per-socket event limit (20 a second), so the attacker is never disconnected. */
const TRIES_PER_SOCKET_PER_SECOND = 19;
const SCHOOL_CHILDREN = 90;
/** The school arrives halfway through the attack. */
const SCHOOL_AT_MS = 60_000;
const ACK_TIMEOUT_MS = 10_000;
const NAME_TAKEN = refusal(Refusal.nicknameTaken, Rule.nicknameUnique).error.message;

type Ack = { ok: true; data: unknown } | { ok: false; error: { code: string; message: string } };

/** The page's address: sockets are opened with its origin, as a browser on it does. */
let pageOrigin = '';

function connect(url: string, from: string, token?: string): Promise<Socket> {
  const socket = io(url, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    extraHeaders: { origin: pageOrigin },
    localAddress: from,
    ...(token ? { auth: { token } } : {}),
  } as Parameters<typeof io>[1]);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function send(socket: Socket, event: string, payload: unknown): Promise<Ack> {
  try {
    return (await socket.timeout(ACK_TIMEOUT_MS).emitWithAck(event, payload)) as Ack;
  } catch {
    return { ok: false, error: { code: 'timeout', message: 'no ack' } };
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 200 rooms, three per signed-in teacher (only teachers host), each teacher from a loopback address of its own. */
async function openRooms(url: string): Promise<{ codes: Set<string>; hosts: Socket[] }> {
  const codes = new Set<string>();
  const hosts: Socket[] = [];
  for (let t = 0; codes.size < ROOMS; t++) {
    const from = `127.10.${Math.floor(t / 250)}.${(t % 250) + 1}`;
    const { accessToken } = await signInAsTeacher(url, undefined, { from });
    const host = await connect(url, from, accessToken);
    hosts.push(host);
    for (let r = 0; r < ROOMS_PER_TEACHER && codes.size < ROOMS; r++) {
      // Room for the whole school in the room the children join (the default cap is a class).
      const ack = await send(host, 'room:create', { options: { roomCap: SCHOOL_CHILDREN + 10 } });
      if (!ack.ok) throw new Error(`room:create refused: ${ack.error.message}`);
      codes.add((ack.data as { code: string }).code);
    }
  }
  return { codes, hosts };
}

type AttackTally = {
  tries: number;
  lookedUp: number;
  blocked: number;
  found: number;
  other: number;
};

async function attack(url: string, until: number): Promise<AttackTally> {
  const tally: AttackTally = { tries: 0, lookedUp: 0, blocked: 0, found: 0, other: 0 };
  const sockets = await Promise.all(
    Array.from({ length: ATTACK_SOCKETS }, () => connect(url, '127.66.0.1')),
  );
  const gap = 1000 / TRIES_PER_SOCKET_PER_SECOND;
  await Promise.all(
    sockets.map(async (socket) => {
      while (Date.now() < until && socket.connected) {
        const started = Date.now();
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        const ack = await send(socket, 'room:suggest-names', { code, count: 1 });
        tally.tries += 1;
        if (ack.ok) tally.found += 1;
        else if (ack.error.code === 'not_found') tally.lookedUp += 1;
        else if (ack.error.code === 'rate_limited') tally.blocked += 1;
        else tally.other += 1;
        await sleep(Math.max(0, gap - (Date.now() - started)));
      }
    }),
  );
  for (const socket of sockets) socket.disconnect();
  return tally;
}

/** 90 children behind one school address type the right code and join; ms from start to seat. */
async function school(url: string, code: string): Promise<{ times: number[]; failed: string[] }> {
  const times: number[] = [];
  const failed: string[] = [];
  await Promise.all(
    Array.from({ length: SCHOOL_CHILDREN }, async () => {
      const started = performance.now();
      let socket: Socket | undefined;
      try {
        socket = await connect(url, '127.77.0.1');
        // As the join screen does: a name taken a moment ago by a classmate gets fresh names.
        for (let attempt = 1; ; attempt++) {
          const names = await send(socket, 'room:suggest-names', { code, count: 1 });
          if (!names.ok) throw new Error(names.error.code);
          const [name] = (names.data as { names: Array<{ adjective: string; animal: string }> })
            .names;
          if (!name) throw new Error('no name');
          const joined = await send(socket, 'room:join', {
            code,
            nickname: { kind: 'generated', adjective: name.adjective, animal: name.animal },
            character: 'owl',
          });
          if (joined.ok) break;
          if (joined.error.message !== NAME_TAKEN || attempt === 3) {
            throw new Error(joined.error.message);
          }
        }
        times.push(performance.now() - started);
      } catch (error) {
        failed.push((error as Error).message);
      } finally {
        socket?.disconnect();
      }
    }),
  );
  return { times, failed };
}

export async function runEnumerationBench(): Promise<BenchSection> {
  const stack = await startStack({ LOG_LEVEL: 'error' });
  // The stack answers on localhost; the clients' loopback source addresses need IPv4.
  const url = stack.url.replace('localhost', '127.0.0.1');
  pageOrigin = stack.url;
  try {
    const { codes, hosts } = await openRooms(url);
    const [firstCode] = codes;
    if (!firstCode) throw new Error('no room');
    const started = Date.now();
    const attacking = attack(url, started + ATTACK_MS);
    await sleep(SCHOOL_AT_MS);
    const children = await school(url, firstCode);
    const tally = await attacking;
    for (const host of hosts) host.disconnect();
    const minutes = ATTACK_MS / 60_000;
    const expected = (tally.tries * codes.size) / 1_000_000;
    const p50 = percentile(children.times, 50);
    const p99 = percentile(children.times, 99);
    return {
      id: 'enumeration',
      title: 'Join-code guessing from one address (finding 2, S6)',
      baseline: `in the same run, the rooms the attacker's tries would have found had every one been looked up: tries x ${codes.size} live rooms / 1,000,000 codes`,
      columns: ['Measure', 'Value', 'Baseline (same run)', 'Ratio'],
      rows: [
        ['Live rooms', codes.size, null, null],
        ['Attacker sockets (one address)', ATTACK_SOCKETS, null, null],
        ['Codes tried per minute', round(tally.tries / minutes, 0), null, null],
        [
          'Codes looked up per minute (answered not_found)',
          round(tally.lookedUp / minutes, 1),
          null,
          null,
        ],
        ['Tries refused unlooked (rate_limited)', tally.blocked, null, null],
        ['Other answers (timeouts, errors)', tally.other, null, null],
        [
          'Rooms found',
          tally.found,
          round(expected, 2),
          expected > 0 ? round(tally.found / expected, 3) : null,
        ],
        [
          `School: children joined (of ${SCHOOL_CHILDREN}, one address)`,
          children.times.length,
          null,
          null,
        ],
        ['School: join time p50 (ms)', round(p50, 0), null, null],
        ['School: join time p99 (ms)', round(p99, 0), null, null],
      ],
      targets: [
        { text: 'Rooms found: 0', met: tally.found === 0 },
        {
          text: `School behind one address: ${SCHOOL_CHILDREN} joins, p99 join time <= 3 s`,
          met: children.times.length === SCHOOL_CHILDREN && p99 <= 3000,
        },
      ],
      notes: [
        `The attacker sends ${TRIES_PER_SOCKET_PER_SECOND} codes a second per socket (just under the per-connection event limit) for ${ATTACK_MS / 1000} s; the school's ${SCHOOL_CHILDREN} children start together ${SCHOOL_AT_MS / 1000} s in, each on its own connection (connect, code check, join). Server: the app as npm start runs it (memory store), in its own process.`,
        ...(children.failed.length > 0
          ? [`School joins that failed: ${children.failed.join(', ')}`]
          : []),
      ],
      raw: { tally, schoolMs: children.times, failed: children.failed },
    };
  } finally {
    await stack.stop();
  }
}
