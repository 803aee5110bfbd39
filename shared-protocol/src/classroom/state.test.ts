import { describe, expect, it } from 'vitest';
import { activePlayers, SeatStatus } from './state';
import { lobbyWith, seatId } from './testing/builders';

describe('activePlayers', () => {
  it('When seats are stored in join order, then the active ones come in that order, in a fresh array', () => {
    const state = lobbyWith(4);
    const first = activePlayers(state);
    expect(first.map((p) => p.id)).toEqual([seatId(1), seatId(2), seatId(3), seatId(4)]);
    expect(activePlayers(state)).not.toBe(first);
  });

  it('When a seat is stored out of join order or is not active, then the list is still in join order without it', () => {
    const state = lobbyWith(4);
    const { players } = state;
    // Re-insert the first seat last: it is stored after the others but joined first.
    const moved = players[seatId(1)];
    if (!moved) throw new Error('no seat 1');
    delete players[seatId(1)];
    players[seatId(1)] = moved;
    const kicked = players[seatId(3)];
    if (!kicked) throw new Error('no seat 3');
    kicked.status = SeatStatus.kicked;
    expect(activePlayers(state).map((p) => p.id)).toEqual([seatId(1), seatId(2), seatId(4)]);
  });
});
