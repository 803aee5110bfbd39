import { PODIUM_TIMELINE } from '@ttc/shared-protocol/classroom/timeline';
import { describe, expect, it } from 'vitest';
import { podiumSoundAt, revealed, STEP } from './podium-steps';

describe('podium steps', () => {
  it('When the timeline moves on, then third, second and first appear in that order (spec section 4)', () => {
    const shown = PODIUM_TIMELINE.map((_, step) => [1, 2, 3].filter((r) => revealed(step, r)));
    expect(shown).toEqual([[], [3], [2, 3], [1, 2, 3], [1, 2, 3], [1, 2, 3], [1, 2, 3]]);
    expect(revealed(-1, 3)).toBe(false);
  });

  it('When a step is reached, then the intro, each place and the celebration have a sound and the later steps none', () => {
    const sounds = PODIUM_TIMELINE.map((_, step) => podiumSoundAt(step));
    expect(sounds).toEqual([
      'podium-intro',
      'podium-place',
      'podium-place',
      'podium-place',
      'celebration',
      null,
      null,
    ]);
    expect(STEP.complete).toBe(PODIUM_TIMELINE.length - 1);
  });
});
