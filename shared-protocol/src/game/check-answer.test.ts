import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameSettingsArb, seedArb } from '../testing/game-arbitraries';
import {
  checkAnswer,
  daytimeReading,
  evaluateAnswer,
  isSetTimeCorrect,
  parseTimeLabel,
  withHourMode,
} from './check-answer';
import { generateQuestions } from './generate-questions';
import { isChoiceQuestion, type Question } from './question';
import { questionSchema } from './question-schema';
import { DEFAULT_GAME_SETTINGS } from './settings';

function firstOfType<T extends Question['type']>(
  type: T,
  settings = DEFAULT_GAME_SETTINGS,
): Extract<Question, { type: T }> {
  for (let seed = 0; seed < 100; seed++) {
    const q = generateQuestions(seed, { ...settings, questionTypes: [type] }).find(
      (x) => x.type === type,
    );
    if (q) return q as Extract<Question, { type: T }>;
  }
  throw new Error(`no ${type} question`);
}

describe('set-the-clock answers (spec 5)', () => {
  it('When hour and minute both equal the target, then correct; otherwise not', () => {
    expect(isSetTimeCorrect({ hour: 3, minute: 15 }, { hour: 3, minute: 15 })).toBe(true);
    expect(isSetTimeCorrect({ hour: 3, minute: 15 }, { hour: 3, minute: 10 })).toBe(false);
    expect(isSetTimeCorrect({ hour: 3, minute: 15 }, { hour: 4, minute: 15 })).toBe(false);
  });

  it('When a set_time question is answered, then the clock decides and a wrong one is tagged', () => {
    const q = firstOfType('set_time');
    const target = q.metadata.targetTime;
    expect(checkAnswer(q, { kind: 'clock', time: target })).toBe(true);
    expect(checkAnswer(q, { kind: 'choice', label: 'anything' })).toBe(false);
    const wrong = evaluateAnswer(q, {
      kind: 'clock',
      time: { hour: (target.hour % 12) + 1, minute: target.minute },
    });
    expect(wrong.correct).toBe(false);
    expect(wrong.tag).not.toBeNull();
    expect(evaluateAnswer(q, { kind: 'clock', time: target })).toEqual({
      correct: true,
      tag: null,
      matches: [],
    });
  });

  it('When 24-hour play asks for 15:00 and the clock shows 5:00, then h24_drop_ten', () => {
    const q = firstOfType('set_time', { ...DEFAULT_GAME_SETTINGS, use24Hour: true });
    const fixed: Question = {
      ...q,
      correctAnswer: { hour: 3, minute: 0 },
      metadata: { targetTime: { hour: 3, minute: 0 }, targetDayTime: { hour: 15, minute: 0 } },
    };
    expect(evaluateAnswer(fixed, { kind: 'clock', time: { hour: 5, minute: 0 } }).tag).toBe(
      'h24_drop_ten',
    );
  });
});

describe('choice answers (spec 5)', () => {
  it('When the chosen string equals the formatted correct time, then correct', () => {
    const q = firstOfType('multiple_choice');
    expect(checkAnswer(q, { kind: 'choice', label: q.correctLabel })).toBe(true);
    expect(checkAnswer(q, { kind: 'clock', time: q.correctAnswer })).toBe(false);
    for (const c of q.choices) {
      expect(checkAnswer(q, { kind: 'choice', label: c.label })).toBe(c.tag === null);
    }
  });

  it('When a label is no option and no time, then wrong and unclassified', () => {
    const q = firstOfType('multiple_choice');
    expect(evaluateAnswer(q, { kind: 'choice', label: 'banana' })).toEqual({
      correct: false,
      tag: 'unclassified',
      matches: ['unclassified'],
    });
  });

  it('When 24-hour play, then only the 24-hour form is correct', () => {
    const q = firstOfType('multiple_choice', { ...DEFAULT_GAME_SETTINGS, use24Hour: true });
    expect(q.correctLabel).toMatch(/^\d\d:\d\d$/);
    expect(checkAnswer(q, { kind: 'choice', label: q.correctLabel })).toBe(true);
    const twelve = `${q.correctAnswer.hour}:${String(q.correctAnswer.minute).padStart(2, '0')}`;
    if (twelve !== q.correctLabel) {
      expect(checkAnswer(q, { kind: 'choice', label: twelve })).toBe(false);
    }
  });
});

