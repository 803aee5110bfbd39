import { isLanguage, type Language } from '../language';

/**
 * A time written in digits as it goes inside a sentence: Spanish and Italian put the article
 * before it ("Pon el reloj a las 3:15", "a la 1:15"; "Fai segnare all'orologio le 3:15",
 * "l'1:15"); English, French and German write the digits alone. `hour` is the hour as
 * written in the label (1-12, or 0-23 in 24-hour form): only one o'clock takes the singular.
 *
 * @throws RangeError when the language is unknown.
 */
export function labelPhrase(label: string, hour: number, lang: Language): string {
  if (!isLanguage(lang)) throw new RangeError(`unknown language ${String(lang)}`);
  if (lang === 'es') return hour === 1 ? `la ${label}` : `las ${label}`;
  if (lang === 'it') return hour === 1 ? `l'${label}` : `le ${label}`;
  return label;
}
