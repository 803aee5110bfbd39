import { z } from 'zod';
import {
  answerPayloadSchema,
  createRoomPayloadSchema,
  emptyPayloadSchema,
  hostRejoinPayloadSchema,
  joinRoomPayloadSchema,
  playerActionPayloadSchema,
  questionActionPayloadSchema,
  rejoinRoomPayloadSchema,
  suggestNicknamesPayloadSchema,
} from './classroom/payloads';
import { roomServerEvents } from './classroom/view-schemas';
import type { Ack } from './errors';
import {
  answeredAckSchema,
  authenticatedAckSchema,
  authenticatePayloadSchema,
  joinAckSchema,
  okAckSchema,
  roomAckSchema,
  seatAckSchema,
  suggestNamesAckSchema,
} from './realtime/acks';

/**
 * Socket event contract: one table of zod schemas per direction. The Socket.IO event maps
 * (`ClientToServerEvents`, `ServerToClientEvents`) are derived from these tables, so the runtime
 * check and the static type cannot disagree. No socket.io import here: the server and the client
 * each build their own typed `Server<...>` / `Socket<...>` from these maps.
 *
 * Adding an event: add one entry to a table. A client event declares the payload the server
 * parses and the data its ack carries on success; every client event is emitted as
 * `(payload, ack)` and answered with `Ack<data>` (`{ ok: true, data } | { ok: false, error }`).
 * Event names read `domain:verb`.
 */

/** The definition of one client-to-server event: what the server parses, what its ack returns. */
export type ClientEventDefinition = { payload: z.ZodType; ack: z.ZodType };

function clientEvent<P extends z.ZodType, A extends z.ZodType>(definition: {
  payload: P;
  ack: A;
}): { payload: P; ack: A } {
  return definition;
}

/** A host command about the host's current room (the room the connection created or rejoined). */
const hostCommand = <P extends z.ZodType>(payload: P) => clientEvent({ payload, ack: okAckSchema });

/**
 * Client-to-server events. Who may send what is decided by the server from the connection: the
 * host is the verified access token of the handshake (`auth.token`), a student is the seat the
 * connection joined or rejoined; no payload names its sender.
 */
export const clientEvents = {
  /** A liveness probe; the ack carries the server's clock (ms since epoch). */
  'session:ping': clientEvent({
    payload: z.object({ sentAt: z.number().finite() }).strict(),
    ack: z.object({ serverTime: z.number() }).strict(),
  }),
  /** Host: a fresh access token for this connection (tokens expire; the socket need not). */
  'session:authenticate': clientEvent({
    payload: authenticatePayloadSchema,
    ack: authenticatedAckSchema,
  }),

  /** Host: open a room with these session options; the ack names its 6-digit code. */
  'room:create': clientEvent({ payload: createRoomPayloadSchema, ack: roomAckSchema }),
  /** Host: come back to a room of yours (after a reload or on another device). */
  'room:host-rejoin': clientEvent({ payload: hostRejoinPayloadSchema, ack: roomAckSchema }),

  /** Student: a few free generated nicknames for the room with this code. */
  'room:suggest-names': clientEvent({
    payload: suggestNicknamesPayloadSchema,
    ack: suggestNamesAckSchema,
  }),
  /** Student: take a seat; the ack carries the rejoin token the device keeps. */
  'room:join': clientEvent({ payload: joinRoomPayloadSchema, ack: joinAckSchema }),
  /** Student: back into the seat a rejoin token names (same score), on any node. */
  'room:rejoin': clientEvent({ payload: rejoinRoomPayloadSchema, ack: seatAckSchema }),
  /** Student: answer the open question. */
  'answer:submit': clientEvent({ payload: answerPayloadSchema, ack: answeredAckSchema }),

  /** Host: start the round (from the lobby). */
  'host:start': hostCommand(emptyPayloadSchema),
  /** Host: from closed question `questionIndex` to the next one (or the podium). */
  'host:next': hostCommand(questionActionPayloadSchema),
  /** Host: close open question `questionIndex` before its time is up. */
  'host:close': hostCommand(questionActionPayloadSchema),
  /** Host: drop open question `questionIndex` (its answers do not count) and move on. */
  'host:skip': hostCommand(questionActionPayloadSchema),
  'host:pause': hostCommand(emptyPayloadSchema),
  'host:resume': hostCommand(emptyPayloadSchema),
  'host:lock': hostCommand(emptyPayloadSchema),
  'host:unlock': hostCommand(emptyPayloadSchema),
  /** Host: remove a seat; it may join again with a new seat. */
  'host:kick': hostCommand(playerActionPayloadSchema),
  /** Host: remove a seat for good (its device cannot join this room again). */
  'host:ban': hostCommand(playerActionPayloadSchema),
  /** Host: end the session (early, or after the podium). */
  'host:end': hostCommand(emptyPayloadSchema),
  /** Host: a new round from the podium with the same room and seats. */
  'host:play-again': hostCommand(emptyPayloadSchema),
} as const satisfies Record<string, ClientEventDefinition>;

/**
 * Server-to-client events, each with the schema of its single payload argument. The room events
 * are the reducer's per-role views (`classroom/view-schemas.ts`): `room:host`, `room:progress`
 * and `room:player` reach only the host; `room:state` every student; `room:you` and
 * `room:removed` one seat; `room:podium` everyone.
 */
export const serverEvents = {
  /** Sent after every accepted connection; `recovered` says whether the session state survived. */
  'session:welcome': z.object({ serverTime: z.number(), recovered: z.boolean() }).strict(),
  ...roomServerEvents,
} as const satisfies Record<string, z.ZodType>;

export type ClientEventName = keyof typeof clientEvents;
export type ServerEventName = keyof typeof serverEvents;

/** A client event's payload as the server sees it after parsing. */
export type ClientPayload<E extends ClientEventName> = z.output<
  (typeof clientEvents)[E]['payload']
>;
/** A client event's payload as a client sends it (before defaults and transforms). */
export type ClientPayloadInput<E extends ClientEventName> = z.input<
  (typeof clientEvents)[E]['payload']
>;
/** What a client event's ack carries on success. */
export type ClientAckData<E extends ClientEventName> = z.output<(typeof clientEvents)[E]['ack']>;
/** A server event's payload. */
export type ServerPayload<E extends ServerEventName> = z.input<(typeof serverEvents)[E]>;

/** The ack callback of a client event. */
export type AckCallback<E extends ClientEventName> = (response: Ack<ClientAckData<E>>) => void;

/** Socket.IO event map for what clients emit: every event takes `(payload, ack)`. */
export type ClientToServerEvents = {
  [E in ClientEventName]: (payload: ClientPayloadInput<E>, ack: AckCallback<E>) => void;
};

/** Socket.IO event map for what the server emits: every event takes one payload. */
export type ServerToClientEvents = {
  [E in ServerEventName]: (payload: ServerPayload<E>) => void;
};

/**
 * Whether a wire event name is a declared client event. Uses own properties only, so names such as
 * `__proto__` or `toString` are unknown events, not table lookups.
 */
export function isClientEventName(name: unknown): name is ClientEventName {
  return typeof name === 'string' && Object.hasOwn(clientEvents, name);
}
