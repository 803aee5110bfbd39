import { afterEach, describe, expect, it } from 'vitest';
import { forgetHostedRoom, HOSTED_ROOM_KEY, hostedRoom, rememberHostedRoom } from './hosted-room';

const DAY = 24 * 60 * 60 * 1000;

afterEach(() => localStorage.clear());

describe('the hosted room remembered on this device', () => {
  it('When a room is remembered, then it reads back until a day has passed', () => {
    rememberHostedRoom('123456', 1_000);
    expect(hostedRoom(1_000 + DAY)).toEqual({ code: '123456', at: 1_000 });
    expect(hostedRoom(1_001 + DAY)).toBeNull();
  });

  it('When a room is forgotten, then only that room is (a newer one stays)', () => {
    rememberHostedRoom('123456', 1_000);
    forgetHostedRoom('654321');
    expect(hostedRoom(2_000)?.code).toBe('123456');
    forgetHostedRoom('123456');
    expect(hostedRoom(2_000)).toBeNull();
  });

  it('When the stored value is corrupt or hand-edited, then there is none', () => {
    for (const raw of ['{', '"123456"', '{"code":"12345","at":1}', '{"code":"123456"}']) {
      localStorage.setItem(HOSTED_ROOM_KEY, raw);
      expect(hostedRoom(2)).toBeNull();
    }
  });
});
