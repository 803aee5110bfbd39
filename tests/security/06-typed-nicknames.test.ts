import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { attachRealtime } from '@ttc/realtime-server/attach-realtime';
import { parseRealtimeConfig } from '@ttc/realtime-server/config';
import { Refusal, refusal } from '@ttc/shared-protocol/classroom/refusals';
import { Rule } from '@ttc/shared-protocol/classroom/rules';
import { builtinIssuer } from '@ttc/shared-protocol/realtime/access-token-claims';
import {
  FULL_NAMES_WITH_DIGITS,
  LOOK_ALIKE_NAMES,
  ORDINARY_NICKNAMES,
  RUDE_NICKNAMES,
} from '@ttc/shared-protocol/testing/nickname-corpus';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { attempt, connectTeacher, createRoom, signHostToken } from '../faults/support/live-client';

/**
 * Finding 6 of the safe-by-default issue, typed nicknames. With typed names allowed, 29 of 74 rude
 * names got into a room (spaced letters, leetspeak, "kys", "kill yourself", hate names, German
 * swear words), "Mia Smith 2016" was accepted and stored, and "Alice" in Latin, Cyrillic and Greek
 * letters sat side by side in one room. The attack is replayed over real sockets against the
 * realtime server as it ships (its own screen, no policy injected), on the memory store and again
 * on Redis when REDIS_URL is set, with the names of the corpus in
 * shared-protocol/src/testing/nickname-corpus.ts.
 */

const PUBLIC_URL = 'http://app.test:3000';
const SECRET = 'security-06-secret-security-06-secret-0123';
/** Joins sent on one connection: below its burst of 40 events, so no attempt is rate-limited. */
const ATTEMPTS_PER_CONNECTION = 30;
const TYPED_ROOM = { nicknameMode: 'typed', roomCap: 1000, questionCount: 1 } as const;
const messageOf = (reason: Refusal) => refusal(reason, Rule.typedNickname).error.message;

const backends = [
  { name: 'memory', redisUrl: undefined },
  ...(process.env.REDIS_URL ? [{ name: 'redis', redisUrl: process.env.REDIS_URL }] : []),
];

