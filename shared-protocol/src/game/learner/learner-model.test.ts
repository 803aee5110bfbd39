import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levelDefinition } from '../levels';
import { MISCONCEPTION_TAGS, MisconceptionTag } from '../misconceptions';
import { QuestionType } from '../settings';
import {
  emptyLearner,
  type LearnerAnswer,
  type LearnerModel,
  learnAnswer,
  learnerFromAnswers,
  PLACEMENT_ITEMS,
  skillMastery,
  tagRates,
  topMistakes,
} from './learner-model';
import { learnerModelSchema } from './learner-schema';
import { PURPOSES, Purpose } from './purpose';
import { SKILLS, Skill } from './skills';

const T = MisconceptionTag;
const START = 1_750_000_000_000;

/** A model at `level` with no history there, as after a promotion. */
const atLevel = (level: number): LearnerModel => ({
  ...emptyLearner(),
  level,
  highestLevel: level,
});

type Step = {
  correct: boolean;
  tag?: MisconceptionTag | null;
  set?: boolean;
  purpose?: Purpose;
  level?: number | null;
};

const right: Step = { correct: true };
const rightSet: Step = { correct: true, set: true };
const wrong = (tag: MisconceptionTag, more: Partial<Step> = {}): Step => ({
  correct: false,
  tag,
  ...more,
});

/**
 * Feeds answers one by one to `model`, each at the model's current level unless the step says
 * otherwise, and returns the model after each answer.
 */
function play(model: LearnerModel, steps: readonly Step[]): LearnerModel[] {
  const after: LearnerModel[] = [];
  const from = START + model.answers * 1000;
  let m = model;
  steps.forEach((s, i) => {
    const answer: LearnerAnswer = {
      correct: s.correct,
      tag: s.correct ? null : (s.tag ?? T.unclassified),
      answeredAt: from + (i + 1) * 1000,
      questionType: s.set ? QuestionType.setTime : QuestionType.multipleChoice,
      skill: Skill.oclock,
      level: s.level === undefined ? m.level : s.level,
      purpose: s.purpose ?? Purpose.level,
    };
    m = learnAnswer(m, answer);
    after.push(m);
  });
  return after;
}

const last = (models: LearnerModel[]): LearnerModel => models[models.length - 1] as LearnerModel;
const times = <X>(n: number, x: X): X[] => Array.from({ length: n }, () => x);

describe('learner model: a new child', () => {
  it('When nothing is answered, then level 1, no history, no remediation, every skill unseen', () => {
    const model = emptyLearner();
    expect(model).toMatchObject({
      level: 1,
      highestLevel: 1,
      window: [],
      remediation: null,
      remediationsAtLevel: 0,
      recent: [],
      mistakes: {},
      promotions: 0,
      stepsBack: 0,
      answers: 0,
    });
    expect(learnerFromAnswers([])).toEqual(model);
    expect(tagRates(model)).toEqual({});
    expect(topMistakes(model)).toEqual([]);
    for (const skill of SKILLS) {
      expect(skillMastery(model, skill, 'read')).toEqual({ seen: 0, share: 0, mastered: false });
      expect(skillMastery(model, skill, 'set')).toEqual({ seen: 0, share: 0, mastered: false });
    }
  });
});

