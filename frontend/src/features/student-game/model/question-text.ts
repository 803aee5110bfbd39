import { formatTime } from '@ttc/shared-protocol/clock/format';
import type { Language } from '@ttc/shared-protocol/clock/language';
import { type ClockTime, type DayTime, toDayTime } from '@ttc/shared-protocol/clock/time';
import { elapsedInWords } from '@ttc/shared-protocol/clock/words/elapsed-in-words';
import { timeInWords } from '@ttc/shared-protocol/clock/words/time-in-words';
import { PromptKey, type Question } from '@ttc/shared-protocol/game/question';
import type { TFunction } from '../../../lib/i18n';
import { expectedLabel } from './game-flow';

type T = TFunction<'student-game'>;

/** Words for a time: the spoken idiom on a 12-hour face, the 24-hour numbers for a time of day. */
function words(time: ClockTime, dayTime: DayTime | null, lang: Language): string {
  return dayTime
    ? timeInWords(dayTime, lang, { reading: 'digital' })
    : timeInWords(time, lang, { reading: 'spoken' });
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
      const time = spoken ? words(targetTime, targetDayTime, lang) : expectedLabel(question);
      return t('prompt.set_clock', { time });
    }
    case PromptKey.elapsedDuration:
    case PromptKey.elapsedEndTime: {
      if (question.type !== 'elapsed_time') break;
      const start = spoken
        ? words(question.startTime, null, lang)
        : formatTime(question.startTime, '12h');
      if (key === PromptKey.elapsedEndTime) {
        const duration = elapsedInWords(question.durationMinutes, lang);
        return t('prompt.elapsed_end_time', { duration, start });
      }
      const end = spoken
        ? words(question.endTime, null, lang)
        : formatTime(question.endTime, '12h');
      return t('prompt.elapsed_duration', { start, end });
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
