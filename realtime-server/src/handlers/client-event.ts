import { type Ack, ackError, defaultErrorMessage, ErrorCode } from '@ttc/shared-protocol/errors';
import {
  type ClientAckData,
  type ClientEventName,
  type ClientPayload,
  clientEvents,
} from '@ttc/shared-protocol/events';
import type { HandlerContext } from '../handler-context';
import type { RealtimeSocket } from '../socket-types';
import { validationMessage } from './validation-message';

/**
 * A client event's business logic: gets the parsed payload, returns the ack. Returning an error
 * ack (`ackError(code, message)`) is how a handler refuses; a throw becomes `internal`.
 */
export type ClientEventHandler<E extends ClientEventName> = (
  payload: ClientPayload<E>,
  socket: RealtimeSocket,
) => Ack<ClientAckData<E>> | Promise<Ack<ClientAckData<E>>>;

/** Socket.IO hands a listener whatever the client sent, so the raw listener takes unknown args. */
type RawListener = (...args: unknown[]) => void;
type RawSocket = { on(event: string, listener: RawListener): unknown };

/**
 * Registers one client event with the shared contract around it:
 * - the payload is parsed with the event's schema; invalid -> `validation_failed` ack;
 * - exactly one payload argument, plus the ack callback (a missing ack never throws: the handler
 *   still runs, its answer is dropped);
 * - any exception -> `internal` ack and an error log line, never a crash.
 */
export function onClientEvent<E extends ClientEventName>(
  socket: RealtimeSocket,
  event: E,
  context: HandlerContext,
  handler: ClientEventHandler<E>,
): void {
  const schema = clientEvents[event].payload;
  const logger = context.logger;

  const listener: RawListener = (...args) => {
    const last = args.at(-1);
    const ack = typeof last === 'function' ? (last as (response: unknown) => void) : undefined;
    const payloadArgs = ack ? args.slice(0, -1) : args;

    const reply = (response: Ack<unknown>) => {
      if (!ack) return;
      try {
        ack(response);
      } catch (error) {
        logger.warn({ err: error, event, socketId: socket.id }, 'Sending an ack failed');
      }
    };

    if (payloadArgs.length !== 1) {
      context.counters.validationFailures += 1;
      reply(ackError(ErrorCode.ValidationFailed, 'Send exactly one payload with the event.'));
      return;
    }
    const parsed = schema.safeParse(payloadArgs[0]);
    if (!parsed.success) {
      context.counters.validationFailures += 1;
      logger.debug({ event, socketId: socket.id }, 'Socket payload refused');
      reply(ackError(ErrorCode.ValidationFailed, validationMessage(parsed.error)));
      return;
    }

    const fail = (error: unknown) => {
      context.counters.internalErrors += 1;
      logger.error({ err: error, event, socketId: socket.id }, 'Socket handler failed');
      reply(ackError(ErrorCode.Internal, defaultErrorMessage.internal));
    };
    try {
      // The schema table and the handler are keyed by the same event, so the parsed data is
      // this event's payload; TypeScript cannot follow the correlation through the lookup.
      Promise.resolve(handler(parsed.data as ClientPayload<E>, socket)).then(reply, fail);
    } catch (error) {
      fail(error);
    }
  };

  (socket as unknown as RawSocket).on(event, listener);
}
