import type { SessionOptionsInput } from '@ttc/shared-protocol/classroom/options';
import type { RoomState } from '@ttc/shared-protocol/classroom/state';
import {
  accept,
  currentQuestion,
  HOST,
  openWith,
  student,
  T0,
} from '@ttc/shared-protocol/classroom/testing/builders';
import type { HostView } from '@ttc/shared-protocol/classroom/view-schemas';
import { hostView } from '@ttc/shared-protocol/classroom/views';
import { parseTime } from '@ttc/shared-protocol/clock/format';
import type { ClockTime } from '@ttc/shared-protocol/clock/time';
import { classifyAnswer } from '@ttc/shared-protocol/game/classify';
import type { MisconceptionTag } from '@ttc/shared-protocol/game/misconceptions';
import type { Answer, Question } from '@ttc/shared-protocol/game/question';
import { describe, expect, it } from 'vitest';
import {
  clockForTag,
  pickWrongClock,
  workedErrorAvailable,
  workedErrorSuggested,
} from './pick-wrong-clock';

const time = (label: string): ClockTime => {
  const parsed = parseTime(label);
  if (!parsed) throw new Error(`not a time: ${label}`);
  return parsed;
};

/** What each student does with question 0: an answer, or null for none. */
type Pick = (question: Question) => Array<Answer | null>;

/** Question 0 of a real room closed after the students answered as `pick` says. */
function closedWith(options: SessionOptionsInput, pick: Pick, seed = 7): HostView {
  const players = 4;
  let state: RoomState = openWith(players, options, seed);
  const answers = pick(currentQuestion(state));
  for (const [i, answer] of answers.entries()) {
    if (!answer) continue;
    state = accept(
      state,
      { type: 'answer', actor: student(i + 1), questionIndex: 0, answer },
      T0 + 11_000 + i,
    ).state;
  }
  // When everyone has answered, the question closes by itself.
  if (state.stage.phase === 'question-open') {
    state = accept(state, { type: 'close', actor: HOST, questionIndex: 0 }, T0 + 20_000).state;
  }
  return hostView(state);
}

const choose = (label: string): Answer => ({ kind: 'choice', label });
const setTo = (label: string): Answer => ({ kind: 'clock', time: time(label) });

/** The options of a choice question with their tags, by label. */
function optionTagged(question: Question, tag: MisconceptionTag): string {
  if (question.type === 'set_time') throw new Error('no options');
  const choice = question.choices.find((c) => c.tag === tag);
  if (!choice) throw new Error(`no option tagged ${tag}`);
  return choice.label;
}

