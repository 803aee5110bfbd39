import type { LanguageWords } from './language-words';

/** French, on top of the `naughty-words` list (91 entries). */
export const FRENCH: LanguageWords = {
  refused: [
    // Self-harm and death wishes.
    'suicide toi',
    'tue toi',
    'pends toi',
    'jette toi',
    'va mourir',
    'va crever',
    '|crève|',
    '|crevard',
    // Hate.
    'bougnoule',
    'youpin',
    '|bicot',
    '|pédé',
    '|pd|',
    'tarlouze',
    'sale arabe',
    'sale juif',
    'sale noir',
    'sale nègre',
    'sale race',
    '|triso',
    // Swear words and insults.
    'bâtard',
    '|fdp|',
    '|ntm|',
    'ta gueule',
    'ferme ta gueule',
    '|nique',
    'niquer',
    'abruti',
    'débile',
    '|couille',
    '|zob|',
    'enculer',
    'putes',
  ],
  notRude: ['tanche', 'meuf', 'péter', 'gerber'],
  allowed: ['assomption', 'salopette', 'chatterton', 'puteaux', 'computer', 'réputation', 'conrad'],
};
