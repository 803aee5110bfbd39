import { Refusal, refusal } from '@ttc/shared-protocol/classroom/refusals';
import { Rule } from '@ttc/shared-protocol/classroom/rules';
import { CODES_BLOCKED_MESSAGE } from '@ttc/shared-protocol/realtime/join-codes';
import { describe, expect, it } from 'vitest';
import { joinErrorKey, REFUSAL_MESSAGES } from './join-error';

describe('joinErrorKey', () => {
  it('When the reducer refuses a join, then each refusal message maps to its own text', () => {
    for (const [key, message] of Object.entries(REFUSAL_MESSAGES)) {
      const reason =
        Refusal[
          Object.keys(Refusal).find(
            (k) => Refusal[k as keyof typeof Refusal] === key,
          ) as keyof typeof Refusal
        ];
      const { error } = refusal(reason, Rule.create);
      expect(error.message, key).toBe(message);
      expect(joinErrorKey(error)).toBe(key);
    }
  });

  it('When the error is unknown, then its code decides, and anything else is generic', () => {
    expect(joinErrorKey({ code: 'not_found', message: 'x' })).toBe('room_not_found');
    expect(joinErrorKey({ code: 'rate_limited', message: 'x' })).toBe('rate_limited');
    expect(joinErrorKey({ code: 'unavailable', message: 'x' })).toBe('unavailable');
    expect(joinErrorKey({ code: 'internal', message: 'x' })).toBe('generic');
  });

  it('When typed codes from here are blocked, then the child is told to scan the QR code', () => {
    expect(joinErrorKey({ code: 'rate_limited', message: CODES_BLOCKED_MESSAGE })).toBe(
      'codes_blocked',
    );
  });
});
