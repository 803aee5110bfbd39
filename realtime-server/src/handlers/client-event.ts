import { type Ack, ackError, defaultErrorMessage, ErrorCode } from '@ttc/shared-protocol/errors';
import {
  type ClientAckData,
  type ClientEventName,
  type ClientPayload,
  clientEvents,
} from '@ttc/shared-protocol/events';
import type { HandlerContext } from '../handler-context';
import { isRedisUnavailable } from '../redis-client';
import type { RealtimeSocket } from '../socket-types';
import { fastPayloadChecks } from './fast-payloads';
import type { Guards } from './guards';
import { validationMessage } from './validation-message';

/**
 * A client event's business logic: gets the parsed payload, returns the ack. Returning an error
 * ack (`ackError(code, message)`) is how a handler refuses; a throw becomes `internal`, or
 * `unavailable` when Redis could not be reached.
 */
export type ClientEventHandler<E extends ClientEventName> = (
  payload: ClientPayload<E>,
  socket: RealtimeSocket,
) => Ack<ClientAckData<E>> | Promise<Ack<ClientAckData<E>>>;

/** What a client hears while Redis is away: nothing is wrong with what it sent. */
export const REDIS_UNAVAILABLE_MESSAGE =
  'Live rooms cannot be reached right now. Try again in a moment.';

/** Socket.IO hands a listener whatever the client sent, so the raw listener takes unknown args. */
type RawListener = (...args: unknown[]) => void;
type RawSocket = { on(event: string, listener: RawListener): unknown };

type Entry = {
  schema: { safeParse(data: unknown): SafeParse };
  /** The event's hand-written check, where it has one (fast-payloads.ts); zod when it answers undefined. */
  fast: ((data: unknown) => unknown) | undefined;
  handler: AnyHandler;
};
type SafeParse = { success: true; data: unknown } | { success: false; error: unknown };
type AnyHandler = (payload: never, socket: RealtimeSocket) => Ack<unknown> | Promise<Ack<unknown>>;

/**
 * Runs one client event with the shared contract around it:
 * - the payload is parsed with the event's schema; invalid -> `validation_failed` ack;
 * - exactly one payload argument, plus the ack callback (a missing ack never throws: the handler
 *   still runs, its answer is dropped);
 * - Redis unreachable (`isRedisUnavailable`) -> `unavailable` ack: not now, try again; the
 *   outage itself is logged once by the Redis client;
 * - any other exception -> `internal` ack and an error log line, never a crash.
 */
function runClientEvent(
  socket: RealtimeSocket,
  event: string,
  entry: Entry,
  context: HandlerContext,
  args: readonly unknown[],
  from = 0,
): void {
  // No closure and no array per event (each named closure also costs a defineProperty in the
  // bundle, built with keepNames): an answer burst runs this once per student.
  const last = args[args.length - 1];
  const ack = typeof last === 'function' ? (last as AckFn) : undefined;
  const payloads = args.length - from - (ack ? 1 : 0);

  if (payloads !== 1) {
    context.counters.validationFailures += 1;
    const message = 'Send exactly one payload with the event.';
    sendAck(context, socket, event, ack, ackError(ErrorCode.ValidationFailed, message));
    return;
  }
  const payload = args[from];
  const fast = entry.fast?.(payload);
  const parsed: SafeParse =
    fast !== undefined ? { success: true, data: fast } : entry.schema.safeParse(payload);
  if (!parsed.success) {
    context.counters.validationFailures += 1;
    context.logger.debug({ event, socketId: socket.id }, 'Socket payload refused');
    sendAck(
      context,
      socket,
      event,
      ack,
      ackError(
        ErrorCode.ValidationFailed,
        validationMessage(parsed.error as Parameters<typeof validationMessage>[0]),
      ),
    );
    return;
  }
  try {
    Promise.resolve(entry.handler(parsed.data as never, socket)).then(
      (response) => sendAck(context, socket, event, ack, response),
      (error: unknown) => handlerFailed(context, socket, event, ack, error),
    );
  } catch (error) {
    handlerFailed(context, socket, event, ack, error);
  }
}

