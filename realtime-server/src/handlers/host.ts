import { type HostGrant, hostGrantRequestSchema } from '@ttc/shared-protocol/api/host-grant';
import { Refusal, refusal } from '@ttc/shared-protocol/classroom/refusals';
import type { HostActor, RoomEvent } from '@ttc/shared-protocol/classroom/room-events';
import type { RoomClass } from '@ttc/shared-protocol/classroom/roster';
import { Rule } from '@ttc/shared-protocol/classroom/rules';
import { type Ack, ackError, ackOk, ErrorCode } from '@ttc/shared-protocol/errors';
import type { ClientEventName, ClientPayload } from '@ttc/shared-protocol/events';
import { HOST_GRANT_UNCHECKED, HOST_REFUSAL_ACKS } from '@ttc/shared-protocol/realtime/host-grants';
import { hostSessionLive } from '../auth/host-sessions';
import { HostTokenError } from '../auth/host-token';
import { OneAtATime } from '../one-at-a-time';
import { newJoinKey, newSeed, newSessionId } from '../room/codes';
import { makeRoomForAnother, rememberHostRoom } from '../room/host-rooms';
import { type RoomContext, refusalAck } from '../room/room-context';
import { hostRoom } from '../room/socket-rooms';
import type { RealtimeSocket } from '../socket-types';
import type { ClientEventTable } from './client-event';

/**
 * The host behind this connection, checked on every host action: a verified, unexpired token
 * whose sign-in session is still live (a few seconds of cache).
 */
export async function hostActor(
  socket: RealtimeSocket,
  context: RoomContext,
): Promise<HostActor | Ack<never>> {
  const host = socket.data.host;
  if (!host) return ackError(ErrorCode.Unauthorized, 'Sign in to host a session.');
  if (host.expiresAt <= context.now()) {
    return ackError(ErrorCode.Unauthorized, 'Your sign-in has expired. Sign in again.');
  }
  const live = await hostSessionLive(context.sessionLiveness, host);
  if (live === 'unknown') return ackError(ErrorCode.Unavailable, SIGN_IN_UNCHECKED);
  // The sweep (auth/host-sessions.ts) closes this connection within its next round.
  if (!live) return ackError(ErrorCode.Unauthorized, SIGN_IN_ENDED);
  return { role: 'host', userId: host.userId };
}

const SIGN_IN_UNCHECKED = 'Sign-in cannot be checked right now.';
const SIGN_IN_ENDED = 'This sign-in has ended. Sign in again.';

function isActor(value: HostActor | Ack<never>): value is HostActor {
  return 'role' in value;
}

/** Host commands about the connection's room, each a payload -> room event. */
const COMMANDS = {
  'host:start': (actor) => ({ type: 'start', actor, seed: newSeed() }),
  'host:next': (actor, p: ClientPayload<'host:next'>) => ({
    type: 'next',
    actor,
    questionIndex: p.questionIndex,
  }),
  'host:close': (actor, p: ClientPayload<'host:close'>) => ({
    type: 'close',
    actor,
    questionIndex: p.questionIndex,
  }),
  'host:skip': (actor, p: ClientPayload<'host:skip'>) => ({
    type: 'skip',
    actor,
    questionIndex: p.questionIndex,
  }),
  'host:pause': (actor) => ({ type: 'pause', actor }),
  'host:resume': (actor) => ({ type: 'resume', actor }),
  'host:lock': (actor) => ({ type: 'lock', actor }),
  'host:unlock': (actor) => ({ type: 'unlock', actor }),
  'host:kick': (actor, p: ClientPayload<'host:kick'>) => ({
    type: 'kick',
    actor,
    playerId: p.playerId,
  }),
  'host:ban': (actor, p: ClientPayload<'host:ban'>) => ({
    type: 'ban',
    actor,
    playerId: p.playerId,
  }),
  'host:end': (actor) => ({ type: 'end', actor }),
  'host:play-again': (actor) => ({ type: 'play-again', actor, sessionId: newSessionId() }),
} satisfies Partial<Record<ClientEventName, (actor: HostActor, payload: never) => RoomEvent>>;

type CommandName = keyof typeof COMMANDS;

