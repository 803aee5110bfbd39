import { isLanguage, type Language } from '../language';
import type { ClockTime, DayTime } from '../time';
import type { TimeWords } from './time-words';
import { timeWordsDe } from './time-words-de';
import { timeWordsEn } from './time-words-en';
import { timeWordsEs } from './time-words-es';
import { timeWordsFr } from './time-words-fr';
import { timeWordsIt } from './time-words-it';

/** 'spoken': the everyday 12-hour idiom; 'digital': the 24-hour reading of the numbers. */
export type WordsReading = 'spoken' | 'digital';

/** Options of timeInWords. */
export interface TimeInWordsOptions {
  /** Which reading to give; 'spoken' when left out. */
  reading?: WordsReading;
  /**
   * The time is a time of day (hour 0-23), so the spoken reading says noon and midnight
   * where the language does: en "noon"/"midnight" (12:00, 0:00), fr "midi"/"minuit" and
   * it "mezzogiorno"/"mezzanotte" (for every minute of those hours). A face time 12:00 is
   * "twelve o'clock" without it. The digital reading is numbers only and ignores it.
   */
  ofDay?: boolean;
  /**
   * 'sentence' (default): the words said alone, es "Son las tres y media", it "È l'una".
   * 'phrase': a noun phrase to put inside a sentence, es "las tres y media" / "la una y
   * cuarto", it "le quattro e mezza" / "l'una e un quarto" / "mezzogiorno" ("Pon el reloj a
   * las tres y media"). The same in en, fr and de, whose words are phrases already, and in the
   * digital reading ("las catorce treinta").
   */
  form?: WordsForm;
}

/** 'sentence': the words said alone; 'phrase': to go inside a sentence. */
export type WordsForm = 'sentence' | 'phrase';

const TIME_WORDS: Record<Language, TimeWords> = {
  en: timeWordsEn,
  es: timeWordsEs,
  fr: timeWordsFr,
  de: timeWordsDe,
  it: timeWordsIt,
};

/**
 * A time in words in one of the five languages, for speech, captions and aria-valuetext.
 * Spoken (default), a face time or time of day read on a 12-hour clock:
 * en "quarter past three", de "halb vier" (3:30), fr "quatre heures moins le quart",
 * es "Son las tres y media", it "È l'una". Digital, the 24-hour numbers: en "fourteen
 * thirty", de "vierzehn Uhr dreißig", fr "quatorze heures trente", es "las catorce treinta",
 * it "le quattordici e trenta". Every minute 0-59 has its own words. `form: 'phrase'` gives
 * the words to put inside a sentence (es "las tres y media", it "l'una").
 *
 * @throws RangeError when the time is not hour 0-23 and minute 0-59 (integers) or the
 * language is not one of LANGUAGES.
 */
export function timeInWords(
  time: ClockTime | DayTime,
  lang: Language,
  options: TimeInWordsOptions = {},
): string {
  const { hour, minute } = time;
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) {
    throw new RangeError(`hour must be an integer 0-23, got ${hour}`);
  }
  if (!Number.isInteger(minute) || minute < 0 || minute > 59) {
    throw new RangeError(`minute must be an integer 0-59, got ${minute}`);
  }
  if (!isLanguage(lang)) throw new RangeError(`unknown language ${String(lang)}`);
  const words = TIME_WORDS[lang];
  const checked: DayTime = { hour, minute };
  if (options.reading === 'digital') return words.digital(checked);
  const ofDay = options.ofDay === true;
  return options.form === 'phrase' && words.phrase
    ? words.phrase(checked, ofDay)
    : words.spoken(checked, ofDay);
}
