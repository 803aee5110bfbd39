import type { SessionLiveness } from '@ttc/shared-protocol/auth/session-liveness';
import type { ReduceFailure } from '@ttc/shared-protocol/classroom/reduce';
import type { RoomState } from '@ttc/shared-protocol/classroom/state';
import { type Ack, ackError } from '@ttc/shared-protocol/errors';
import type { HostGrants } from '../auth/host-grants';
import type { HostTokenVerifier } from '../auth/host-token';
import type { HandlerContext } from '../handler-context';
import type { RealtimeServer } from '../socket-types';
import type { RoomStore } from '../store/room-store';
import type { AnswerForwarding } from './answer-forwarding';
import type { JoinCodeGuard } from './join-code-guard';
import type { RoomService } from './room-service';
import type { RoomTimers } from './room-timers';

/** What the live-room handlers receive besides the common context. */
export type RoomContext = HandlerContext & {
  io: RealtimeServer;
  rooms: RoomService;
  roomStore: RoomStore<RoomState>;
  timers: RoomTimers;
  /** Sends a student's answer to the node holding the room's lease (answer-forwarding.ts). */
  forwarding: AnswerForwarding;
  verifyHostToken: HostTokenVerifier;
  /** Whether a host's sign-in session is live; null when there is nothing to ask. */
  sessionLiveness: SessionLiveness | null;
  /** Whether a host may open a room (and a class's roster); null: every verified host may, and
   * no room is for a class. */
  hostGrants: HostGrants | null;
  /** The limits on typed join codes (per connection and per client address). */
  joinCodes: JoinCodeGuard;
  /** How long a dropped seat or host stays "connected" in the room, waiting for a recovery. */
  disconnectGraceMs: number;
  /** Set while the node shuts down: dropped connections are not reported to their rooms. */
  isClosing: () => boolean;
};

/** A reducer refusal as an ack: the product-wide code and the reducer's message. */
export function refusalAck(failure: ReduceFailure): Ack<never> {
  return ackError(failure.error.code, failure.error.message);
}
