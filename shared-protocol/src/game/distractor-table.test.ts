import { describe, expect, it } from 'vitest';
import type { Language } from '../clock/language';
import type { DayTime } from '../clock/time';
import { buildDurationChoices, buildEndTimeChoices } from './elapsed-choices';
import type { MisconceptionTag } from './misconceptions';
import { createRng } from './random';
import { buildTimeChoices } from './time-choices';

/**
 * The distractor rules checked against options written out by hand from the learning anchors
 * (section 4 and the examples of the issue), not against the classifier the builder calls: each
 * row is a target, the wrong option a child with that misconception picks, and its tag.
 */
type Row = {
  target: string;
  step: number;
  words?: Language;
  option: string;
  tag: MisconceptionTag;
};

const READING: Row[] = [
  // The anchors' example, 3:45 at the quarter level.
  { target: '3:45', step: 15, option: '4:45', tag: 'next_hour' },
  { target: '3:45', step: 15, option: '3:15', tag: 'past_to_reversed' },
  { target: '3:45', step: 15, option: '9:15', tag: 'hands_swapped' },
  { target: '3:00', step: 60, option: '12:15', tag: 'hands_swapped' },
  { target: '3:50', step: 5, option: '10:15', tag: 'hands_swapped' },
  { target: '6:45', step: 15, option: '6:15', tag: 'past_to_reversed' },
  { target: '7:15', step: 15, option: '6:45', tag: 'past_to_reversed' },
  { target: '7:55', step: 5, option: '8:55', tag: 'next_hour' },
  { target: '2:30', step: 30, option: '3:30', tag: 'next_hour' },
  { target: '4:05', step: 5, option: '3:05', tag: 'previous_hour' },
  { target: '3:30', step: 30, option: '3:06', tag: 'numeral_as_minutes' },
  { target: '3:15', step: 5, option: '3:03', tag: 'numeral_as_minutes' },
  { target: '3:25', step: 5, option: '3:30', tag: 'off_by_one_step' },
  { target: '3:37', step: 1, option: '3:36', tag: 'tick_miscount' },
  { target: '3:10', step: 5, option: '4:10', tag: 'off_by_one_hour' },
  // At the o'clock level the hour after is not a minute step.
  { target: '3:00', step: 60, option: '4:00', tag: 'off_by_one_hour' },
  { target: '3:00', step: 60, option: '2:00', tag: 'previous_hour' },
  { target: '2:30', step: 30, words: 'de', option: '1:30', tag: 'halb_trap' },
  // 24-hour play: the other half of the day, and 10 taken away instead of 12.
  { target: '14:00', step: 60, option: '02:00', tag: 'am_pm_swap' },
  { target: '09:30', step: 30, option: '21:30', tag: 'am_pm_swap' },
  { target: '15:00', step: 60, option: '05:00', tag: 'h24_drop_ten' },
  { target: '21:30', step: 30, option: '11:30', tag: 'h24_drop_ten' },
];

function parse(label: string): { face: { hour: number; minute: number }; day: DayTime | null } {
  const [h, m] = label.split(':').map(Number) as [number, number];
  const day = label.length === 5 ? { hour: h, minute: m } : null;
  const hour = h % 12 === 0 ? 12 : h % 12;
  return { face: { hour, minute: m }, day };
}

const labelsAndTags = (choices: { label: string; tag: MisconceptionTag | null }[]) =>
  choices.map((c) => [c.label, c.tag]);

describe('distractors against a hand-written table', () => {
  it.each(READING)(
    'When the target is $target (step $step), then a child making $tag is offered $option',
    ({ target, step, words, option, tag }) => {
      const { face, day } = parse(target);
      const input = { target: face, targetDayTime: day, step, wordsLanguage: words ?? null };
      // The focus tag goes first without an rng ...
      expect(labelsAndTags(buildTimeChoices({ ...input, preferTags: [tag] }))).toContainEqual([
        option,
        tag,
      ]);
      // ... and with an rng, a child who makes it often is offered it in most questions.
      let offered = 0;
      for (let seed = 0; seed < 40; seed++) {
        const choices = buildTimeChoices({
          ...input,
          rng: createRng(seed),
          levelTags: [tag],
          tagWeights: { [tag]: 1 },
        });
        if (labelsAndTags(choices).some(([l, t]) => l === option && t === tag)) offered++;
      }
      expect(offered).toBeGreaterThanOrEqual(28);
    },
  );

  it('When the anchors example 3:45 is built without a focus, then it is exactly 4:45, 3:15 and 9:15', () => {
    const choices = buildTimeChoices({
      target: { hour: 3, minute: 45 },
      targetDayTime: null,
      step: 15,
    });
    expect(new Set(choices.map((c) => c.label))).toEqual(new Set(['3:45', '4:45', '3:15', '9:15']));
  });

  it('When 15:00 is asked in the afternoon, then "13:00" (the reverse of 10 taken away) is never offered', () => {
    for (let seed = 0; seed < 40; seed++) {
      const choices = buildTimeChoices({
        target: { hour: 3, minute: 0 },
        targetDayTime: { hour: 15, minute: 0 },
        step: 60,
        rng: createRng(seed),
        tagWeights: { h24_drop_ten: 1 },
      });
      expect(choices.map((c) => c.label)).not.toContain('13:00');
    }
  });
});

