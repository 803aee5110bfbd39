import type { CharacterId } from '@ttc/shared-protocol/game/characters';
import type { ClassroomConnection } from '../../../lib/realtime/classroom-connection';

/** The child's seat in the room (from the join or rejoin ack and the device's token). */
export type LiveSeat = {
  code: string;
  playerId: string;
  nickname: string;
  character: CharacterId;
  rejoinToken: string;
};

/** What the play screen is given by the app once the child has a seat. */
export type LiveStudentScreenProps = {
  connection: ClassroomConnection;
  seat: LiveSeat;
  /** Leave the game (or an end screen) for a new code. */
  onLeave: () => void;
};
