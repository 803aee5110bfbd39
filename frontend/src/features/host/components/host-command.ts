import type { Ack } from '@ttc/shared-protocol/errors';
import type { ClientEventName, ClientPayloadInput } from '@ttc/shared-protocol/events';

/** Sends a host command; refusals are shown by the screen. */
export type HostCommand = <E extends ClientEventName>(
  event: E,
  payload: ClientPayloadInput<E>,
) => Promise<Ack<unknown>>;