describe.each(backends)('typed nicknames on $name (finding 6)', ({ redisUrl }) => {
  const keyPrefix = `ttc-sec06-${randomBytes(4).toString('hex')}:`;
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  afterAll(async () => {
    if (!redisUrl) return;
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  /** A realtime server in this process, a teacher with a room that allows typed names. */
  async function typedRoom() {
    const server = createServer();
    const handle = await attachRealtime(server, {
      config: parseRealtimeConfig({
        PUBLIC_URL,
        AUTH_JWT_SECRET: SECRET,
        NODE_ENV: 'test',
        REDIS_URL: redisUrl,
      }),
      logger: pino({ level: 'silent' }),
      keyPrefix,
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const sockets: Socket[] = [];
    cleanups.push(async () => {
      for (const socket of sockets) socket.disconnect();
      await handle.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });
    const token = signHostToken({
      secret: SECRET,
      issuer: builtinIssuer(PUBLIC_URL),
      userId: 'teacher-06',
    });
    const teacher = await connectTeacher(url, token);
    sockets.push(teacher.socket);
    const code = await createRoom(teacher, TYPED_ROOM);

    /** A fresh student connection (as a tablet that opened the join page). */
    async function student(): Promise<Socket> {
      const socket = connect(url, {
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
      });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      return socket;
    }
    /**
     * Types each name into the join form, one after the other: a refused name is retyped on the
     * same connection (a few per connection), a seated one leaves and the next comes on a new one.
     */
    async function typeNames(names: readonly string[]) {
      const acks = [];
      let socket: Socket | null = null;
      let typed = 0;
      for (const text of names) {
        if (!socket || typed === ATTEMPTS_PER_CONNECTION) {
          socket?.disconnect();
          socket = await student();
          typed = 0;
        }
        const ack = await attempt(socket, 'room:join', {
          code,
          nickname: { kind: 'typed', text },
          character: 'cat',
        });
        typed += 1;
        acks.push({ text, ack });
        if (ack.ok) {
          socket.disconnect();
          socket = null;
        }
      }
      socket?.disconnect();
      return acks;
    }
    /** The room as stored: the seats' names. */
    async function seatedNames(): Promise<string[]> {
      const record = await handle.store.get(code);
      const state = record?.state as { players?: Record<string, { nickname: string }> };
      return Object.values(state?.players ?? {}).map((player) => player.nickname);
    }
    return { typeNames, seatedNames };
  }

  it('[06] When each rude name of the corpus (five languages; spaced letters, leetspeak, look-alike letters, "kys", "kill yourself", slurs, Nazi slogans, German swear words) is typed into a room, then every one is refused with a clear validation error and none takes a seat', async () => {
    const room = await typedRoom();
    const rude = Object.values(RUDE_NICKNAMES).flat();
    const acks = await room.typeNames(rude);

    const joined = acks.filter(({ ack }) => ack.ok).map(({ text }) => text);
    expect(joined).toEqual([]);
    for (const { text, ack } of acks) {
      expect(ack, text).toEqual({
        ok: false,
        error: {
          code: 'validation_failed',
          message: expect.stringMatching(
            new RegExp(
              `^(${messageOf(Refusal.nicknameRejected)}|${messageOf(Refusal.nicknamePersonal)})$`,
            ),
          ),
        },
      });
    }
    expect(await room.seatedNames()).toEqual([]);
    console.info(`[06] ${rude.length} rude names typed, ${joined.length} joined`);
  });

  it('[06] When a child types a full name with a number ("Mia Smith 2016"), then it is refused, asking for one name or no number, and the name is stored nowhere; "Mia" then joins', async () => {
    const room = await typedRoom();
    const acks = await room.typeNames(FULL_NAMES_WITH_DIGITS);
    for (const { text, ack } of acks) {
      expect(ack, text).toEqual({
        ok: false,
        error: { code: 'validation_failed', message: messageOf(Refusal.nicknamePersonal) },
      });
    }
    expect(await room.seatedNames()).toEqual([]);

    const [mia] = await room.typeNames(['Mia']);
    expect(mia?.ack).toMatchObject({ ok: true, data: { nickname: 'Mia' } });
    expect(await room.seatedNames()).toEqual(['Mia']);
  });

  it('[06] When "Alice" is seated and the same name comes in Cyrillic or Greek letters (or B0b after Bob, lan after Ian), then it is refused as taken: one of each name sits in the room', async () => {
    const room = await typedRoom();
    const firsts = LOOK_ALIKE_NAMES.map(([first]) => first ?? '');
    for (const { text, ack } of await room.typeNames(firsts)) {
      expect(ack, text).toMatchObject({ ok: true });
    }
    const alike = LOOK_ALIKE_NAMES.flatMap(([, ...others]) => others);
    for (const { text, ack } of await room.typeNames(alike)) {
      expect(ack, text).toEqual({
        ok: false,
        error: {
          code: 'conflict',
          message: refusal(Refusal.nicknameTaken, Rule.nicknameUnique).error.message,
        },
      });
    }
    expect((await room.seatedNames()).sort()).toEqual([...firsts].sort());
  });

  it('[06] When ordinary names in five languages and other scripts are typed (Assunta, Scunthorpe, Hancock, Barsch, Maricarmen, Salopette, Regina, Мария...), then every child joins with the name as typed', async () => {
    const room = await typedRoom();
    const ordinary = Object.values(ORDINARY_NICKNAMES).flat();
    const acks = await room.typeNames(ordinary);
    for (const { text, ack } of acks) {
      expect(ack, text).toMatchObject({ ok: true, data: { nickname: text.normalize('NFKC') } });
    }
    expect((await room.seatedNames()).sort()).toEqual(
      ordinary.map((n) => n.normalize('NFKC')).sort(),
    );
    const joined = acks.filter(({ ack }) => ack.ok).length;
    console.info(`[06] ${ordinary.length} ordinary names typed, ${joined} joined`);
  });
});