describe('pickWrongClock, multiple choice', () => {
  // Seed 7 asks 4:40 with the options 5:40 (next_hour), 8:20 (hands_swapped), 4:20
  // (past_to_reversed).
  it('When most wrong answers picked one option, then its time is the wrong clock and the correct time the right one', () => {
    const view = closedWith({}, (q) => [
      choose(optionTagged(q, 'next_hour')),
      choose(optionTagged(q, 'next_hour')),
      choose(optionTagged(q, 'hands_swapped')),
      choose(q.type === 'set_time' ? '' : q.correctLabel),
    ]);
    expect(pickWrongClock(view)).toEqual({
      wrong: time('5:40'),
      right: time('4:40'),
      tag: 'next_hour',
      wrongLabel: '5:40',
      rightLabel: '4:40',
      source: 'option',
      count: 2,
    });
    expect(workedErrorAvailable(view)).toBe(true);
  });

  it('When two wrong options were picked as often, then the one of the commonest misconception (table order) is shown', () => {
    const view = closedWith({}, (q) => [
      choose(optionTagged(q, 'past_to_reversed')),
      choose(optionTagged(q, 'hands_swapped')),
      null,
      null,
    ]);
    expect(view.summary?.mostCommonMistake?.tag).toBe('hands_swapped');
    const picked = pickWrongClock(view);
    expect(picked?.wrong).toEqual(time('8:20'));
    expect(picked?.tag).toBe('hands_swapped');
    expect(picked?.count).toBe(1);
  });

  it('When everyone was right or did not answer, then there is no wrong clock', () => {
    const view = closedWith({}, (q) => [
      choose(q.type === 'set_time' ? '' : q.correctLabel),
      null,
      null,
      null,
    ]);
    expect(pickWrongClock(view)).toBeNull();
    expect(workedErrorAvailable(view)).toBe(false);
  });

  it('When the summary is of a skipped question, then there is no wrong clock', () => {
    // Skipping moves on at once; a summary marked skipped must still never draw a mistake.
    const view = closedWith({}, (q) => [choose(optionTagged(q, 'next_hour')), null, null, null]);
    if (!view.summary) throw new Error('setup');
    expect(pickWrongClock(view)).not.toBeNull();
    expect(pickWrongClock({ ...view, summary: { ...view.summary, skipped: true } })).toBeNull();
  });

  it('When the question is still open, then there is no wrong clock yet', () => {
    expect(pickWrongClock(hostView(openWith(2)))).toBeNull();
  });

  it('When the picked wrong option carries no tag, then the reveal is still offered and the classifier names the step', () => {
    const view = closedWith({}, (q) => [choose(optionTagged(q, 'next_hour')), null, null, null]);
    const question = view.question?.question;
    if (question?.type !== 'multiple_choice' || !view.summary) throw new Error('setup');
    // As if the options had been built without tags and the answers logged none.
    const untagged: HostView = {
      ...view,
      question: view.question && {
        ...view.question,
        question: { ...question, choices: question.choices.map((c) => ({ ...c, tag: null })) },
      },
      summary: { ...view.summary, tagCounts: {}, mostCommonMistake: null },
    };
    const picked = pickWrongClock(untagged);
    expect(picked?.wrong).toEqual(time('5:40'));
    expect(picked?.tag).toBe('next_hour');
    expect(workedErrorAvailable(untagged)).toBe(true);
    // One of one answer is above the mini-lesson share: proposed.
    expect(workedErrorSuggested(untagged)).toBe(true);
  });

  it('When no board option was picked wrong but mistakes were counted (an adaptive room), then the commonest one is applied to the board question', () => {
    const view = closedWith({}, (q) => [
      choose(optionTagged(q, 'next_hour')),
      choose(optionTagged(q, 'next_hour')),
      choose(q.type === 'set_time' ? '' : q.correctLabel),
      null,
    ]);
    if (!view.summary) throw new Error('setup');
    // In an adaptive room each child answered their own level's question: the picks count only
    // answers to the board's options, the mistakes count every child.
    const adaptive: HostView = {
      ...view,
      summary: { ...view.summary, optionCounts: [0, 0, 0, 1] },
    };
    expect(pickWrongClock(adaptive)).toMatchObject({
      wrong: time('5:40'),
      right: time('4:40'),
      tag: 'next_hour',
      source: 'tag',
      count: 2,
    });
  });

  it('When an option lies on the right clock face (the other half of the day), then it is passed over', () => {
    const view = closedWith({}, (q) => [
      choose(optionTagged(q, 'next_hour')),
      choose(optionTagged(q, 'hands_swapped')),
      choose(optionTagged(q, 'hands_swapped')),
      null,
    ]);
    const question = view.question?.question;
    if (question?.type !== 'multiple_choice') throw new Error('setup');
    // 8:20 redrawn as 16:40 beside 04:40: the same face as the answer.
    const sameFace: HostView = {
      ...view,
      question: view.question && {
        ...view.question,
        question: {
          ...question,
          choices: question.choices.map((c) =>
            c.tag === 'hands_swapped' ? { ...c, time: time('4:40'), tag: 'am_pm_swap' } : c,
          ),
        },
      },
    };
    expect(pickWrongClock(sameFace)?.wrong).toEqual(time('5:40'));
  });
});

describe('pickWrongClock, other question types', () => {
  it('When a read-the-time question (options in words) closes, then the most-picked wrong option is the wrong clock', () => {
    const view = closedWith({ questionTypes: ['read_time'], language: 'de' }, (q) => {
      if (q.type === 'set_time') throw new Error('expected options');
      const wrong = q.choices.find((c) => c.tag !== null);
      return [choose(wrong?.label ?? ''), choose(wrong?.label ?? ''), null, null];
    });
    const question = view.question?.question;
    if (question?.type !== 'read_time') throw new Error('expected read_time');
    const wrong = question.choices.find((c) => c.tag !== null);
    const picked = pickWrongClock(view);
    expect(picked?.wrong).toEqual(wrong?.time);
    expect(picked?.right).toEqual(question.correctAnswer);
    expect(picked?.tag).toBe(wrong?.tag);
  });

  it('When a set-the-clock question closes, then the commonest misconception applied to the target is the wrong clock', () => {
    // 4:40 set as 5:40 (next hour) twice and as 4:20 (past and to) once.
    const view = closedWith({ questionTypes: ['set_time'] }, () => [
      setTo('5:40'),
      setTo('5:40'),
      setTo('4:20'),
      setTo('4:40'),
    ]);
    expect(view.summary?.optionCounts).toBeNull();
    expect(view.summary?.mostCommonMistake?.tag).toBe('next_hour');
    expect(pickWrongClock(view)).toEqual({
      wrong: time('5:40'),
      right: time('4:40'),
      tag: 'next_hour',
      wrongLabel: '5:40',
      rightLabel: '4:40',
      source: 'tag',
      count: 2,
    });
  });

  it('When the commonest set-the-clock mistake names no clock (a fallback), then the next commonest one is used', () => {
    // 4:40 set as 9:40 (hour wrong in no known way) twice, as 3:40 (the hour before) once.
    const view = closedWith({ questionTypes: ['set_time'] }, () => [
      setTo('9:40'),
      setTo('9:40'),
      setTo('3:40'),
      null,
    ]);
    expect(view.summary?.mostCommonMistake?.tag).toBe('hour_wrong_other');
    const picked = pickWrongClock(view);
    expect(picked?.tag).toBe('previous_hour');
    expect(picked?.wrong).toEqual(time('3:40'));
  });

  it('When every set-the-clock mistake is a fallback, then no reveal is offered', () => {
    const view = closedWith({ questionTypes: ['set_time'] }, () => [
      setTo('9:40'),
      null,
      null,
      null,
    ]);
    expect(pickWrongClock(view)).toBeNull();
    expect(workedErrorAvailable(view)).toBe(false);
    expect(workedErrorSuggested(view)).toBe(false);
  });

  it('When an elapsed-time question asks for the end time, then its most-picked wrong option is the wrong clock; a how-long question has none', () => {
    const asked = new Set<string>();
    for (let seed = 1; seed < 40 && asked.size < 2; seed++) {
      const view = closedWith(
        { questionTypes: ['elapsed_time'] },
        (q) => {
          if (q.type === 'set_time') throw new Error('expected options');
          const wrong = q.options.find((o) => o !== q.correctLabel) ?? '';
          return [choose(wrong), choose(wrong), null, null];
        },
        seed,
      );
      const question = view.question?.question;
      if (question?.type !== 'elapsed_time') throw new Error('expected elapsed');
      asked.add(question.ask);
      const picked = pickWrongClock(view);
      if (question.ask === 'duration') {
        expect(picked).toBeNull();
      } else {
        const wrong = question.choices.find((c) => c.label !== question.correctLabel);
        expect(picked?.wrong).toEqual(wrong?.time);
        expect(picked?.right).toEqual(question.endTime);
      }
    }
    expect(asked).toEqual(new Set(['duration', 'end_time']));
  });
});

