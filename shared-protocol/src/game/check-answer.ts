import { hourHandAngle } from '../clock/angles';
import { formatTime } from '../clock/format';
import { classifyIndependentSet } from '../clock/independent-hands';
import { type ClockTime, type DayTime, toClockTime } from '../clock/time';
import {
  type Classification,
  classifyAnswer,
  classifyDurationAnswer,
  classifyEndTimeAnswer,
} from './classify';
import { formatDuration } from './elapsed-choices';
import { nearestDayTime, partOfDay } from './face-math';
import { MisconceptionTag } from './misconceptions';
import { readingPrompt, setClockPrompt } from './prompts';
import type { Answer, ChoiceQuestion, Question, TimeChoice } from './question';
import { minuteStep } from './settings';
import { buildTimeChoices } from './time-choices';

/** Spec section 5: a set-time answer is correct only if both hour and minute equal the target. */
export function isSetTimeCorrect(target: ClockTime, answer: ClockTime): boolean {
  return target.hour === answer.hour && target.minute === answer.minute;
}

/**
 * The formatted correct answer of a choice question: the correct time in the question's hour
 * mode (spec sections 5 and 9), or the correct duration for "how long" items.
 */
export function formattedCorrectAnswer(question: ChoiceQuestion): string {
  if (question.type === 'elapsed_time') {
    return question.ask === 'duration'
      ? formatDuration(question.durationMinutes)
      : formatTime(question.endTime, '12h');
  }
  if (question.hourMode === '24h' && question.correctDayTime) {
    return formatTime(question.correctDayTime, '24h');
  }
  return formatTime(question.correctAnswer, '12h');
}

/** Spec section 5: a chosen option is correct if the string equals the formatted correct time. */
export function isChoiceCorrect(question: ChoiceQuestion, label: string): boolean {
  return label === formattedCorrectAnswer(question);
}

/** Whether an answer to a question is right (spec section 5). A wrong kind of answer is wrong. */
export function checkAnswer(question: Question, answer: Answer): boolean {
  return evaluateAnswer(question, answer).correct;
}

/**
 * Reads a digital time string: "3:05" (12-hour, hour 1-12) or "03:05" / "15:05" (24-hour,
 * two-digit hour 00-23). Returns the time of day as written (a 12-hour "3:05" gives hour 3), or
 * null when the text is not such a time.
 */
export function parseTimeLabel(label: string): DayTime | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(label.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  const twoDigit = (match[1] ?? '').length === 2;
  if (minute > 59) return null;
  if (twoDigit ? hour > 23 : hour < 1 || hour > 12) return null;
  return { hour, minute };
}

/** The result of one answer: right or wrong, and for a wrong one its misconception. */
export type AnswerOutcome = {
  correct: boolean;
  /** The first matching tag; null when correct. */
  tag: MisconceptionTag | null;
  /** Every matching tag; empty when correct. */
  matches: MisconceptionTag[];
};

const RIGHT: AnswerOutcome = { correct: true, tag: null, matches: [] };

function wrong(classification: Classification | null): AnswerOutcome {
  const c = classification ?? { tag: MisconceptionTag.unclassified, matches: [] };
  return {
    correct: false,
    tag: c.tag,
    matches: c.matches.length > 0 ? c.matches : [c.tag],
  };
}

function choiceOutcome(question: ChoiceQuestion, label: string): AnswerOutcome {
  if (isChoiceCorrect(question, label)) return RIGHT;
  const step = minuteStep(question.difficulty);
  if (question.type === 'elapsed_time') {
    const item = {
      start: question.startTime,
      end: question.endTime,
      minutes: question.durationMinutes,
      step,
    };
    if (question.ask === 'duration') {
      const choice = question.choices.find((c) => c.label === label);
      return wrong(choice ? classifyDurationAnswer(item, choice.minutes) : null);
    }
    const time = parseTimeLabel(label);
    return wrong(time ? classifyEndTimeAnswer(item, toClockTime(time)) : null);
  }
  const day = parseTimeLabel(label);
  if (!day) return wrong(null);
  const answerDayTime = question.hourMode === '24h' ? day : null;
  return wrong(
    classifyAnswer(question.correctAnswer, toClockTime(day), {
      step,
      targetDayTime: question.correctDayTime,
      answerDayTime,
      wordsLanguage: question.type === 'read_time' ? question.wordsLanguage : null,
    }),
  );
}

/**
 * Checks an answer and names the misconception of a wrong one: a set clock is classified against
 * the target; a chosen option against the correct time (the same tag the option was built
 * with). A label that is no time at all, or an answer of the wrong kind, is wrong and
 * `unclassified`.
 */
export function evaluateAnswer(question: Question, answer: Answer): AnswerOutcome {
  if (question.type === 'set_time') {
    if (answer.kind !== 'clock') return wrong(null);
    const { targetTime, targetDayTime, hands } = question.metadata;
    if (hands === 'independent' || hands === 'hour_only') {
      return independentOutcome(question, answer.time, answer.hourAngle);
    }
    if (isSetTimeCorrect(targetTime, answer.time)) return RIGHT;
    return wrong(
      classifyAnswer(targetTime, answer.time, {
        step: minuteStep(question.difficulty),
        targetDayTime,
      }),
    );
  }
  if (answer.kind !== 'choice') return wrong(null);
  return choiceOutcome(question, answer.label);
}

