import type { Language } from '@ttc/shared-protocol/clock/language';
import { elapsedInWords } from '@ttc/shared-protocol/clock/words/elapsed-in-words';
import { labelPhrase } from '@ttc/shared-protocol/clock/words/label-phrase';
import { type Prompt, PromptKey } from '@ttc/shared-protocol/game/question';
import type { TFunction } from './i18n';

/**
 * A question's prompt in a language (the smartboard's session language, the teacher's on a past
 * session): the domain gives an i18n key of the Student Game's texts and its values (the same
 * wording the tablets read aloud), so the prompt alone is enough; `fallback` (the English text)
 * only for a key this module does not know.
 */
export function promptText(
  prompt: Prompt,
  t: TFunction<'student-game'>,
  lang: Language,
  fallback: string,
): string {
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
