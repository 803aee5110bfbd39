import type { Reveal, StudentQuestion } from '@ttc/shared-protocol/classroom/view-schemas';
import { formatTime, parseTime } from '@ttc/shared-protocol/clock/format';
import type { Language } from '@ttc/shared-protocol/clock/language';
import type { ClockTime } from '@ttc/shared-protocol/clock/time';
import { labelPhrase } from '@ttc/shared-protocol/clock/words/label-phrase';
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
      // Inside the sentence: es "a las tres y media" / "a las 3:30", it "l'una" (never "a las
      // Son las...").
      const target = setClockTarget(question);
      const time =
        spoken && target
          ? timeInWords(target, lang, { reading: 'spoken', form: 'phrase' })
          : labelPhrase(String(params.time), lang);
      return t('prompt.set_clock', { time });
    }
    case PromptKey.elapsedDuration:
      return t('prompt.elapsed_duration', {
        start: labelPhrase(String(params.start), lang),
        end: labelPhrase(String(params.end), lang),
      });
    case PromptKey.elapsedEndTime:
      return t('prompt.elapsed_end_time', {
        duration: params.duration,
        start: labelPhrase(String(params.start), lang),
      });
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

/**
 * The correct answer as the feedback names it ({time} in the spec's messages), inside the
 * sentence: words as a phrase and digits with their article in Spanish and Italian ("las tres y
 * cuarto", "las 3:15"), never a whole sentence such as "Son las tres y cuarto".
 */
export function revealText(
  question: StudentQuestion | null,
  reveal: Reveal,
  lang: Language = 'en',
): string {
  if (reveal.correctLabel !== null) {
    const index = question?.options?.indexOf(reveal.correctLabel) ?? -1;
    const time = question?.optionTimes?.[index];
    if (question?.type === 'read_time' && time && question.wordsLanguage) {
      return timeInWords(time, question.wordsLanguage, { reading: 'spoken', form: 'phrase' });
    }
    return labelPhrase(reveal.correctLabel, lang);
  }
  return labelPhrase(formatTime(reveal.correctTime, '12h'), lang);
}