describe('parseTimeLabel', () => {
  it('When the text is a 12- or 24-hour time, then it is read; otherwise null', () => {
    expect(parseTimeLabel('3:05')).toEqual({ hour: 3, minute: 5 });
    expect(parseTimeLabel('15:05')).toEqual({ hour: 15, minute: 5 });
    expect(parseTimeLabel('03:05')).toEqual({ hour: 3, minute: 5 });
    expect(parseTimeLabel('00:00')).toEqual({ hour: 0, minute: 0 });
    for (const bad of ['0:05', '13:5', '24:00', '3:60', '', 'noon', '1 h 30 min']) {
      expect(parseTimeLabel(bad)).toBeNull();
    }
  });
});

describe('withHourMode (spec 5: convert options to 24-hour form)', () => {
  it('When a 12-hour question is switched to 24-hour, then options are 24-hour, distinct by face, 4 of them', () => {
    fc.assert(
      fc.property(seedArb, gameSettingsArb, (seed, settings) => {
        for (const q of generateQuestions(seed, { ...settings, use24Hour: false })) {
          const q24 = withHourMode(q, true);
          expect(questionSchema.parse(q24)).toEqual(q24);
          if (q.type === 'elapsed_time') {
            expect(q24).toBe(q);
            continue;
          }
          expect(q24.hourMode).toBe('24h');
          expect(checkAnswer(q24, answerFor(q24))).toBe(true);
          if (!isChoiceQuestion(q24) || q24.type === 'elapsed_time') continue;
          expect(q24.options).toHaveLength(4);
          for (const o of q24.options) expect(o).toMatch(/^\d\d:\d\d$/);
          const faces = q24.choices.map((c) => `${c.time.hour}:${c.time.minute}`);
          expect(new Set(faces).size).toBe(4);
          const back = withHourMode(q24, false);
          expect(back.hourMode).toBe('12h');
          // Options that named another part of the day than the prompt beyond the first were
          // replaced on the way: only a conversion that kept every option comes back unchanged.
          const keptAll =
            isChoiceQuestion(q) &&
            q.choices.every((c) => faces.includes(`${c.time.hour}:${c.time.minute}`));
          if (keptAll && isChoiceQuestion(back) && isChoiceQuestion(q)) {
            expect(back.options).toEqual(q.options);
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('When a 24-hour question whose am_pm_swap twin comes before the answer is switched to 12-hour, then the right option survives', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        for (const q of generateQuestions(seed, { ...DEFAULT_GAME_SETTINGS, use24Hour: true })) {
          if (!isChoiceQuestion(q) || q.type === 'elapsed_time') continue;
          // The twin first, as a shuffle may put it.
          const twin = q.choices.findIndex((c) => c.tag === 'am_pm_swap');
          const choices =
            twin < 0 ? q.choices : [q.choices[twin], ...q.choices.filter((_, i) => i !== twin)];
          const shuffled = {
            ...q,
            choices,
            options: choices.map((c) => c?.label ?? ''),
          } as Question;
          const q12 = withHourMode(shuffled, false);
          expect(checkAnswer(q12, answerFor(q12))).toBe(true);
          if (isChoiceQuestion(q12)) expect(q12.options).toContain(q12.correctLabel);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('When a face time is read as daytime, then 7-11 stay, 12 is noon, 1-6 are afternoon', () => {
    expect(daytimeReading({ hour: 7, minute: 0 })).toEqual({ hour: 7, minute: 0 });
    expect(daytimeReading({ hour: 12, minute: 30 })).toEqual({ hour: 12, minute: 30 });
    expect(daytimeReading({ hour: 6, minute: 59 })).toEqual({ hour: 18, minute: 59 });
  });
});

function answerFor(q: Question) {
  if (q.type === 'set_time') return { kind: 'clock' as const, time: q.metadata.targetTime };
  return { kind: 'choice' as const, label: q.correctLabel };
}
