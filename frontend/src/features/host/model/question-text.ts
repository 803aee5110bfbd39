import { formatTime } from '@ttc/shared-protocol/clock/format';
import type { Language } from '@ttc/shared-protocol/clock/language';
import type { ClockTime, DayTime } from '@ttc/shared-protocol/clock/time';
import { elapsedInWords } from '@ttc/shared-protocol/clock/words/elapsed-in-words';
import { labelPhrase } from '@ttc/shared-protocol/clock/words/label-phrase';
import { timeInWords } from '@ttc/shared-protocol/clock/words/time-in-words';
import { type Prompt, PromptKey, type Question } from '@ttc/shared-protocol/game/question';
import type { TFunction } from '../../../lib/i18n';

type T = TFunction<'student-game'>;

function words(time: ClockTime, dayTime: DayTime | null, lang: Language): string {
  return dayTime
    ? timeInWords(dayTime, lang, { reading: 'digital' })
    : timeInWords(time, lang, { reading: 'spoken' });
}

/** The time a set-the-clock question asks for, as written on the board ("3:05"). */
export function targetLabel(question: Question): string {
  if (question.type !== 'set_time') return question.correctLabel;
  const { targetTime, targetDayTime } = question.metadata;
  return formatTime(targetDayTime ?? targetTime, question.hourMode);
}

/** The time a set-the-clock question asks for, in words ("twenty past two"); null otherwise. */
export function targetWords(question: Question, lang: Language): string | null {
  if (question.type !== 'set_time') return null;
  const { targetTime, targetDayTime } = question.metadata;
  return words(targetTime, targetDayTime ?? null, lang);
}

/**
 * The question as the smartboard shows it, in the session's language. The domain gives an i18n
 * key of the Student Game's texts and its values (the same wording the tablets read aloud), so
 * the prompt alone is enough: `fallback` (the English text) only for a key this screen does not
 * know.
 */
export function promptText(prompt: Prompt, t: T, lang: Language, fallback: string): string {
  const { key, params } = prompt;
  const text = (name: string) => String(params[name] ?? '');
  // A time inside the sentence: es "a las 3:05", "a la 1:05"; it "le 3:05", "l'1:05".
  const time = (name: string) => labelPhrase(text(name), lang);
  const period = () =>
    t(`period.${text('period') as 'night' | 'morning' | 'afternoon' | 'evening'}`);
  switch (key) {
    case PromptKey.readClock:
      return t('prompt.read_clock');
    case PromptKey.readClockPeriod:
      return t('prompt.read_clock_period', { period: period() });
    case PromptKey.readWords:
      return t('prompt.read_words');
    case PromptKey.readWordsPeriod:
      return t('prompt.read_words_period', { period: period() });
    case PromptKey.setClock:
      return t('prompt.set_clock', { time: time('time') });
    case PromptKey.elapsedDuration:
      return t('prompt.elapsed_duration', { start: time('start'), end: time('end') });
    case PromptKey.elapsedEndTime: {
      const minutes = Number(params.durationMinutes);
      const duration = Number.isInteger(minutes) ? elapsedInWords(minutes, lang) : text('duration');
      return t('prompt.elapsed_end_time', { duration, start: time('start') });
    }
  }
  return fallback;
}

/** An option as shown: digits, or words for "time in words" and "how long?" questions. */
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

/**
 * Whether the options are said in words ("twenty-five to two", "1 hour and 15 minutes") rather
 * than digits: the board sets them smaller, on more lines.
 */
export function longOptions(question: Question, lang: Language): boolean {
  if (question.type === 'set_time') return false;
  return question.options.some((label) => optionText(question, label, lang).length > 8);
}

/** The right answer in words or digits, as the reveal shows it. */
export function answerText(question: Question, lang: Language): string {
  if (question.type === 'set_time') return targetLabel(question);
  return optionText(question, question.correctLabel, lang);
}

/** Where the clock's hands end on the reveal: the correct time on the face. */
export function revealTime(question: Question): ClockTime {
  return question.correctAnswer;
}
