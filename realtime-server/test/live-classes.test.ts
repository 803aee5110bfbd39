import { randomUUID } from 'node:crypto';
import type { HostGrant, HostGrantRequest } from '@ttc/shared-protocol/api/host-grant';
import type { SessionResults } from '@ttc/shared-protocol/classroom/results';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { HostGrants } from '../src/auth/host-grants';
import { toResultsPayload } from '../src/results/results-payload';
import { sessionIndex } from '../src/room/session-purge';
import { EventLog, openSocket, send, sendOk } from './support/classroom-client';
import { backends, createHarness, RecordingSink } from './support/live-harness';

const CLASS_ID = randomUUID();
const TEACHER = randomUUID();
const ROSTER = [
  { id: randomUUID(), nickname: 'Mia', character: 'cat' as const },
  { id: randomUUID(), nickname: 'Leo', character: 'owl' as const },
  { id: randomUUID(), nickname: 'Ian', character: 'bear' as const },
];
const CLASS = { id: CLASS_ID, name: 'Room 4', language: 'en' as const, roster: ROSTER };

/** The API's answers, as a fake: every request is kept. */
function fakeGrants(answer: (request: HostGrantRequest) => HostGrant | Promise<HostGrant>) {
  const requests: HostGrantRequest[] = [];
  const grants: HostGrants = async (request) => {
    requests.push(request);
    return answer(request);
  };
  return { grants, requests };
}

const teacherGrants = () =>
  fakeGrants((request) =>
    request.classId === undefined
      ? { allowed: true, class: null }
      : request.classId === CLASS_ID
        ? { allowed: true, class: CLASS }
        : { allowed: false, reason: 'class_not_found' },
  );

/** A sink that also forgets, like the outbox. */
class DiscardingSink extends RecordingSink {
  readonly discarded: string[] = [];
  async discard(sessionIds: readonly string[]): Promise<void> {
    this.discarded.push(...sessionIds);
  }
}

