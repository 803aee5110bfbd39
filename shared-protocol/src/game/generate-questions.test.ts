import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toClockTime } from '../clock/time';
import { gameSettingsArb, seedArb } from '../testing/game-arbitraries';
import { evaluateAnswer, formattedCorrectAnswer } from './check-answer';
import { isFallbackTag } from './classify';
import { generateQuestions, planQuestionTypes } from './generate-questions';
import { isChoiceQuestion, type Question } from './question';
import { questionSchema } from './question-schema';
import { createRng } from './random';
import { DEFAULT_GAME_SETTINGS, MINUTE_STEP, normalizeSettings } from './settings';

const count = (types: string[], type: string) => types.filter((t) => t === type).length;

describe('planQuestionTypes', () => {
  it('When multiple choice and set the clock are on, then 8 and 2 of 10', () => {
    for (let seed = 0; seed < 50; seed++) {
      const plan = planQuestionTypes(['multiple_choice', 'set_time'], 10, createRng(seed));
      expect(count(plan, 'set_time')).toBe(2);
      expect(count(plan, 'multiple_choice')).toBe(8);
    }
  });

  it('When all four are on, then set_time stays at 2 and the others share 8 as 3/3/2', () => {
    const plan = planQuestionTypes(
      ['multiple_choice', 'read_time', 'set_time', 'elapsed_time'],
      10,
      createRng(5),
    );
    expect(count(plan, 'set_time')).toBe(2);
    const others = ['multiple_choice', 'read_time', 'elapsed_time'].map((t) => count(plan, t));
    expect(others.sort()).toEqual([2, 3, 3]);
  });

  it('When only set_time is on, then every question sets the clock; without it, none does', () => {
    expect(planQuestionTypes(['set_time'], 10, createRng(1))).toEqual(Array(10).fill('set_time'));
    const plan = planQuestionTypes(['multiple_choice', 'read_time'], 10, createRng(1));
    expect(count(plan, 'multiple_choice')).toBe(5);
    expect(count(plan, 'read_time')).toBe(5);
  });
});

