import { z } from 'zod';

/**
 * Socket event schemas, one table per direction. The Socket.IO event maps are derived from
 * these tables so the runtime check and the static type cannot disagree. The live-engine issue
 * fills them; the foundation carries one round trip to prove the wiring.
 */
export const clientEvents = {
  /** A liveness probe with an ack; the server answers with its clock. */
  'session:ping': z.object({ sentAt: z.number().finite() }).strict(),
} as const;

export const serverEvents = {
  /** Sent once after a connection is accepted. */
  'session:welcome': z.object({ serverTime: z.number(), recovered: z.boolean() }).strict(),
} as const;

export type ClientEventName = keyof typeof clientEvents;
export type ServerEventName = keyof typeof serverEvents;
export type ClientPayload<E extends ClientEventName> = z.infer<(typeof clientEvents)[E]>;
export type ServerPayload<E extends ServerEventName> = z.infer<(typeof serverEvents)[E]>;

/** What each client event's ack carries on success. */
export type ClientAckData = {
  'session:ping': { serverTime: number };
};
