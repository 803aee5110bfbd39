import { checkNumberWordRange } from './number-range';

// Index = value, ten to a line.
const UNITS = [
  'zero uno due tre quattro cinque sei sette otto nove',
  'dieci undici dodici tredici quattordici quindici sedici diciassette diciotto diciannove',
]
  .join(' ')
  .split(' ');
const TENS = ['', '', 'venti', 'trenta', 'quaranta', 'cinquanta'];

/**
 * Italian number word for 0-59 ("ventitré", "trentotto"). The hour "una" (l'una) is said by
 * the caller.
 */
export function numberIt(n: number): string {
  checkNumberWordRange(n);
  if (n < 20) return UNITS[n] ?? '';
  const tens = TENS[Math.floor(n / 10)] ?? '';
  const unit = n % 10;
  if (unit === 0) return tens;
  // The tens drop their final vowel before uno and otto (ventuno, trentotto); a final tre
  // takes an accent (ventitré).
  if (unit === 1 || unit === 8) return `${tens.slice(0, -1)}${UNITS[unit]}`;
  if (unit === 3) return `${tens}tré`;
  return `${tens}${UNITS[unit]}`;
}