describe('learner model: promotion by mastery (8 of the last 10, the set-the-clock rule)', () => {
  it('When 8 level answers are right with 2 set-the-clock among them, then the 8th promotes, not the 7th', () => {
    const models = play(atLevel(2), [...times(6, right), rightSet, rightSet]);
    expect(models[6]?.level).toBe(2);
    expect(last(models)).toMatchObject({ level: 3, highestLevel: 3, promotions: 1, window: [] });
  });

  it('When a level teaches setting and only one set-the-clock answer is in the window, then no promotion until a second', () => {
    const models = play(atLevel(2), [...times(8, right), rightSet]);
    expect(last(models).level).toBe(2);
    expect(last(play(last(models), [rightSet])).level).toBe(3);
  });

  it('When the level does not teach setting (level 10), then one right set-the-clock answer is enough', () => {
    expect(levelDefinition(10).teachesSetting).toBe(false);
    expect(last(play(atLevel(10), [...times(7, right), rightSet])).level).toBe(11);
    expect(last(play(atLevel(10), times(9, right))).level).toBe(10);
  });

  it('When one of the last 3 set-the-clock answers is wrong, then 8 of 10 right does not promote', () => {
    const models = play(atLevel(3), [
      rightSet,
      rightSet,
      wrong(T.unclassified, { set: true }),
      ...times(7, right),
    ]);
    expect(last(models).window.filter((e) => e.correct)).toHaveLength(9);
    expect(models.every((m) => m.level === 3)).toBe(true);
  });

  it('When 2 of the 10 are wrong, then the 10th answer promotes (8 of the last 10)', () => {
    const models = play(atLevel(4), [
      wrong(T.unclassified),
      wrong(T.minuteWrongOther),
      ...times(6, right),
      rightSet,
      rightSet,
    ]);
    expect(models[8]?.level).toBe(4);
    expect(last(models).level).toBe(5);
  });

  it('When a named tag repeats in the window, then no promotion; two different tags, or a repeated fallback, do not block it', () => {
    const twice = [
      wrong(T.handsSwapped),
      ...times(4, right),
      wrong(T.handsSwapped),
      ...times(2, right),
      rightSet,
      rightSet,
    ];
    const blocked = play(atLevel(2), twice);
    // Four answers apart: not a repeat in the last 3, so no remediation set either.
    expect(blocked.every((m) => m.remediation === null)).toBe(true);
    expect(blocked.every((m) => m.level === 2)).toBe(true);
    const different = twice.map((s, i) => (i === 5 ? wrong(T.previousHour) : s));
    expect(last(play(atLevel(2), different)).level).toBe(3);
    const fallback = twice.map((s) => (s.correct ? s : wrong(T.hourWrongOther)));
    expect(last(play(atLevel(2), fallback)).level).toBe(3);
  });

  it('When at the top level, then right answers never move past 12', () => {
    const top = last(play(atLevel(12), times(30, rightSet)));
    expect(top.level).toBe(12);
    expect(top.promotions).toBe(0);
  });

  it('When answering reviews of earlier levels, then they do not count toward the current level', () => {
    const reviews = play(
      atLevel(5),
      times(12, { correct: true, purpose: Purpose.review, level: 2 }),
    );
    expect(last(reviews)).toMatchObject({ level: 5, window: [] });
  });
});

describe('learner model: remediation sets', () => {
  it('When a named tag appears twice in the last 3 level answers, then a 3-question set for it starts', () => {
    const models = play(atLevel(3), [wrong(T.nextHour), right, wrong(T.nextHour)]);
    expect(models[1]?.remediation).toBeNull();
    expect(last(models)).toMatchObject({
      remediation: { tag: T.nextHour, remaining: 3 },
      remediationsAtLevel: 1,
    });
  });

  it('When the tag is 3 answers apart, or a fallback repeats, or two named tags differ, then no set starts', () => {
    const apart = play(atLevel(3), [wrong(T.nextHour), right, right, wrong(T.nextHour)]);
    const fallback = play(atLevel(3), [wrong(T.hourWrongOther), wrong(T.hourWrongOther)]);
    const differ = play(atLevel(3), [wrong(T.nextHour), wrong(T.handsSwapped)]);
    for (const models of [apart, fallback, differ]) {
      expect(models.every((m) => m.remediation === null)).toBe(true);
    }
  });

  it('When the set is under way, then it lasts exactly 3 remediation answers, right or wrong, and the repeat count starts afresh', () => {
    const started = last(play(atLevel(3), [wrong(T.nextHour), wrong(T.nextHour)]));
    const during = play(started, [
      wrong(T.nextHour, { purpose: Purpose.remediation }),
      { correct: true, purpose: Purpose.remediation },
      wrong(T.nextHour, { purpose: Purpose.remediation }),
    ]);
    expect(during.map((m) => m.remediation?.remaining ?? 0)).toEqual([2, 1, 0]);
    const done = last(during);
    expect(done).toMatchObject({ level: 3, remediationsAtLevel: 1, lastLevelTags: [] });
    // Remediation answers are practice: the level's window is what it was before the set.
    expect(done.window).toEqual(started.window);
    // One more next_hour does not restart it at once: the tag must repeat again.
    expect(last(play(done, [wrong(T.nextHour)])).remediation).toBeNull();
    expect(last(play(done, [wrong(T.nextHour), wrong(T.nextHour)])).remediation?.tag).toBe(
      T.nextHour,
    );
  });
});

