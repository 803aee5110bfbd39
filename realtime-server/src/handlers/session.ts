import { ackOk } from '@ttc/shared-protocol/errors';
import type { HandlerContext } from '../handler-context';
import type { ClientEventTable } from './client-event';

/** The connection itself: the ping. */
export function registerSessionHandlers(events: ClientEventTable, context: HandlerContext): void {
  events.on('session:ping', () => ackOk({ serverTime: context.now() }));
}
