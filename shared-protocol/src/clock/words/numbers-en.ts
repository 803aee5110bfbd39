import { checkNumberWordRange } from './number-range';

// Index = value, ten to a line.
const UNITS = [
  'zero one two three four five six seven eight nine',
  'ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen',
]
  .join(' ')
  .split(' ');
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty'];

/** English number word for 0-59: "seven", "twenty-three". */
export function numberEn(n: number): string {
  checkNumberWordRange(n);
  if (n < 20) return UNITS[n] ?? '';
  const tens = TENS[Math.floor(n / 10)] ?? '';
  const unit = n % 10;
  return unit === 0 ? tens : `${tens}-${UNITS[unit]}`;
}
