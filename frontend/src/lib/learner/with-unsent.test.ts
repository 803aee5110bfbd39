import {
  type LearnerAnswer,
  learnerFromAnswers,
} from '@ttc/shared-protocol/game/learner/learner-model';
import { SKILLS } from '@ttc/shared-protocol/game/learner/skills';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withUnsentAnswers } from './with-unsent';

/** A level answer at `answeredAt`, right or wrong (hands swapped). */
const at = (answeredAt: number, correct = true, level = 1): LearnerAnswer => ({
  correct,
  answeredAt,
  questionType: 'read_time',
  skill: 'oclock',
  level,
  purpose: 'level',
  tag: correct ? null : 'hands_swapped',
});

const answerArb = fc.record({
  correct: fc.boolean(),
  questionType: fc.constantFrom('read_time', 'set_time', 'multiple_choice' as const),
  skill: fc.constantFrom(...SKILLS),
  level: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
  purpose: fc.constantFrom('level', 'review', 'remediation', null),
});

describe('withUnsentAnswers', () => {
  it("When the device's answers all come after the server's, then the model is the merged history's", () => {
    fc.assert(
      fc.property(
        fc.array(answerArb, { maxLength: 30 }),
        fc.array(answerArb, { minLength: 1, maxLength: 30 }),
        (sent, unsent) => {
          const stamp = (list: typeof sent, from: number): LearnerAnswer[] =>
            list.map((a, i) => ({
              ...a,
              answeredAt: from + i,
              tag: a.correct ? null : 'hands_swapped',
            }));
          const server = stamp(sent, 1000);
          const device = stamp(unsent, 5000);
          expect(withUnsentAnswers(learnerFromAnswers(server), device)).toEqual(
            learnerFromAnswers([...server, ...device]),
          );
        },
      ),
    );
  });

  it('When the device lists its answers out of time order, then they are folded in time order', () => {
    const server = learnerFromAnswers([at(1000)]);
    const device = [at(4000, false), at(2000), at(3000)];
    expect(withUnsentAnswers(server, device)).toEqual(
      learnerFromAnswers([at(1000), at(2000), at(3000), at(4000, false)]),
    );
  });

  it('When an unsent answer is not newer than the server model, then it is left to the server', () => {
    const sent = [at(1000), at(2000), at(3000)];
    const server = learnerFromAnswers(sent);
    // The last game is already on the server while the device still lists it; an older guest
    // answer waits for the server, which folds it in its place.
    const model = withUnsentAnswers(server, [at(500, false), at(3000), at(4000)]);
    expect(model).toEqual(learnerFromAnswers([...sent, at(4000)]));
    expect(model.answers).toBe(4);
    expect(model.mistakes).toEqual({});
  });

  it('When nothing waits, then the server model comes back unchanged', () => {
    const server = learnerFromAnswers([at(1000), at(2000, false)]);
    expect(withUnsentAnswers(server, [])).toBe(server);
  });
});
