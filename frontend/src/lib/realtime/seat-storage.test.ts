import { describe, expect, it } from 'vitest';
import {
  clearPendingJoin,
  currentSeat,
  forgetSeat,
  leaveCurrentSeat,
  PENDING_JOIN_TTL_MS,
  pendingSeatToken,
  SEAT_STORAGE_KEY,
  SEAT_TTL_MS,
  saveSeat,
  seatInRoom,
  unansweredJoin,
} from './seat-storage';

const token = 'A'.repeat(22);
const seat = { code: '123456', playerId: 'player-1', rejoinToken: token };

describe('seat storage', () => {
  it('When a seat is saved, then it is the current seat after a reload', () => {
    saveSeat(seat, 1_000);
    expect(currentSeat(2_000)).toEqual({ ...seat, savedAt: 1_000 });
    expect(window.location.href).not.toContain(token);
  });

  it('When the child leaves, then no seat is current but the token is kept for the room', () => {
    saveSeat(seat, 1_000);
    leaveCurrentSeat(2_000);
    expect(currentSeat(2_000)).toBeNull();
    expect(seatInRoom('123456', 2_000)?.rejoinToken).toBe(token);
  });

  it('When a room is forgotten or too old, then its seat is gone', () => {
    saveSeat(seat, 1_000);
    forgetSeat('123456', 2_000);
    expect(seatInRoom('123456', 2_000)).toBeNull();
    saveSeat(seat, 1_000);
    expect(currentSeat(1_000 + SEAT_TTL_MS)).toBeNull();
  });

  it('When the stored value is broken, then it is ignored', () => {
    window.localStorage.setItem(SEAT_STORAGE_KEY, '{nope');
    expect(currentSeat()).toBeNull();
    window.localStorage.setItem(
      SEAT_STORAGE_KEY,
      JSON.stringify({ current: '123456', seats: [{ code: '123456', rejoinToken: 'short' }] }),
    );
    expect(currentSeat()).toBeNull();
  });

  it('When a join is pending, then its seat token is kept for the room until the join is answered', () => {
    const token = pendingSeatToken('123456', 1_000);
    expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(pendingSeatToken('123456', 2_000)).toBe(token);
    expect(unansweredJoin('123456', 2_000)).toBe(token);
    expect(unansweredJoin('654321', 2_000)).toBeNull();
    expect(unansweredJoin('123456', 1_000 + PENDING_JOIN_TTL_MS)).toBeNull();
    // Another room: a new token (a seat token never opens two rooms).
    expect(pendingSeatToken('654321', 2_000)).not.toBe(token);
    clearPendingJoin();
    expect(unansweredJoin('654321', 2_000)).toBeNull();
  });
});