describe('how-long distractors against a hand-written table', () => {
  const durations: {
    start: [number, number];
    minutes: number;
    step: number;
    option: string;
    tag: MisconceptionTag;
  }[] = [
    // Kamii & Russell: hours and minutes subtracted apart.
    { start: [8, 30], minutes: 150, step: 30, option: '3 h 30 min', tag: 'elapsed_units' },
    // Counting on 6, 7, 8, 9 by fives.
    { start: [6, 0], minutes: 180, step: 60, option: '15 min', tag: 'elapsed_units' },
    // The first hour counted too: 6, 7, 8, 9 is "4 hours".
    { start: [6, 0], minutes: 180, step: 60, option: '4 h', tag: 'off_by_one_hour' },
    // The minute hand's numbers counted as minutes: one turn is "12 min".
    { start: [6, 0], minutes: 60, step: 60, option: '12 min', tag: 'numeral_as_minutes' },
    { start: [3, 10], minutes: 45, step: 5, option: '50 min', tag: 'off_by_one_step' },
  ];

  it.each(durations)(
    'When $start is followed by $minutes minutes, then "$option" ($tag) is offered',
    ({ start, minutes, step, option, tag }) => {
      const s = { hour: start[0], minute: start[1] };
      const endMinutes = (s.hour % 12) * 60 + s.minute + minutes;
      const end = { hour: Math.floor(endMinutes / 60) % 12 || 12, minute: endMinutes % 60 };
      const item = { start: s, end, minutes, step };
      let offered = 0;
      for (let seed = 0; seed < 40; seed++) {
        const choices = buildDurationChoices(item, {
          rng: createRng(seed),
          tagWeights: { [tag]: 1 },
        });
        if (labelsAndTags(choices).some(([l, t]) => l === option && t === tag)) offered++;
      }
      expect(offered).toBeGreaterThanOrEqual(28);
    },
  );

  it('When 8:30 -> 11:00 is asked without an rng, then the three Kamii answers are the options', () => {
    const item = {
      start: { hour: 8, minute: 30 },
      end: { hour: 11, minute: 0 },
      minutes: 150,
      step: 30,
    };
    expect(labelsAndTags(buildDurationChoices(item))).toEqual([
      ['2 h 30 min', null],
      ['3 h 30 min', 'elapsed_units'],
      ['30 min', 'elapsed_units'],
      ['40 min', 'elapsed_units'],
    ]);
  });

  it('When 6:00 -> 9:00 is asked, then "5 h" (900 - 600 read as minutes) is never an option', () => {
    const item = {
      start: { hour: 6, minute: 0 },
      end: { hour: 9, minute: 0 },
      minutes: 180,
      step: 60,
    };
    for (let seed = 0; seed < 40; seed++) {
      const labels = buildDurationChoices(item, { rng: createRng(seed) }).map((c) => c.label);
      expect(labels).not.toContain('5 h');
    }
    expect(buildDurationChoices(item).map((c) => c.label)).not.toContain('5 h');
  });

  it('When the time 90 minutes after 8:30 is asked, then 9:00 (no carry) and 9:20 (830 + 90) are offered', () => {
    const choices = buildEndTimeChoices({
      start: { hour: 8, minute: 30 },
      end: { hour: 10, minute: 0 },
      minutes: 90,
      step: 30,
    });
    expect(labelsAndTags(choices)).toEqual(
      expect.arrayContaining([
        ['9:00', 'elapsed_units'],
        ['9:20', 'elapsed_units'],
      ]),
    );
  });
});
