import type { Effect } from './effects';
import { emitHost } from './emit';
import { sessionOptionsSchema } from './options';
import type { ReduceResult } from './outcome';
import { Refusal, refusal } from './refusals';
import type { RoomEventOf } from './room-events';
import { type RoomClass, roomClassSchema } from './roster';
import { Rule } from './rules';
import type { RoomState } from './state';

const CODE = /^\d{6}$/;
const JOIN_KEY = /^[A-Za-z0-9_-]{22,64}$/;
const MAX_ID_LENGTH = 128;

/** Rules R1, R2: a new room in the lobby. */
export function createRoom(
  existing: RoomState | null,
  event: RoomEventOf<'create'>,
  now: number,
): ReduceResult {
  if (existing) return refusal(Refusal.roomExists, Rule.create);
  const { actor } = event;
  if (actor.role !== 'host' || typeof actor.userId !== 'string' || actor.userId === '') {
    return refusal(Refusal.forbidden, Rule.hostOnly);
  }
  if (typeof event.code !== 'string' || !CODE.test(event.code)) {
    return refusal(Refusal.invalidEvent, Rule.create);
  }
  if (
    typeof event.sessionId !== 'string' ||
    event.sessionId === '' ||
    event.sessionId.length > MAX_ID_LENGTH
  ) {
    return refusal(Refusal.invalidEvent, Rule.create);
  }
  if (event.joinKey !== undefined && !JOIN_KEY.test(String(event.joinKey))) {
    return refusal(Refusal.invalidEvent, Rule.create);
  }
  const options = sessionOptionsSchema.safeParse(event.options);
  if (!options.success) return refusal(Refusal.invalidOptions, Rule.options);
  // A class room exactly when the options name a class, with that class's roster (rule R41).
  let classroom: RoomClass | undefined;
  if (event.classroom !== undefined || options.data.classId !== undefined) {
    const parsed = roomClassSchema.safeParse(event.classroom);
    if (!parsed.success || parsed.data.id !== options.data.classId) {
      return refusal(Refusal.invalidEvent, Rule.create);
    }
    classroom = parsed.data;
  }
  const state: RoomState = {
    schema: 1,
    version: 1,
    code: event.code,
    joinKey: event.joinKey ?? null,
    hostId: actor.userId,
    sessionId: event.sessionId,
    round: 1,
    options: options.data,
    ...(classroom ? { classroom } : {}),
    createdAt: now,
    updatedAt: now,
    locked: false,
    hostConnected: true,
    players: {},
    nextSeq: 1,
    activeCount: 0,
    connectedCount: 0,
    nicknames: {},
    questions: [],
    answers: [],
    summaries: [],
    top: [],
    timer: null,
    stage: { phase: 'lobby' },
    startedAt: null,
    stats: null,
    persisted: false,
  };
  const effects: Effect[] = [];
  emitHost(state, effects);
  return { state, effects, ack: { kind: 'created', code: state.code, sessionId: state.sessionId } };
}
