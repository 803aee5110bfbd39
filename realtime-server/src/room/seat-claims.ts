import type { RoomState } from '@ttc/shared-protocol/classroom/state';
import type { RoomStore } from '../store/room-store';

/**
 * Claim scopes a live room keeps beside its state in the store (they live and die with it):
 * - `token`: rejoin-token hash -> seat id (the device's key back into its seat);
 * - `seat`: seat id -> its token hash (to revoke it when the seat is removed);
 * - `revoked`: hash of a removed seat's token -> seat id (the token no longer opens the seat,
 *   but still names it, so a banned device stays banned when it tries to join again);
 * - `name`: typed nickname key (case-folded) -> seat id, claimed before the join is applied, so
 *   of any number of simultaneous joins with one name exactly one wins, on any node.
 */
export const ClaimScope = {
  token: 'token',
  seat: 'seat',
  revoked: 'revoked',
  name: 'name',
} as const;

/** Keeps a new seat's token hash (both directions). */
export async function storeSeatToken(
  store: RoomStore<RoomState>,
  code: string,
  playerId: string,
  tokenHash: string,
): Promise<void> {
  await store.claim(code, ClaimScope.token, tokenHash, playerId);
  await store.claim(code, ClaimScope.seat, playerId, tokenHash);
}

/** The seat a token hash opens, or null (unknown here, or revoked). */
export async function seatOfToken(
  store: RoomStore<RoomState>,
  code: string,
  tokenHash: string,
): Promise<{ playerId: string; revoked: boolean } | null> {
  const [playerId, revokedBy] = await Promise.all([
    store.claimOwner(code, ClaimScope.token, tokenHash),
    store.claimOwner(code, ClaimScope.revoked, tokenHash),
  ]);
  if (playerId === null) return null;
  return { playerId, revoked: revokedBy !== null };
}

/** The reducer's `drop`: the seat's token stops opening the seat. */
export async function revokeSeatToken(
  store: RoomStore<RoomState>,
  code: string,
  playerId: string,
): Promise<void> {
  const tokenHash = await store.claimOwner(code, ClaimScope.seat, playerId);
  if (tokenHash !== null) await store.claim(code, ClaimScope.revoked, tokenHash, playerId);
}
