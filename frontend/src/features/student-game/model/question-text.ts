import { formatTime } from '@ttc/shared-protocol/clock/format';
import type { Language } from '@ttc/shared-protocol/clock/language';
import { type ClockTime, type DayTime, toDayTime } from '@ttc/shared-protocol/clock/time';
import { elapsedInWords } from '@ttc/shared-protocol/clock/words/elapsed-in-words';
import { labelPhrase } from '@ttc/shared-protocol/clock/words/label-phrase';
import { timeInWords, type WordsForm } from '@ttc/shared-protocol/clock/words/time-in-words';
import { exampleHint, hintFor, hintItemOf } from '@ttc/shared-protocol/game/hints';
import type { MisconceptionTag } from '@ttc/shared-protocol/game/misconceptions';
import { PromptKey, type Question } from '@ttc/shared-protocol/game/question';
import type { TFunction } from '../../../lib/i18n';
import { expectedLabel } from './game-flow';

type T = TFunction<'student-game'>;

/**
 * Words for a time: the spoken idiom on a 12-hour face, the 24-hour numbers for a time of day.
 * 'sentence' for the words alone (an option), 'phrase' inside a sentence (a prompt).
 */
function words(
  time: ClockTime,
  dayTime: DayTime | null,
  lang: Language,
  form: WordsForm = 'sentence',
): string {
  return dayTime
    ? timeInWords(dayTime, lang, { reading: 'digital', form })
    : timeInWords(time, lang, { reading: 'spoken', form });
}

/**
 * A time inside a sentence: in words for reading aloud, else its digits; Spanish and Italian
 * with the article ("a las tres y media", "las 3:30"), so the templates read "Pon el reloj a
 * {{time}}" and never "a las Son las...".
 */
function timeInSentence(
  time: ClockTime,
  dayTime: DayTime | null,
  label: string,
  lang: Language,
  spoken: boolean,
): string {
  return spoken ? words(time, dayTime, lang, 'phrase') : labelPhrase(label, lang);
}

/**
 * The question heading in the game's language (the domain gives an i18n key and its values).
 * `spoken` writes the times in words, for reading aloud.
 */
export function promptText(question: Question, t: T, lang: Language, spoken = false): string {
  const { key, params } = question.prompt;
  const period = String(params.period ?? 'morning') as
    | 'night'
    | 'morning'
    | 'afternoon'
    | 'evening';
  const periodText = t(`period.${period}`);
  switch (key) {
    case PromptKey.readClock:
      return t('prompt.read_clock');
    case PromptKey.readClockPeriod:
      return t('prompt.read_clock_period', { period: periodText });
    case PromptKey.readWords:
      return t('prompt.read_words');
    case PromptKey.readWordsPeriod:
      return t('prompt.read_words_period', { period: periodText });
    case PromptKey.setClock: {
      if (question.type !== 'set_time') break;
      const { targetTime, targetDayTime } = question.metadata;
      const time = timeInSentence(targetTime, targetDayTime, expectedLabel(question), lang, spoken);
      return t('prompt.set_clock', { time });
    }
    case PromptKey.elapsedDuration:
    case PromptKey.elapsedEndTime: {
      if (question.type !== 'elapsed_time') break;
      const at = (time: ClockTime) =>
        timeInSentence(time, null, formatTime(time, '12h'), lang, spoken);
      const start = at(question.startTime);
      if (key === PromptKey.elapsedEndTime) {
        const duration = elapsedInWords(question.durationMinutes, lang);
        return t('prompt.elapsed_end_time', { duration, start });
      }
      return t('prompt.elapsed_duration', { start, end: at(question.endTime) });
    }
  }
  return question.questionText;
}

/**
 * How an option is shown: digits for "pick the time" ("3:15", "15:15"), words for "time in
 * words" ("quarter past three"), and durations in words for "how long?" ("1 hour 30 minutes").
 * What is compared stays the option's label.
 */
