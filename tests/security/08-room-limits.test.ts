import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempt } from '../faults/support/live-client';
import { signInAsTeacher } from '../support/sign-in';
import {
  type InProcessServer,
  openSocket,
  startInProcessServer,
  storeBackends,
} from './support/in-process-server';

/**
 * Finding 8 of the safe-by-default issue: one account opened 2,623 live rooms in 30 s. Now a
 * teacher has at most 3 open rooms: another one ends the teacher's oldest lobby nobody joined,
 * or, when every open room has children in it, is refused with a clear message. Replayed on the
 * one-process server (`npm start`), on Redis too when REDIS_URL is set.
 */

describe.each(storeBackends())('finding 8: live rooms per teacher on $name', ({ env }) => {
  let app: InProcessServer;
  beforeAll(async () => {
    app = await startInProcessServer(env);
  });
  afterAll(() => app?.close());

  /** A child tries to join: ok while the room is open, refused once it ended. */
  async function childJoins(code: string) {
    const child = await openSocket(app.url, { origin: app.publicUrl });
    try {
      const names = await attempt(child, 'room:suggest-names', { code, count: 1 });
      if (!names.ok) return names;
      const [name] = names.data.names;
      if (!name) throw new Error('no name suggested');
      return await attempt(child, 'room:join', {
        code,
        nickname: { kind: 'generated', adjective: name.adjective, animal: name.animal },
        character: 'cat',
      });
    } finally {
      child.disconnect();
    }
  }

  /** Opens three rooms one after another; their codes, oldest first. */
  async function threeRooms(socket: Socket): Promise<string[]> {
    const codes: string[] = [];
    for (let i = 0; i < 3; i++) {
      const ack = await attempt(socket, 'room:create', {});
      if (!ack.ok) throw new Error(ack.error.message);
      codes.push(ack.data.code);
    }
    return codes;
  }

  async function teacher() {
    const { accessToken } = await signInAsTeacher(app.url);
    return openSocket(app.url, { origin: app.publicUrl, token: accessToken });
  }

  it('When one account fires 60 room:create at once, then at most 3 of its rooms are open at the end', async () => {
    const socket = await teacher();
    // Spread over a few sockets of the same account, as a script would.
    const more = await Promise.all(
      [1, 2].map(() =>
        openSocket(app.url, {
          origin: app.publicUrl,
          token: (socket.auth as { token: string }).token,
        }),
      ),
    );
    const sockets = [socket, ...more];
    const acks = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        attempt(sockets[i % sockets.length] ?? socket, 'room:create', {}),
      ),
    );
    const codes = acks.flatMap((ack) => (ack.ok ? [ack.data.code] : []));
    expect(codes.length).toBeGreaterThan(0);
    // Every room but the last three was ended to make way (they were empty lobbies).
    const joins = await Promise.all(codes.map(childJoins));
    const open = joins.filter((answer) => answer.ok);
    expect(open.length).toBeLessThanOrEqual(3);
    for (const s of sockets) s.disconnect();
  });

  it('When all 3 open rooms have children in them, then a 4th is refused with a message saying what to do, and ending one makes room', async () => {
    const socket = await teacher();
    const codes = await threeRooms(socket);
    // A child in each room (the seat stays taken after the child's tablet goes to sleep).
    for (const code of codes) expect((await childJoins(code)).ok).toBe(true);
    const refused = await attempt(socket, 'room:create', {});
    expect(refused).toEqual({
      ok: false,
      error: {
        code: 'conflict',
        message: 'You already have 3 live sessions open. End one of them to start another.',
      },
    });
    expect((await attempt(socket, 'room:host-rejoin', { code: codes[0] ?? '' })).ok).toBe(true);
    expect((await attempt(socket, 'host:end', {})).ok).toBe(true);
    expect((await attempt(socket, 'room:create', {})).ok).toBe(true);
    socket.disconnect();
  });

  it('When a teacher opens a 4th room while one lobby is still empty, then that oldest empty lobby ends and the new room opens', async () => {
    const socket = await teacher();
    const codes = await threeRooms(socket);
    const fourth = await attempt(socket, 'room:create', {});
    expect(fourth.ok).toBe(true);
    expect(await childJoins(codes[0] ?? '')).toMatchObject({
      ok: false,
      error: { message: 'This session has ended.' },
    });
    expect((await childJoins(codes[1] ?? '')).ok).toBe(true);
    socket.disconnect();
  });
});