/** The teacher's events: authenticate, create, come back, and the commands of a running room. */
export function registerHostHandlers(events: ClientEventTable, context: RoomContext): void {
  events.on('session:authenticate', async ({ token }, socket) => {
    try {
      const host = await context.verifyHostToken(token);
      const current = socket.data.host;
      // A connection hosts for one user: a token of someone else cannot take it over.
      if (current && current.userId !== host.userId) {
        return ackError(ErrorCode.Forbidden, 'This connection belongs to another teacher.');
      }
      const live = await hostSessionLive(context.sessionLiveness, host);
      if (live === 'unknown') return ackError(ErrorCode.Unavailable, SIGN_IN_UNCHECKED);
      if (!live) return ackError(ErrorCode.Unauthorized, SIGN_IN_ENDED);
      socket.data.host = host;
      return ackOk({ userId: host.userId, expiresAt: host.expiresAt });
    } catch (error) {
      if (error instanceof HostTokenError && error.reason === 'unavailable') {
        return ackError(ErrorCode.Unavailable, 'Sign-in cannot be checked right now.');
      }
      return ackError(ErrorCode.Unauthorized, 'This sign-in is not valid. Sign in again.');
    }
  });

  // One teacher's creates run one after another on this node, so two at once cannot both slip
  // under the limit on open rooms.
  const creating = new OneAtATime();
  events.on('room:create', async ({ options }, socket) => {
    const actor = await hostActor(socket, context);
    if (!isActor(actor)) return actor;
    return creating.run(actor.userId, () => createRoom(actor, options, socket));
  });

  async function createRoom(
    actor: HostActor,
    options: ClientPayload<'room:create'>['options'],
    socket: RealtimeSocket,
  ) {
    const granted = await grantFor(context, actor, options.classId);
    if ('refused' in granted) return granted.refused;
    const full = await makeRoomForAnother(context, actor);
    if (full) return full;
    const result = await context.rooms.create(
      (code) => ({
        type: 'create',
        actor,
        code,
        sessionId: newSessionId(),
        joinKey: newJoinKey(),
        options,
        ...(granted.classroom ? { classroom: granted.classroom } : {}),
      }),
      async (accepted) => {
        await takeHostSeat(socket, accepted.state.code);
      },
    );
    if ('error' in result) return refusalAck(result);
    await rememberHostRoom(context, result.state);
    await context.timers.serve(result.state.code);
    return ackOk({ code: result.state.code, sessionId: result.state.sessionId });
  }

  events.on('room:host-rejoin', async ({ code }, socket) => {
    const actor = await hostActor(socket, context);
    if (!isActor(actor)) return actor;
    const result = await context.rooms.dispatch(code, { type: 'reconnect', actor }, async () => {
      await takeHostSeat(socket, code);
    });
    // Another teacher's room is answered as no room at all: a signed-in account must not learn
    // which codes are live by trying them here.
    if ('error' in result && result.error.reason === Refusal.forbidden) {
      return refusalAck(refusal(Refusal.roomNotFound, Rule.create));
    }
    if ('error' in result) return refusalAck(result);
    await context.timers.serve(code);
    return ackOk({ code, sessionId: result.state.sessionId });
  });

  for (const name of Object.keys(COMMANDS) as CommandName[]) {
    const build = COMMANDS[name] as (actor: HostActor, payload: unknown) => RoomEvent;
    events.on(name, async (payload, socket) => {
      const actor = await hostActor(socket, context);
      if (!isActor(actor)) return actor;
      const code = socket.data.hostCode;
      if (!code) return ackError(ErrorCode.NotFound, 'Open or rejoin a room first.');
      const result = await context.rooms.dispatch(code, build(actor, payload));
      return 'error' in result ? refusalAck(result) : ackOk({});
    });
  }
}

/**
 * Whether this host may open a room, asked of the API (issue 14), and the class's roster when the
 * room is for a class. Without a grant check configured every verified host may host, and no
 * room can be for a class (there is nobody to ask for its roster).
 */
async function grantFor(
  context: RoomContext,
  actor: HostActor,
  classId: string | undefined,
): Promise<{ classroom: RoomClass | null } | { refused: Ack<never> }> {
  const refused = (answer: { code: ErrorCode; message: string }) => ({
    refused: ackError(answer.code, answer.message),
  });
  if (!context.hostGrants) {
    return classId ? refused(HOST_REFUSAL_ACKS.class_not_found) : { classroom: null };
  }
  // A token without an account id (a development token) has no role to be a teacher by.
  if (!hostGrantRequestSchema.shape.userId.safeParse(actor.userId).success) {
    return refused(HOST_REFUSAL_ACKS.not_teacher);
  }
  let grant: HostGrant;
  try {
    grant = await context.hostGrants({ userId: actor.userId, ...(classId ? { classId } : {}) });
  } catch (error) {
    context.logger.warn({ err: error }, 'Hosting could not be checked with the API');
    return refused(HOST_GRANT_UNCHECKED);
  }
  if (!grant.allowed) return refused(HOST_REFUSAL_ACKS[grant.reason]);
  if (!classId) return { classroom: null };
  // The API answered for another class (or none): nothing to run the room for.
  if (grant.class?.id !== classId) return refused(HOST_REFUSAL_ACKS.class_not_found);
  return {
    classroom: {
      id: grant.class.id,
      name: grant.class.name,
      roster: grant.class.roster.map((child) => ({
        childId: child.id,
        nickname: child.nickname,
        character: child.character,
        // Each child at their own level: the child's current level from the API.
        ...(child.level !== undefined ? { level: child.level } : {}),
      })),
    },
  };
}

/** This connection now hosts `code`: into its host room (out of an earlier one). */
async function takeHostSeat(socket: RealtimeSocket, code: string) {
  const previous = socket.data.hostCode;
  if (previous && previous !== code) await socket.leave(hostRoom(previous));
  await socket.join(hostRoom(code));
  socket.data.hostCode = code;
}