describe('learner model: stepping back', () => {
  /** At level 3: a window with 2 of 8 right, then next_hour twice (the first set) and its 3 answers. */
  const afterOneSet = (): LearnerModel =>
    last(
      play(atLevel(3), [
        ...times(4, wrong(T.unclassified)),
        right,
        right,
        wrong(T.nextHour),
        wrong(T.nextHour),
        ...times(3, { correct: true, purpose: Purpose.remediation }),
      ]),
    );

  it('When 5 or fewer of 10 are right after only one remediation set, then the level stays', () => {
    const one = afterOneSet();
    expect(one.remediationsAtLevel).toBe(1);
    const more = play(one, [right, right, wrong(T.unclassified), wrong(T.unclassified)]);
    expect(last(more).window.filter((e) => e.correct).length).toBeLessThanOrEqual(5);
    expect(more.every((m) => m.level === 3)).toBe(true);
  });

  // Fails with learner-model.ts as committed (1314c6f): the step back fires on the answer that
  // STARTS the second set (remediationsAtLevel becomes 2), and atLevel() then drops that set, so
  // the child never plays it. learning-anchors section 7: "step down ... after 2 mini-sets".
  // Proposed fix: shouldStepBack also requires `model.remediation === null`.
  it('When the second remediation set starts with 5 or fewer of 10 right, then the child plays it first and steps back one level after it', () => {
    const second = last(play(afterOneSet(), [right, right, wrong(T.nextHour), wrong(T.nextHour)]));
    expect(second.window.filter((e) => e.correct).length).toBeLessThanOrEqual(5);
    expect(second).toMatchObject({
      level: 3,
      remediation: { tag: T.nextHour, remaining: 3 },
      remediationsAtLevel: 2,
    });
    const setDone = last(play(second, times(3, { correct: true, purpose: Purpose.remediation })));
    expect(setDone.level).toBe(3);
    const back = last(play(setDone, [wrong(T.unclassified)]));
    expect(back).toMatchObject({ level: 2, highestLevel: 3, stepsBack: 1, window: [] });
    expect(back.remediationsAtLevel).toBe(0);
  });

  it('When more than 5 of 10 are right after two remediation sets, then the level stays', () => {
    const model: LearnerModel = {
      ...atLevel(3),
      remediationsAtLevel: 2,
      window: times(10, { correct: true, tag: null, set: false }),
    };
    const models = play(model, [
      wrong(T.unclassified),
      wrong(T.unclassified),
      wrong(T.unclassified),
    ]);
    expect(last(models).window.filter((e) => e.correct)).toHaveLength(7);
    expect(models.every((m) => m.level === 3)).toBe(true);
  });

  it('When at level 1, then no number of wrong answers steps back', () => {
    const model: LearnerModel = { ...atLevel(1), remediationsAtLevel: 5 };
    expect(last(play(model, times(30, wrong(T.unclassified)))).level).toBe(1);
  });
});