/** Every invariant a generated game must keep. */
function checkGame(questions: Question[], settings: typeof DEFAULT_GAME_SETTINGS): void {
  const s = normalizeSettings(settings);
  const step = MINUTE_STEP[s.difficulty];
  expect(questions.map((q) => q.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  for (const q of questions) {
    expect(questionSchema.parse(q)).toEqual(q);
    expect(s.questionTypes).toContain(q.type);
    expect(q.difficulty).toBe(s.difficulty);
    // Hour 1-12 and the minute on the difficulty's grid.
    expect(q.correctAnswer.hour).toBeGreaterThanOrEqual(1);
    expect(q.correctAnswer.hour).toBeLessThanOrEqual(12);
    expect(q.correctAnswer.minute % step).toBe(0);
    expect(q.clockTime.minute % step).toBe(0);
    expect(q.hourMode).toBe(s.use24Hour && q.type !== 'elapsed_time' ? '24h' : '12h');
    if (q.type === 'set_time') {
      expect(q.metadata.targetTime).toEqual(q.correctAnswer);
      expect(q.clockTime).not.toEqual(q.correctAnswer);
      if (q.metadata.targetDayTime) {
        expect(toClockTime(q.metadata.targetDayTime)).toEqual(q.correctAnswer);
      }
      continue;
    }
    if (!isChoiceQuestion(q)) continue;
    // Exactly 4 distinct options, the same as the choices, exactly one of them correct.
    expect(q.options).toHaveLength(4);
    expect(new Set(q.options).size).toBe(4);
    expect(q.choices.map((c) => c.label)).toEqual(q.options);
    const correct = q.choices.filter((c) => c.tag === null);
    expect(correct).toHaveLength(1);
    expect(correct[0]?.label).toBe(q.correctLabel);
    expect(q.correctLabel).toBe(formattedCorrectAnswer(q));
    expect(
      q.options.filter((o) => evaluateAnswer(q, { kind: 'choice', label: o }).correct),
    ).toEqual([q.correctLabel]);
    // Every wrong option differs from the answer, carries a named tag, and choosing it logs that tag.
    for (const c of q.choices) {
      if (c.tag === null) continue;
      expect(c.label).not.toBe(q.correctLabel);
      expect(isFallbackTag(c.tag)).toBe(false);
      expect(evaluateAnswer(q, { kind: 'choice', label: c.label }).tag).toBe(c.tag);
    }
    if (q.type !== 'elapsed_time') {
      expect(q.choices.map((c) => c.time)).toContainEqual(q.correctAnswer);
      // One face per option, except the other half of the day (am_pm_swap) beside the answer.
      const faces = q.choices
        .filter((c) => c.tag !== 'am_pm_swap')
        .map((c) => `${c.time.hour}:${c.time.minute}`);
      expect(new Set(faces).size).toBe(faces.length);
      if (q.hourMode === '24h') for (const o of q.options) expect(o).toMatch(/^\d\d:\d\d$/);
    }
  }
  if (s.questionTypes.includes('set_time') && s.questionTypes.length > 1) {
    expect(questions.filter((q) => q.type === 'set_time')).toHaveLength(2);
  }
}

describe('generateQuestions', () => {
  it('When any seed and settings are used, then the game keeps every invariant', () => {
    fc.assert(
      fc.property(seedArb, gameSettingsArb, (seed, settings) => {
        checkGame(generateQuestions(seed, settings), settings);
      }),
      { numRuns: 400 },
    );
  });

  it('When the same seed and settings are used twice, then the game is the same', () => {
    fc.assert(
      fc.property(seedArb, gameSettingsArb, (seed, settings) => {
        expect(generateQuestions(seed, settings)).toEqual(generateQuestions(seed, settings));
      }),
      { numRuns: 100 },
    );
  });

  it('When a count outside 1..10 is asked, then it is clamped', () => {
    expect(generateQuestions(1, DEFAULT_GAME_SETTINGS, 3)).toHaveLength(3);
    expect(generateQuestions(1, DEFAULT_GAME_SETTINGS, 50)).toHaveLength(10);
    expect(generateQuestions(1, DEFAULT_GAME_SETTINGS, 0)).toHaveLength(10);
    expect(generateQuestions(1, DEFAULT_GAME_SETTINGS, -4)).toHaveLength(1);
  });

  it('When the seeds differ, then the games usually differ', () => {
    const games = new Set(
      Array.from({ length: 20 }, (_, seed) =>
        JSON.stringify(generateQuestions(seed, DEFAULT_GAME_SETTINGS)),
      ),
    );
    expect(games.size).toBe(20);
  });

  it('When the difficulty leaves enough times, then no time repeats within a game', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const questions = generateQuestions(seed, DEFAULT_GAME_SETTINGS);
        const times = questions.map((q) => `${q.correctAnswer.hour}:${q.correctAnswer.minute}`);
        expect(new Set(times).size).toBe(10);
      }),
      { numRuns: 100 },
    );
  });

  it('When the spec defaults are used, then it is 10 multiple-choice questions at 5-minute times', () => {
    const questions = generateQuestions(42, DEFAULT_GAME_SETTINGS);
    expect(questions.every((q) => q.type === 'multiple_choice')).toBe(true);
    expect(questions.every((q) => q.correctAnswer.minute % 5 === 0)).toBe(true);
    expect(questions[0]?.questionText).toBe('What time does the clock show?');
  });

  it('When 24-hour play is on, then the prompt names the part of the day', () => {
    const [q] = generateQuestions(3, { ...DEFAULT_GAME_SETTINGS, use24Hour: true });
    expect(q?.hourMode).toBe('24h');
    expect(q?.prompt.key).toBe('game.prompt.read_clock_period');
    expect(q?.questionText).toMatch(/It is (at night|in the (morning|afternoon|evening))\.$/);
  });

  it('When read_time is on, then its options are to be shown in the game language', () => {
    const questions = generateQuestions(9, {
      ...DEFAULT_GAME_SETTINGS,
      questionTypes: ['read_time'],
      language: 'fr',
    });
    for (const q of questions) {
      expect(q.type).toBe('read_time');
      if (q.type === 'read_time') expect(q.wordsLanguage).toBe('fr');
    }
  });

  it('When elapsed_time is on, then both kinds of item appear and stay 12-hour', () => {
    const kinds = new Set<string>();
    for (let seed = 0; seed < 20; seed++) {
      for (const q of generateQuestions(seed, {
        ...DEFAULT_GAME_SETTINGS,
        use24Hour: true,
        questionTypes: ['elapsed_time'],
      })) {
        if (q.type !== 'elapsed_time') continue;
        kinds.add(q.ask);
        expect(q.hourMode).toBe('12h');
        expect(q.clockTime).toEqual(q.startTime);
      }
    }
    expect([...kinds].sort()).toEqual(['duration', 'end_time']);
  });
});
