import type { CharacterId } from '@ttc/shared-protocol/game/characters';

/** A seat the child holds in a live room: what the play screen needs to show and rejoin it. */
export type JoinedSeat = {
  code: string;
  playerId: string;
  nickname: string;
  character: CharacterId;
  rejoinToken: string;
};