/**
 * A clock set with independent hands: right when the minute hand is on the target minute and the
 * hour hand where a geared clock puts it. The hour hand on the hour's numeral at quarter past or
 * later is `hour_hand_on_numeral` (learning-anchors section 4), which only such a clock can show;
 * other misses are classified on the time the hands read. Without the hour hand's angle (an older
 * client) the time's own hour hand is assumed, as on a geared clock.
 */
function independentOutcome(
  question: Extract<Question, { type: 'set_time' }>,
  time: ClockTime,
  hourAngle: number | undefined,
): AnswerOutcome {
  const { targetTime, targetDayTime } = question.metadata;
  const angle = hourAngle ?? hourHandAngle(time);
  const result = classifyIndependentSet(targetTime, angle, time.minute);
  if (result.correct) return RIGHT;
  if (result.hourHandOnNumeral) {
    return {
      correct: false,
      tag: MisconceptionTag.hourHandOnNumeral,
      matches: [MisconceptionTag.hourHandOnNumeral],
    };
  }
  const classified = classifyAnswer(targetTime, result.answer, {
    step: minuteStep(question.difficulty),
    targetDayTime,
  });
  // The hands read the right time but the hour hand is too far from its place.
  return wrong(classified ?? { tag: MisconceptionTag.hourWrongOther, matches: [] });
}

/**
 * The same question in the other hour mode, for a player who flips the 24-hour switch while it
 * is open (spec section 4: a setting applies immediately). Spec section 5: options are converted
 * from AM/PM to 24-hour form and options that differ only by 12 hours are removed, then topped up
 * to four again; surviving options keep their order. A 12-hour time is read as daytime
 * (7:00-18:59, see `daytimeReading`). Elapsed questions stay 12-hour (spec section 4).
 */
export function withHourMode(question: Question, use24Hour: boolean): Question {
  const mode = use24Hour ? '24h' : '12h';
  if (question.type === 'elapsed_time' || question.hourMode === mode) return question;
  const face = question.correctAnswer;
  const day: DayTime | null = use24Hour ? daytimeReading(face) : null;
  if (question.type === 'set_time') {
    return {
      ...question,
      ...setClockPrompt(formatTime(day ?? face, mode)),
      hourMode: mode,
      metadata: { ...question.metadata, targetDayTime: day },
    };
  }
  const step = minuteStep(question.difficulty);
  const wordsLanguage = question.type === 'read_time' ? question.wordsLanguage : null;
  const faceKey = (t: ClockTime): string => `${t.hour}:${t.minute}`;
  // The correct option always survives, wherever it stands (an am_pm_swap twin shares its face).
  const faces = new Set<string>([faceKey(face)]);
  const kept: TimeChoice[] = [];
  // At most one option may name another part of the day than the prompt (the answer must need
  // the clock, not the prompt alone).
  let otherPart = 0;
  const fitsDay = (dayTime: DayTime | null): boolean => {
    if (!day || !dayTime || partOfDay(dayTime) === partOfDay(day)) return true;
    if (otherPart >= 1) return false;
    otherPart++;
    return true;
  };
  for (const choice of question.choices) {
    if (choice.tag === null) {
      kept.push({ label: formatTime(day ?? face, mode), time: face, dayTime: day, tag: null });
      continue;
    }
    if (faces.has(faceKey(choice.time))) continue;
    faces.add(faceKey(choice.time));
    const dayTime = day ? nearestDayTime(choice.time, day) : null;
    const classification = classifyAnswer(face, choice.time, {
      step,
      targetDayTime: day,
      answerDayTime: dayTime,
      wordsLanguage,
    });
    if (classification === null || !fitsDay(dayTime)) continue;
    kept.push({
      label: formatTime(dayTime ?? choice.time, mode),
      time: choice.time,
      dayTime,
      tag: classification.tag,
    });
  }
  const extra = buildTimeChoices({ target: face, targetDayTime: day, step, wordsLanguage });
  for (const choice of extra) {
    if (kept.length >= question.choices.length) break;
    if (faces.has(faceKey(choice.time)) || !fitsDay(choice.dayTime)) continue;
    faces.add(faceKey(choice.time));
    kept.push(choice);
  }
  return {
    ...question,
    ...readingPrompt(question.type, day),
    hourMode: mode,
    options: kept.map((c) => c.label),
    choices: kept,
    correctLabel: formatTime(day ?? face, mode),
    correctDayTime: day,
  };
}

/** A face time read as a daytime time of day: 7-11 in the morning, 12-6 in the afternoon. */
export function daytimeReading(face: ClockTime): DayTime {
  const hour = face.hour === 12 ? 12 : face.hour >= 7 ? face.hour : face.hour + 12;
  return { hour, minute: face.minute };
}
