import { checkNumberWordRange, type Gender } from './number-range';

// Index = value, ten to a line (the twenties in two).
const UNITS = [
  'cero uno dos tres cuatro cinco seis siete ocho nueve',
  'diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve',
  'veinte veintiuno veintidós veintitrés veinticuatro',
  'veinticinco veintiséis veintisiete veintiocho veintinueve',
]
  .join(' ')
  .split(' ');
const TENS = ['', '', '', 'treinta', 'cuarenta', 'cincuenta'];

/**
 * Spanish number word for 0-59 ("veintitrés", "treinta y cinco"). Feminine agrees with hora:
 * "la una", "las veintiuna".
 */
export function numberEs(n: number, gender: Gender = 'm'): string {
  checkNumberWordRange(n);
  let word: string;
  if (n < 30) {
    word = UNITS[n] ?? '';
  } else {
    const tens = TENS[Math.floor(n / 10)] ?? '';
    const unit = n % 10;
    word = unit === 0 ? tens : `${tens} y ${UNITS[unit]}`;
  }
  return gender === 'f' ? word.replace(/uno$/, 'una') : word;
}
