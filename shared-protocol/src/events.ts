import { z } from 'zod';
import type { Ack } from './errors';

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

/** Client-to-server events. The live-engine issue fills the table. */
export const clientEvents = {
  /** A liveness probe; the ack carries the server's clock (ms since epoch). */
  'session:ping': clientEvent({
    payload: z.object({ sentAt: z.number().finite() }).strict(),
    ack: z.object({ serverTime: z.number() }).strict(),
  }),
} as const satisfies Record<string, ClientEventDefinition>;

/** Server-to-client events, each with the schema of its single payload argument. */
export const serverEvents = {
  /** Sent after every accepted connection; `recovered` says whether the session state survived. */
  'session:welcome': z.object({ serverTime: z.number(), recovered: z.boolean() }).strict(),
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
