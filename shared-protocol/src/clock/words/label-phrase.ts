import { isLanguage, type Language } from '../language';

/**
 * A time written in digits ("3:15", "13:15") as it goes inside a sentence: Spanish and Italian
 * put the article before it ("Pon el reloj a las 3:15", "a la 1:15"; "Fai segnare
 * all'orologio le 3:15", "l'1:30"); English, French and German write the digits alone. Only
 * one o'clock ("1:30", "01:30") takes the singular; 13 is "las trece", "le tredici". Text that
 * does not start with an hour is returned as it is.
 *
 * @throws RangeError when the language is unknown.
 */
export function labelPhrase(label: string, lang: Language): string {
  if (!isLanguage(lang)) throw new RangeError(`unknown language ${String(lang)}`);
  const match = /^(\d{1,2}):\d{2}$/.exec(label);
  if (!match || (lang !== 'es' && lang !== 'it')) return label;
  const one = Number(match[1]) === 1;
  if (lang === 'es') return one ? `la ${label}` : `las ${label}`;
  return one ? `l'${label}` : `le ${label}`;
}