describe('clockForTag: each misconception applied to the right time', () => {
  // The learning anchors' examples (section 4): the target, the step, the clock the tag predicts.
  it.each([
    ['hands_swapped', '3:00', 60, '12:15'],
    ['hands_swapped', '3:50', 5, '10:15'],
    ['past_to_reversed', '6:45', 15, '6:15'],
    ['past_to_reversed', '7:15', 15, '6:45'],
    ['next_hour', '7:50', 5, '8:50'],
    ['previous_hour', '4:05', 5, '3:05'],
    ['numeral_as_minutes', '3:15', 15, '3:03'],
    ['off_by_one_step', '3:25', 5, '3:30'],
    ['tick_miscount', '3:37', 1, '3:36'],
    ['off_by_one_hour', '3:10', 5, '4:10'],
  ] as const)(
    'When the tag is %s and the target %s (step %i), then the wrong clock is %s',
    (tag, target, step, wrong) => {
      const choice = clockForTag(tag, time(target), null, step);
      expect(choice?.time).toEqual(time(wrong));
      // The classifier names that clock by the same tag.
      expect(classifyAnswer(time(target), time(wrong), { step })?.tag).toBe(tag);
    },
  );

  it('When the target is 15:00 in 24-hour play and 10 was taken away, then the wrong clock is 5:00', () => {
    expect(clockForTag('h24_drop_ten', time('3:00'), { hour: 15, minute: 0 }, 60)?.time).toEqual(
      time('5:00'),
    );
  });

  it.each([
    ['am_pm_swap', 'the same face'],
    ['elapsed_units', 'a duration'],
    ['halb_trap', 'words only'],
    ['hour_wrong_other', 'a fallback'],
    ['minute_wrong_other', 'a fallback'],
    ['unclassified', 'a fallback'],
  ] as const)('When the tag is %s (%s), then it draws no wrong clock', (tag, _why) => {
    expect(clockForTag(tag, time('2:30'), { hour: 14, minute: 30 }, 5)).toBeNull();
  });
});

describe('workedErrorSuggested', () => {
  it('When the commonest misconception reached the mini-lesson share, then the reveal is proposed; below it, only available', () => {
    const many = closedWith({}, (q) => [
      choose(optionTagged(q, 'next_hour')),
      choose(optionTagged(q, 'next_hour')),
      null,
      null,
    ]);
    expect(many.summary?.mostCommonMistake?.suggestMiniLesson).toBe(true);
    expect(workedErrorSuggested(many)).toBe(true);

    const right = (q: Question) => choose(q.type === 'set_time' ? '' : q.correctLabel);
    const few = closedWith({}, (q) => [
      choose(optionTagged(q, 'next_hour')),
      right(q),
      right(q),
      right(q),
    ]);
    expect(few.summary?.mostCommonMistake?.suggestMiniLesson).toBe(false);
    expect(workedErrorAvailable(few)).toBe(true);
    expect(workedErrorSuggested(few)).toBe(false);
  });
});
