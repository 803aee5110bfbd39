import { describe, expect, it } from 'vitest';
import { foldToLatin, screenedForms } from './nickname-forms';

describe('screenedForms', () => {
  it('[NF1] When a name has accents, ß or letters of other scripts that look Latin, then it is folded to plain Latin letters', () => {
    expect(foldToLatin('Cabrón')).toBe('cabron');
    expect(foldToLatin('Scheiße')).toBe('scheisse');
    expect(foldToLatin('\u0405\u0441h\u0456t')).toBe('schit'); // Cyrillic DZE, ES, I
    expect(foldToLatin('F\u03c5ck')).toBe('fuck'); // Greek upsilon
    expect(foldToLatin('\u041c\u0430\u0440\u0438\u044f')).toBe('mapия'); // Мария: what looks Latin
  });

  it('[NF2] When letters are spaced, dotted or cut into short fragments, then one form joins them', () => {
    expect(screenedForms('f u c k')).toContain('fuck');
    expect(screenedForms('F.U.C.K')).toContain('fuck');
    expect(screenedForms('fu ck')).toContain('fuck');
    expect(screenedForms('Mia k y s')).toContain('mia kys');
  });

  it('[NF3] When a word is longer than a fragment, then it keeps its own place ("Ana L" is not "anal")', () => {
    expect(screenedForms('Ana L')).toEqual(['ana l']);
    expect(screenedForms('Lars Chen')).toEqual(['lars chen']);
  });

  it('[NF4] When a name has 1 or 9 in it, then one form reads them as l and g', () => {
    expect(screenedForms('ki11 me')).toEqual(['ki11 me', 'kill me']);
    expect(screenedForms('Ni99er')).toContain('nigger');
  });
});
