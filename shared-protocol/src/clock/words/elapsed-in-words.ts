import { isLanguage, type Language } from '../language';

interface UnitWords {
  hour: [one: string, many: string];
  minute: [one: string, many: string];
  /** Between the hours and the minutes: "2 horas y 15 minutos". */
  joiner: string;
  /** Whether 0 takes the singular (French "0 minute"). */
  zeroIsSingular: boolean;
}

// Digits, not number words, as on the Playground's time-passed line. en and fr follow the
// brief's shape ("2 hours 15 minutes", "1 heure 5 minutes"); de writes the same compact form;
// es and it join with "y"/"e" as they are spoken.
const UNITS: Record<Language, UnitWords> = {
  en: {
    hour: ['hour', 'hours'],
    minute: ['minute', 'minutes'],
    joiner: ' ',
    zeroIsSingular: false,
  },
  es: {
    hour: ['hora', 'horas'],
    minute: ['minuto', 'minutos'],
    joiner: ' y ',
    zeroIsSingular: false,
  },
  fr: {
    hour: ['heure', 'heures'],
    minute: ['minute', 'minutes'],
    joiner: ' ',
    zeroIsSingular: true,
  },
  de: {
    hour: ['Stunde', 'Stunden'],
    minute: ['Minute', 'Minuten'],
    joiner: ' ',
    zeroIsSingular: false,
  },
  it: { hour: ['ora', 'ore'], minute: ['minuto', 'minuti'], joiner: ' e ', zeroIsSingular: false },
};

function count(n: number, [one, many]: [string, string], zeroIsSingular: boolean): string {
  return `${n} ${n === 1 || (n === 0 && zeroIsSingular) ? one : many}`;
}

/**
 * A span of time in words with digits: en "2 hours 15 minutes", "1 hour", "45 minutes",
 * fr "1 heure 5 minutes", de "2 Stunden 15 Minuten", es "2 horas y 15 minutos",
 * it "1 ora e 5 minuti". Zero hours are left out; zero minutes are left out unless the whole
 * span is zero ("0 minutes", fr "0 minute"). The sign is not read: the caller says whether
 * time went forwards or backwards (see splitElapsed).
 *
 * @throws RangeError when minutes is not an integer or the language is unknown.
 */
export function elapsedInWords(minutes: number, lang: Language): string {
  if (!Number.isSafeInteger(minutes)) {
    throw new RangeError(`elapsed minutes must be an integer, got ${minutes}`);
  }
  if (!isLanguage(lang)) throw new RangeError(`unknown language ${String(lang)}`);
  const units = UNITS[lang];
  const magnitude = Math.abs(minutes);
  const hours = Math.floor(magnitude / 60);
  const rest = magnitude % 60;
  const parts: string[] = [];
  if (hours > 0) parts.push(count(hours, units.hour, units.zeroIsSingular));
  if (rest > 0 || hours === 0) parts.push(count(rest, units.minute, units.zeroIsSingular));
  return parts.join(units.joiner);
}
