import type { Reveal, StudentQuestion } from '@ttc/shared-protocol/classroom/view-schemas';
import { formatTime, parseTime } from '@ttc/shared-protocol/clock/format';
import type { Language } from '@ttc/shared-protocol/clock/language';
import type { ClockTime } from '@ttc/shared-protocol/clock/time';
import { timeInWords } from '@ttc/shared-protocol/clock/words/time-in-words';
import { PromptKey } from '@ttc/shared-protocol/game/question';
import type { TFunction } from '../../../lib/i18n';

type T = TFunction<'student-game'>;

/** The target of a set-the-clock question (its prompt names it: "Set the clock to 3:15."). */
export function setClockTarget(question: StudentQuestion): ClockTime | null {
  const label = question.prompt.params.time;
  if (typeof label !== 'string') return null;
  const parsed = parseTime(label, question.hourMode);
  if (!parsed) return null;
  return { hour: parsed.hour % 12 === 0 ? 12 : parsed.hour % 12, minute: parsed.minute };
}

/**
 * The question as the tablet shows it, in the screen's language (the prompt is an i18n key with
 * values, the same keys as the Student Game). `spoken` writes times in words, for reading aloud.
 */
export function studentPromptText(
  question: StudentQuestion,
  t: T,
  lang: Language,
  spoken = false,
): string {
  const { key, params } = question.prompt;
  const period = t(`period.${String(params.period ?? 'morning') as 'morning'}`);
  switch (key) {
    case PromptKey.readClock:
      return t('prompt.read_clock');
    case PromptKey.readClockPeriod:
      return t('prompt.read_clock_period', { period });
    case PromptKey.readWords:
      return t('prompt.read_words');
    case PromptKey.readWordsPeriod:
      return t('prompt.read_words_period', { period });
    case PromptKey.setClock: {
      const target = setClockTarget(question);
      const time =
        spoken && target ? timeInWords(target, lang, { reading: 'spoken' }) : String(params.time);
      return t('prompt.set_clock', { time });
    }
    case PromptKey.elapsedDuration:
      return t('prompt.elapsed_duration', { start: params.start, end: params.end });
    case PromptKey.elapsedEndTime:
      return t('prompt.elapsed_end_time', { duration: params.duration, start: params.start });
  }
  return question.questionText;
}

/** An option as shown: in words for "which words tell the time", else its label. */
export function optionText(question: StudentQuestion, index: number, label: string): string {
  const time = question.optionTimes?.[index];
  if (question.type === 'read_time' && time && question.wordsLanguage) {
    return timeInWords(time, question.wordsLanguage, { reading: 'spoken' });
  }
  return label;
}

/** The correct answer as the feedback names it ({time} in the spec's messages). */
export function revealText(question: StudentQuestion | null, reveal: Reveal): string {
  if (reveal.correctLabel !== null) {
    const index = question?.options?.indexOf(reveal.correctLabel) ?? -1;
    return question && index >= 0
      ? optionText(question, index, reveal.correctLabel)
      : reveal.correctLabel;
  }
  return formatTime(reveal.correctTime, '12h');
}
