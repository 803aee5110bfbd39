import { describe, expect, it } from 'vitest';
import { reduce } from './reduce';
import type { RoomEvent } from './room-events';
import { ALLOW_ALL } from './testing/builders';
import { TRANSITION_EXAMPLES, transitionName } from './testing/transition-examples';

describe('every accepted transition, one example each', () => {
  for (const row of TRANSITION_EXAMPLES) {
    it(`[${row.rule}] When ${row.event} comes in ${row.from}, then the room is in ${row.to}: ${row.outcome}`, () => {
      const made = row.make();
      const version = made.state?.version ?? 0;
      const before = made.state ? structuredClone(made.state) : null;
      const result = reduce(
        made.state,
        made.event as RoomEvent,
        made.now,
        made.policy ?? ALLOW_ALL,
      );
      if ('error' in result)
        throw new Error(`refused: ${result.error.reason} (${result.error.rule})`);
      expect(transitionName(before, made.event, result.state)).toBe(
        `${row.from} ${row.event} -> ${row.to}`,
      );
      expect(result.state.version).toBe(version + 1);
      if (row.facts) expect(row.facts(result.state, result.effects)).toEqual(row.expected);
    });
  }
});