describe('learner model: free practice and placement', () => {
  it('When answers carry no level (free practice), then the level never moves but mastery and tag rates learn from them', () => {
    const free = (i: number, correct: boolean, tag: MisconceptionTag | null): LearnerAnswer => ({
      correct,
      tag,
      answeredAt: START + i,
      questionType: QuestionType.multipleChoice,
      expected: '3:15',
    });
    const answers = [
      ...Array.from({ length: 30 }, (_, i) => free(i, true, null)),
      free(30, false, T.pastToReversed),
      free(31, false, T.pastToReversed),
      free(32, false, T.pastToReversed),
    ];
    const model = learnerFromAnswers(answers);
    expect(model).toMatchObject({ level: 1, highestLevel: 1, window: [], remediation: null });
    expect(model.answers).toBe(33);
    expect(skillMastery(model, Skill.quarter, 'read')).toEqual({
      seen: 10,
      share: 0.7,
      mastered: false,
    });
    expect(tagRates(model)[T.pastToReversed]).toBeCloseTo(3 / 20);
    expect(topMistakes(model)).toEqual([{ tag: T.pastToReversed, times: 3 }]);
    // Same, with a level but no purpose (an older record): free practice too.
    const older = learnerFromAnswers(answers.map((a) => ({ ...a, level: 2 })));
    expect(older.level).toBe(1);
  });

  const placement = (results: boolean[]): LearnerModel =>
    learnerFromAnswers(
      results.map((correct, i) => ({
        correct,
        tag: correct ? null : T.unclassified,
        answeredAt: START + i,
        questionType: QuestionType.multipleChoice,
        purpose: Purpose.placement,
        level: 1,
      })),
    );

  it('When the placement check is answered, then each right item until the first miss moves the start level', () => {
    expect(placement([false, true, true, true, true, true]).level).toBe(1);
    expect(placement([true, false, true, true, true, true]).level).toBe(
      PLACEMENT_ITEMS[0].startsAt,
    );
    expect(placement([true, true, true, false, true, true]).level).toBe(
      PLACEMENT_ITEMS[2].startsAt,
    );
    const all = placement(times(6, true));
    expect(all).toMatchObject({
      level: PLACEMENT_ITEMS[5].startsAt,
      highestLevel: PLACEMENT_ITEMS[5].startsAt,
      placement: { answered: 6, missed: false },
      promotions: 0,
    });
    // The start levels grow item by item.
    const levels = PLACEMENT_ITEMS.map((_, i) => placement(times(i + 1, true)).level);
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    expect(new Set(levels).size).toBe(PLACEMENT_ITEMS.length);
  });
});

// Histories of any shape the model may meet: any level, purpose and tag, free practice too.
const answerArb: fc.Arbitrary<Omit<LearnerAnswer, 'answeredAt'>> = fc.record({
  correct: fc.boolean(),
  tag: fc.option(fc.constantFrom(...MISCONCEPTION_TAGS), { nil: null }),
  questionType: fc.constantFrom(
    QuestionType.multipleChoice,
    QuestionType.readTime,
    QuestionType.setTime,
    QuestionType.elapsedTime,
  ),
  skill: fc.option(fc.constantFrom(...SKILLS), { nil: null }),
  level: fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }),
  purpose: fc.option(fc.constantFrom(...PURPOSES), { nil: null }),
});

/** Answers with distinct times (in any order in the list). */
const historyArb = (maxLength = 60): fc.Arbitrary<LearnerAnswer[]> =>
  fc
    .uniqueArray(fc.integer({ min: 0, max: 10_000_000 }), { maxLength })
    .chain((ts) =>
      fc
        .array(answerArb, { minLength: ts.length, maxLength: ts.length })
        .map((answers) => answers.map((a, i) => ({ ...a, answeredAt: START + (ts[i] ?? 0) }))),
    );

