import { checkNumberWordRange } from './number-range';

// Index = value, ten to a line.
const UNITS = [
  'null eins zwei drei vier fünf sechs sieben acht neun',
  'zehn elf zwölf dreizehn vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn',
]
  .join(' ')
  .split(' ');
const TENS = ['', '', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig'];

/**
 * German number word for 0-59 as counted ("eins", "einundzwanzig"). Before a noun the caller
 * says "ein"/"eine" itself (ein Uhr, eine Minute).
 */
export function numberDe(n: number): string {
  checkNumberWordRange(n);
  if (n < 20) return UNITS[n] ?? '';
  const tens = TENS[Math.floor(n / 10)] ?? '';
  const unit = n % 10;
  if (unit === 0) return tens;
  // Compounds put the unit first and shorten "eins" to "ein": einundzwanzig.
  return `${unit === 1 ? 'ein' : UNITS[unit]}und${tens}`;
}