type AckFn = (response: unknown) => void;

/** Calls the client's ack (if it sent one); a failing ack is logged, never thrown. */
function sendAck(
  context: HandlerContext,
  socket: RealtimeSocket,
  event: string,
  ack: AckFn | undefined,
  response: Ack<unknown>,
): void {
  if (!ack) return;
  try {
    ack(response);
  } catch (error) {
    context.logger.warn({ err: error, event, socketId: socket.id }, 'Sending an ack failed');
  }
}

/** A handler threw or rejected: `unavailable` when Redis is away, else `internal` (logged). */
function handlerFailed(
  context: HandlerContext,
  socket: RealtimeSocket,
  event: string,
  ack: AckFn | undefined,
  error: unknown,
): void {
  const { logger } = context;
  if (isRedisUnavailable(error)) {
    logger.debug({ err: error, event, socketId: socket.id }, 'Socket action: Redis unavailable');
    sendAck(
      context,
      socket,
      event,
      ack,
      ackError(ErrorCode.Unavailable, REDIS_UNAVAILABLE_MESSAGE),
    );
    return;
  }
  context.counters.internalErrors += 1;
  logger.error({ err: error, event, socketId: socket.id }, 'Socket handler failed');
  sendAck(context, socket, event, ack, ackError(ErrorCode.Internal, defaultErrorMessage.internal));
}

function entryOf<E extends ClientEventName>(event: E, handler: ClientEventHandler<E>): Entry {
  // The schema table and the handler are keyed by the same event, so the parsed data is this
  // event's payload; TypeScript cannot follow the correlation through the lookup.
  return {
    schema: clientEvents[event].payload as Entry['schema'],
    fast: fastPayloadChecks[event] as Entry['fast'],
    handler: handler as AnyHandler,
  };
}

/**
 * Registers one client event on one connection (see `runClientEvent` for the contract). The
 * server itself uses a `ClientEventTable`, which costs a connection no listener per event.
 */
export function onClientEvent<E extends ClientEventName>(
  socket: RealtimeSocket,
  event: E,
  context: HandlerContext,
  handler: ClientEventHandler<E>,
): void {
  const entry = entryOf(event, handler);
  (socket as unknown as RawSocket).on(event, (...args) =>
    runClientEvent(socket, event, entry, context, args),
  );
}

/**
 * Every client event's handler, built once per server. A connection is wired to all of them by
 * one middleware (`attach`) instead of a listener (and a closure) per event and connection: 20
 * listeners cost a connected student several KiB of heap.
 */
export class ClientEventTable {
  readonly #entries = new Map<string, Entry>();
  readonly #context: HandlerContext;

  constructor(context: HandlerContext) {
    this.#context = context;
  }

  /** The handler of `event` (one per event; a second registration replaces the first). */
  on<E extends ClientEventName>(event: E, handler: ClientEventHandler<E>): void {
    this.#entries.set(event, entryOf(event, handler));
  }

  /**
   * Wires one connection. `guards.admit` runs first on every packet (false: dropped, already
   * answered); an event the table does not know is shown to `guards.unknown`, then goes on to the
   * socket's own listeners.
   */
  attach(socket: RealtimeSocket, guards: Partial<Pick<Guards, 'admit' | 'unknown'>> = {}): void {
    // One middleware per connection: the guards' rate limit first, then the table.
    socket.use((packet, next) => {
      if (guards.admit && !guards.admit(socket, packet as unknown[])) return;
      const event = (packet as unknown[])[0];
      const entry = typeof event === 'string' ? this.#entries.get(event) : undefined;
      if (!entry) {
        guards.unknown?.(socket, event);
        return next();
      }
      // The arguments after the event name, read in place.
      runClientEvent(socket, event as string, entry, this.#context, packet as unknown[], 1);
    });
  }
}
