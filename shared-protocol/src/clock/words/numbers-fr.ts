import { checkNumberWordRange, type Gender } from './number-range';

// Index = value, ten to a line.
const UNITS = [
  'zéro un deux trois quatre cinq six sept huit neuf',
  'dix onze douze treize quatorze quinze seize dix-sept dix-huit dix-neuf',
]
  .join(' ')
  .split(' ');
const TENS = ['', '', 'vingt', 'trente', 'quarante', 'cinquante'];

/**
 * French number word for 0-59 in the traditional spelling ("vingt et un", "trente-deux").
 * Feminine "une" agrees with heure and minute: "vingt et une heures", "trois heures une".
 */
export function numberFr(n: number, gender: Gender = 'm'): string {
  checkNumberWordRange(n);
  const one = gender === 'f' ? 'une' : 'un';
  if (n === 1) return one;
  if (n < 20) return UNITS[n] ?? '';
  const tens = TENS[Math.floor(n / 10)] ?? '';
  const unit = n % 10;
  if (unit === 0) return tens;
  if (unit === 1) return `${tens} et ${one}`;
  return `${tens}-${UNITS[unit]}`;
}