export function optionText(question: Question, label: string, lang: Language): string {
  if (question.type === 'read_time') {
    const choice = question.choices.find((c) => c.label === label);
    return choice ? words(choice.time, choice.dayTime, lang) : label;
  }
  if (question.type === 'elapsed_time' && question.ask === 'duration') {
    const choice = question.choices.find((c) => c.label === label);
    return choice ? elapsedInWords(choice.minutes, lang) : label;
  }
  return label;
}

/** The correct answer as the feedback and the results show it ({time} in the spec's messages). */
export function correctAnswerText(question: Question, lang: Language): string {
  if (question.type === 'set_time') return expectedLabel(question);
  return optionText(question, question.correctLabel, lang);
}

/**
 * The correct answer as the feedback message names it, inside a sentence: times as a phrase
 * (es "las tres y cuarto", "las 3:15"; it "l'una"), durations in words ("2 hours 30 minutes").
 */
export function feedbackAnswerText(question: Question, lang: Language): string {
  if (question.type === 'set_time') return labelPhrase(expectedLabel(question), lang);
  if (question.type === 'elapsed_time') {
    return question.ask === 'duration'
      ? elapsedInWords(question.durationMinutes, lang)
      : labelPhrase(question.correctLabel, lang);
  }
  if (question.type === 'read_time') {
    return words(question.correctAnswer, question.correctDayTime, lang, 'phrase');
  }
  return labelPhrase(question.correctLabel, lang);
}

/** The five praises or encouragements of each kind of question (the index picks one). */
const FEEDBACK_KEYS = {
  reading: { correct: 'feedback.correct', incorrect: 'feedback.incorrect' },
  setting: { correct: 'feedback.correctSet', incorrect: 'feedback.incorrectSet' },
  elapsed: { correct: 'feedback.correctElapsed', incorrect: 'feedback.incorrectElapsed' },
} as const;

/**
 * The feedback message after an answer, fitting the question: reading the clock, setting it, or
 * counting the time between two clocks; a wrong answer's message names the correct one.
 * `index` (0-4) picks one of the five.
 */
export function feedbackMessage(
  question: Question,
  correct: boolean,
  index: number,
  t: T,
  lang: Language,
): string {
  const kind =
    question.type === 'set_time'
      ? 'setting'
      : question.type === 'elapsed_time'
        ? 'elapsed'
        : 'reading';
  const n = String(Math.min(4, Math.max(0, Math.trunc(index) || 0)) + 1) as
    | '1'
    | '2'
    | '3'
    | '4'
    | '5';
  if (correct) return t(`${FEEDBACK_KEYS[kind].correct}.${n}`);
  return t(`${FEEDBACK_KEYS[kind].incorrect}.${n}`, { time: feedbackAnswerText(question, lang) });
}

/** The tip for a wrong answer's misconception, with the question's own numbers. */
export function hintText(question: Question, tag: MisconceptionTag, t: T): string {
  const hint = hintFor(tag, hintItemOf(question));
  return t(`hints.${hint.key}`, hint.params);
}

/**
 * A misconception's tip before the child answers (a remediation set): the anchors' example
 * numbers, so it never gives the question's answer away.
 */
export function tipText(tag: MisconceptionTag, t: T): string {
  const hint = exampleHint(tag);
  return t(`hints.${hint.key}`, hint.params);
}

/** What the player answered, shown like the options (a set clock as a digital time). */
export function givenAnswerText(
  question: Question,
  answer: { kind: 'choice'; label: string } | { kind: 'clock'; time: ClockTime },
  lang: Language,
): string {
  if (answer.kind === 'choice') return optionText(question, answer.label, lang);
  if (question.type === 'set_time' && question.metadata.targetDayTime) {
    const period = question.metadata.targetDayTime.hour < 12 ? 'am' : 'pm';
    return formatTime(toDayTime(answer.time, period), '24h');
  }
  return formatTime(answer.time, '12h');
}