describe.each(backends(process.env.REDIS_URL))('class rooms on $name', ({ redisUrl }) => {
  const harness = createHarness(redisUrl);
  afterEach(() => harness.cleanup());
  afterAll(() => harness.dropKeys());

  async function classRoom(sink = harness.sink) {
    const { grants, requests } = teacherGrants();
    const node = await harness.node({ hostGrants: grants, resultsSink: sink });
    const host = await harness.host(node.url, TEACHER);
    const created = await sendOk(host.socket, 'room:create', {
      options: { classId: CLASS_ID, questionCount: 1, secondsPerQuestion: 60 },
    });
    return { node, host, requests, ...created };
  }

  it('[LC1] When the API refuses a host (not a teacher, no plan, not their class), then room:create answers why and no room opens', async () => {
    const answers: HostGrant[] = [
      { allowed: false, reason: 'not_teacher' },
      { allowed: false, reason: 'plan_required' },
      { allowed: false, reason: 'class_not_found' },
    ];
    let next = 0;
    const { grants, requests } = fakeGrants(() => answers[next++] as HostGrant);
    const node = await harness.node({ hostGrants: grants });
    const host = await harness.host(node.url, TEACHER);
    expect(await send(host.socket, 'room:create', {})).toEqual({
      ok: false,
      error: { code: 'forbidden', message: 'Only teacher accounts can host a live session.' },
    });
    expect(await send(host.socket, 'room:create', {})).toMatchObject({
      ok: false,
      error: { code: 'forbidden', message: expect.stringContaining('plan') },
    });
    expect(await send(host.socket, 'room:create', { options: { classId: randomUUID() } })).toEqual({
      ok: false,
      error: { code: 'not_found', message: 'This class cannot be found.' },
    });
    expect(requests.map((r) => r.userId)).toEqual([TEACHER, TEACHER, TEACHER]);
    expect(requests[2]?.classId).toBeDefined();
    expect(await node.handle.store.indexMembers(`host:${TEACHER}`)).toEqual([]);
  });

  it('[LC2] When the API cannot be asked, then room:create answers unavailable and no room opens unchecked', async () => {
    const { grants } = fakeGrants(() => Promise.reject(new Error('ECONNREFUSED')));
    const node = await harness.node({ hostGrants: grants });
    const host = await harness.host(node.url, TEACHER);
    expect(await send(host.socket, 'room:create', {})).toMatchObject({
      ok: false,
      error: { code: 'unavailable' },
    });
    expect(host.log.events.some((e) => e.event === 'room:host')).toBe(false);
  });

  it('[LC3] When no grant check is configured, then any verified host hosts an open room, but no class room', async () => {
    const node = await harness.node({ hostGrants: null });
    const host = await harness.host(node.url, TEACHER);
    expect((await send(host.socket, 'room:create', {})).ok).toBe(true);
    const other = await harness.host(node.url, randomUUID());
    expect(
      await send(other.socket, 'room:create', { options: { classId: CLASS_ID } }),
    ).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });

  it('[LC4] When a class room runs, then a device with the code sees the roster, taps its child, a second device cannot take that child, and the results name the class and each child', async () => {
    const { node, host, code, requests } = await classRoom();
    expect(requests).toEqual([{ userId: TEACHER, classId: CLASS_ID }]);
    const lobby = await host.log.waitFor('room:host');
    expect(lobby.classroom).toMatchObject({ id: CLASS_ID, name: 'Room 4' });
    expect(lobby.classroom?.roster.map((c) => c.nickname)).toEqual(['Mia', 'Leo', 'Ian']);

    const mia = harness.track({ socket: await openSocket(node.url) });
    const offered = await sendOk(mia.socket, 'room:suggest-names', { code });
    expect(offered.names).toEqual([]);
    expect(offered.classroom).toEqual({
      name: 'Room 4',
      roster: ROSTER.map((c) => ({ ...c, id: undefined, childId: c.id, taken: false })).map(
        ({ id: _id, ...rest }) => rest,
      ),
    });
    // The character sent does not matter: the seat is the child's.
    const seat = await sendOk(mia.socket, 'room:join', {
      code,
      nickname: { kind: 'roster', childId: ROSTER[0]?.id ?? '' },
      character: 'dino',
    });
    expect(seat).toMatchObject({ nickname: 'Mia', character: 'cat' });
    const delta = await host.log.waitFor('room:player', (d) => d.playerCount === 1);
    expect(delta.player.childId).toBe(ROSTER[0]?.id);

    const other = harness.track({ socket: await openSocket(node.url) });
    const after = await sendOk(other.socket, 'room:suggest-names', { code });
    expect(after.classroom?.roster.map((c) => c.taken)).toEqual([true, false, false]);
    expect(
      await send(other.socket, 'room:join', {
        code,
        nickname: { kind: 'roster', childId: ROSTER[0]?.id ?? '' },
        character: 'cat',
      }),
    ).toEqual({ ok: false, error: { code: 'conflict', message: 'This name is already taken.' } });
    expect(
      await send(other.socket, 'room:join', {
        code,
        nickname: { kind: 'typed', text: 'Sam' },
        character: 'cat',
      }),
    ).toMatchObject({ ok: false, error: { message: 'Tap your picture in the class list.' } });
    await sendOk(other.socket, 'room:join', {
      code,
      nickname: { kind: 'roster', childId: ROSTER[1]?.id ?? '' },
      character: 'cat',
    });

    await sendOk(host.socket, 'host:start', {});
    await host.log.waitFor('room:host', (v) => v.phase === 'question-open');
    await sendOk(host.socket, 'host:end', {});
    await expect.poll(() => harness.sink.results.length).toBe(1);
    const results = harness.sink.results[0] as SessionResults;
    const payload = toResultsPayload(results);
    if (payload.kind !== 'send') throw new Error('results skipped');
    expect(payload.body.classId).toBe(CLASS_ID);
    expect('classId' in payload.body.options).toBe(false);
    expect(Object.fromEntries(payload.body.players.map((p) => [p.nickname, p.childId]))).toEqual({
      Mia: ROSTER[0]?.id,
      Leo: ROSTER[1]?.id,
    });
  });

  it('[LC5] When a device has not got the code (a wrong code, or the right code with a wrong QR key), then it never sees the roster nor takes a seat, and seated children get no roster either', async () => {
    const { node, code } = await classRoom();
    const wrongCode = code === '000000' ? '000001' : '000000';
    const stranger = harness.track({ socket: await openSocket(node.url) });
    const log = new EventLog(stranger.socket);
    for (const attempt of [{ code: wrongCode }, { code, key: 'A'.repeat(22) }]) {
      expect(await send(stranger.socket, 'room:suggest-names', attempt)).toMatchObject({
        ok: false,
        error: { code: 'not_found' },
      });
      expect(
        await send(stranger.socket, 'room:join', {
          ...attempt,
          nickname: { kind: 'roster', childId: ROSTER[2]?.id ?? '' },
          character: 'bear',
        }),
      ).toMatchObject({ ok: false, error: { code: 'not_found' } });
    }
    const rooms = await node.handle.rooms.load(code);
    expect(rooms?.activeCount).toBe(0);
    expect(JSON.stringify(log.events)).not.toContain('Ian');

    const leo = harness.track({ socket: await openSocket(node.url) });
    const leoLog = new EventLog(leo.socket);
    await sendOk(leo.socket, 'room:join', {
      code,
      nickname: { kind: 'roster', childId: ROSTER[1]?.id ?? '' },
      character: 'owl',
    });
    await leoLog.waitFor('room:state');
    // A child's views name itself, never the rest of the roster.
    expect(JSON.stringify(leoLog.events)).not.toMatch(/Mia|Ian/);
  });

  it('[LC6] When a finished session is purged, then its room and its waiting results go, and a room that moved on to a new round stays', async () => {
    const sink = new DiscardingSink();
    const { node, host, code, sessionId } = await classRoom(sink);
    const mia = harness.track({ socket: await openSocket(node.url) });
    await sendOk(mia.socket, 'room:join', {
      code,
      nickname: { kind: 'roster', childId: ROSTER[0]?.id ?? '' },
      character: 'cat',
    });
    await sendOk(host.socket, 'host:start', {});
    await host.log.waitFor('room:host', (v) => v.phase === 'question-open');
    await sendOk(host.socket, 'host:close', { questionIndex: 0 });
    await sendOk(host.socket, 'host:next', { questionIndex: 0 });
    await expect.poll(() => sink.results.length).toBe(1);
    expect(await node.handle.store.indexMembers(sessionIndex(sessionId))).toEqual([code]);

    // A second room, whose finished round is followed by a new one: it is not that session's.
    const other = await harness.host(node.url, TEACHER);
    const again = await sendOk(other.socket, 'room:create', {
      options: { classId: CLASS_ID, questionCount: 1 },
    });
    const leo = harness.track({ socket: await openSocket(node.url) });
    await sendOk(leo.socket, 'room:join', {
      code: again.code,
      nickname: { kind: 'roster', childId: ROSTER[1]?.id ?? '' },
      character: 'owl',
    });
    await sendOk(other.socket, 'host:start', {});
    await other.log.waitFor('room:host', (v) => v.phase === 'question-open');
    await sendOk(other.socket, 'host:close', { questionIndex: 0 });
    await sendOk(other.socket, 'host:next', { questionIndex: 0 });
    await other.log.waitFor('room:host', (v) => v.phase === 'podium');
    await sendOk(other.socket, 'host:play-again', {});
    await expect.poll(() => sink.results.length).toBe(2);
    const firstRound = sink.results[1]?.sessionId ?? '';

    await node.handle.purgeSessions([sessionId, firstRound, 'not-a-session-id']);
    expect(await node.handle.rooms.load(code)).toBeNull();
    expect(await node.handle.store.indexMembers(sessionIndex(sessionId))).toEqual([]);
    expect((await node.handle.rooms.load(again.code))?.round).toBe(2);
    expect(sink.discarded.sort()).toEqual([sessionId, firstRound].sort());
    // The purged room is gone for its devices too.
    expect(await send(mia.socket, 'room:suggest-names', { code })).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
  });

  it('[LC7] When an adaptive class room runs, then each roster child plays at the level the API gave (a level the device sends does not override it) and gets its own level question in its own view', async () => {
    const levels = [3, 8, 1];
    const { grants } = fakeGrants(() => ({
      allowed: true,
      class: { ...CLASS, roster: ROSTER.map((child, i) => ({ ...child, level: levels[i] })) },
    }));
    const node = await harness.node({ hostGrants: grants });
    const host = await harness.host(node.url, TEACHER);
    const { code } = await sendOk(host.socket, 'room:create', {
      options: { classId: CLASS_ID, adaptive: true, questionCount: 1, secondsPerQuestion: 60 },
    });
    const seats = [];
    for (const [i, level] of [
      [0, 11],
      [1, undefined],
    ] as const) {
      const device = harness.track({ socket: await openSocket(node.url) });
      const log = new EventLog(device.socket);
      const offered = await sendOk(device.socket, 'room:suggest-names', { code });
      expect(offered.adaptive).toBe(true);
      await sendOk(device.socket, 'room:join', {
        code,
        nickname: { kind: 'roster', childId: ROSTER[i]?.id ?? '' },
        character: 'cat',
        ...(level !== undefined ? { level } : {}),
      });
      seats.push(log);
    }
    await sendOk(host.socket, 'host:start', {});
    const board = await host.log.waitFor('room:host', (v) => v.phase === 'question-open');
    const own = [];
    for (const log of seats) {
      own.push(await log.waitFor('room:you', (you) => you.question?.index === 0));
    }
    expect(own.map((you) => you.level)).toEqual([3, 8]);
    expect(own.map((you) => you.question?.level)).toEqual([3, 8]);
    expect(own[0]?.question?.options).not.toEqual(own[1]?.question?.options);
    // The board keeps the class question.
    expect(board.question?.question.level).toBeUndefined();
  });
});
