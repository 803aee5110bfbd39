import type { LanguageWords } from './language-words';

/** Italian, on top of the `naughty-words` list (168 entries, some of them ordinary words). */
export const ITALIAN: LanguageWords = {
  refused: [
    // Self-harm and death wishes.
    'ucciditi',
    'ammazzati',
    'impiccati',
    'suicidati',
    '|muori|',
    'buttati da un ponte',
    // Hate.
    'zingaro',
    'zingara',
    'mongoloide',
    'ritardato',
    'ritardata',
    'ricchione',
    // Swear words and insults.
    'fanculo',
    'porco dio',
    'dio cane',
    'dio porco',
    'madonna puttana',
    '|cazz',
    'stronz',
    'puttan',
    'bastardo',
    'bastarda',
    'troie',
    'coglion',
  ],
  notRude: [
    'regina',
    'mona',
    'pippa',
    'pesce',
    'quaglia',
    'sega',
    'biga',
    'tirare',
    'battere',
    'monta',
    'montare',
    'spagnola',
    'fava',
    'bagnarsi',
    'pompa',
    'vacca',
  ],
  allowed: ['bellino', 'caruso', 'assunta', 'troiani', 'ficarra', 'figaro', 'scopello'],
};