/** A history that plays by level at whatever level the child is: promotions really happen. */
const levelPlayArb: fc.Arbitrary<LearnerAnswer[]> = fc
  .array(
    fc.record({
      correct: fc.boolean(),
      tag: fc.constantFrom(T.handsSwapped, T.nextHour, T.unclassified, T.numeralAsMinutes),
      set: fc.boolean(),
      purpose: fc.constantFrom(Purpose.level, Purpose.level, Purpose.review, Purpose.remediation),
    }),
    { maxLength: 120 },
  )
  .map((steps) => {
    let model = emptyLearner();
    return steps.map((s, i) => {
      const answer: LearnerAnswer = {
        correct: s.correct,
        tag: s.correct ? null : s.tag,
        answeredAt: START + i * 1000,
        questionType: s.set ? QuestionType.setTime : QuestionType.multipleChoice,
        skill: Skill.half,
        level: model.level,
        purpose: s.purpose,
      };
      model = learnAnswer(model, answer);
      return answer;
    });
  });

describe('learner model: folding histories', () => {
  it('When the same answers come in any order (distinct times), then the model is the same', () => {
    fc.assert(
      fc.property(
        fc
          .oneof(historyArb(), levelPlayArb)
          .chain((h) => fc.tuple(fc.constant(h), fc.shuffledSubarray(h, { minLength: h.length }))),
        ([history, shuffled]) => {
          expect(learnerFromAnswers(shuffled)).toEqual(learnerFromAnswers(history));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('When two devices hold parts of a history, then merging them is folding their union in time order: nothing is overwritten', () => {
    fc.assert(
      fc.property(
        levelPlayArb.chain((h) =>
          fc.tuple(
            fc.constant(h),
            fc.array(fc.boolean(), { minLength: h.length, maxLength: h.length }),
          ),
        ),
        ([history, onA]) => {
          const a = history.filter((_, i) => onA[i]);
          const b = history.filter((_, i) => !onA[i]);
          const merged = learnerFromAnswers([...a, ...b]);
          expect(learnerFromAnswers([...b, ...a])).toEqual(merged);
          // The fold of the whole history answer by answer, as one device would have played it.
          expect(merged).toEqual(history.reduce(learnAnswer, emptyLearner()));
          expect(merged.answers).toBe(
            learnerFromAnswers(a).answers + learnerFromAnswers(b).answers,
          );
          const mistakes = (m: LearnerModel) =>
            Object.values(m.mistakes).reduce((sum, n) => sum + (n ?? 0), 0);
          expect(mistakes(merged)).toBe(
            mistakes(learnerFromAnswers(a)) + mistakes(learnerFromAnswers(b)),
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('When a model goes through JSON and learnerModelSchema, then it comes back equal', () => {
    fc.assert(
      fc.property(fc.oneof(historyArb(), levelPlayArb), (history) => {
        const model = learnerFromAnswers(history);
        const parsed = learnerModelSchema.parse(JSON.parse(JSON.stringify(model)));
        expect(parsed).toEqual(model);
      }),
      { numRuns: 200 },
    );
  });

  it('When a child plays by level with mixed answers, then the level stays in 1-12, highestLevel never drops, and windows stay bounded', () => {
    fc.assert(
      fc.property(levelPlayArb, (history) => {
        let model = emptyLearner();
        for (const answer of history) {
          const next = learnAnswer(model, answer);
          expect(next.level).toBeGreaterThanOrEqual(1);
          expect(next.level).toBeLessThanOrEqual(12);
          expect(Math.abs(next.level - model.level)).toBeLessThanOrEqual(1);
          expect(next.highestLevel).toBeGreaterThanOrEqual(model.highestLevel);
          expect(next.highestLevel).toBeGreaterThanOrEqual(next.level);
          expect(next.window.length).toBeLessThanOrEqual(10);
          expect(next.recent.length).toBeLessThanOrEqual(20);
          model = next;
        }
      }),
      { numRuns: 200 },
    );
  });
});
