import { describe, expect, it } from 'vitest';
import { reduce } from './reduce';
import { refusal } from './refusals';
import type { RoomEvent } from './room-events';
import { policyOf, REFUSAL_SCENARIOS } from './testing/refusal-scenarios';

describe('every refusal, one example each', () => {
  for (const scenario of REFUSAL_SCENARIOS) {
    it(`[${scenario.rule}] When ${scenario.when}, then it is refused with ${scenario.reason} and nothing changes`, () => {
      const made = scenario.make();
      const before = structuredClone(made.state);
      const result = reduce(made.state, made.event as RoomEvent, made.now, policyOf(made));
      expect(result).toEqual(refusal(scenario.reason, scenario.rule));
      expect(made.state).toStrictEqual(before);
    });
  }
});
