import { clientEvents } from '@ttc/shared-protocol/events';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fastAnswerPayload } from './fast-payloads';

const schema = clientEvents['answer:submit'].payload;

/** Values near the answer's shape: right ones, and each part wrong in some way. */
const anyValue = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -5, max: 70 }),
  fc.double({ min: -1, max: 400 }),
  fc.string({ maxLength: 45 }),
  fc.constant([]),
);
const time = fc.oneof(
  fc.record({ hour: fc.integer({ min: 0, max: 13 }), minute: fc.integer({ min: -1, max: 60 }) }),
  fc.record(
    { hour: anyValue, minute: anyValue, second: anyValue },
    { requiredKeys: ['hour', 'minute'] },
  ),
  anyValue,
);
const answer = fc.oneof(
  fc.record({ kind: fc.constant('choice'), label: fc.string({ maxLength: 45 }) }),
  fc.record({ kind: fc.constant('clock'), time }),
  fc.record({
    kind: fc.constant('clock'),
    time,
    hourAngle: fc.oneof(fc.double({ min: -10, max: 370, noNaN: true }), anyValue),
  }),
  fc.record(
    { kind: fc.constantFrom('choice', 'clock', 'other'), label: anyValue, time, extra: anyValue },
    { requiredKeys: ['kind'] },
  ),
  anyValue,
);
const payload = fc.oneof(
  fc.record({ questionIndex: fc.integer({ min: -1, max: 40 }), answer }),
  fc.record(
    { questionIndex: anyValue, answer, extra: anyValue },
    { requiredKeys: ['questionIndex'] },
  ),
  anyValue,
);

describe('fast payload checks', () => {
  it('[FP1] When the hand-written answer check accepts a payload, then zod accepts it too and gives the same data', () => {
    fc.assert(
      fc.property(payload, (sent) => {
        // As Socket.IO hands it over: parsed JSON.
        const data = sent === undefined ? undefined : JSON.parse(JSON.stringify(sent));
        const fast = fastAnswerPayload(data);
        if (fast === undefined) return;
        const parsed = schema.safeParse(data);
        expect(parsed.success).toBe(true);
        expect(fast).toEqual(parsed.data);
      }),
      { numRuns: 5000 },
    );
  });

  it('[FP2] When a student sends a usual answer, then the hand-written check accepts it (zod is not run)', () => {
    const usual = [
      { questionIndex: 0, answer: { kind: 'choice', label: '3:15' } },
      { questionIndex: 9, answer: { kind: 'clock', time: { hour: 12, minute: 0 } } },
      { questionIndex: 3, answer: { kind: 'clock', time: { hour: 1, minute: 59 }, hourAngle: 42 } },
    ];
    for (const data of usual) {
      expect(schema.safeParse(data).success).toBe(true);
      expect(fastAnswerPayload(data)).toBe(data);
    }
  });

  it('[FP3] When an answer is wrong in any part, then the hand-written check leaves it to zod', () => {
    const wrong: unknown[] = [
      null,
      [],
      { questionIndex: -1, answer: { kind: 'choice', label: 'A' } },
      { questionIndex: 1.5, answer: { kind: 'choice', label: 'A' } },
      { questionIndex: 0, answer: { kind: 'choice', label: 'x'.repeat(41) } },
      { questionIndex: 0, answer: { kind: 'choice', label: 'A', score: 9 } },
      { questionIndex: 0, answer: { kind: 'choice', label: 'A' }, playerId: 'p' },
      { questionIndex: 0, answer: { kind: 'clock', time: { hour: 0, minute: 0 } } },
      { questionIndex: 0, answer: { kind: 'clock', time: { hour: 1, minute: 0, x: 1 } } },
      { questionIndex: 0, answer: { kind: 'clock', time: { hour: 1, minute: 0 }, hourAngle: 361 } },
      { questionIndex: 0, answer: { kind: 'other' } },
    ];
    for (const data of wrong) expect(fastAnswerPayload(data)).toBeUndefined();
  });
});
