import { formatTime } from '@ttc/shared-protocol/clock/format';
import type { Language } from '@ttc/shared-protocol/clock/language';
import type { ClockTime, DayTime } from '@ttc/shared-protocol/clock/time';
import { elapsedInWords } from '@ttc/shared-protocol/clock/words/elapsed-in-words';
import { timeInWords } from '@ttc/shared-protocol/clock/words/time-in-words';
import type { Question } from '@ttc/shared-protocol/game/question';

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
