import { readFileSync } from 'node:fs';
import { LANGUAGES } from '@ttc/shared-protocol/clock/language';
import { CHARACTER_IDS } from '@ttc/shared-protocol/game/characters';
import { SKILLS } from '@ttc/shared-protocol/game/learner/skills';
import { MISCONCEPTION_TAGS } from '@ttc/shared-protocol/game/misconceptions';
import { describe, expect, it } from 'vitest';
import { REPORT_TEXTS } from '../src/features/reports/texts/by-language';
import { CHARACTER_NAMES } from '../src/features/reports/texts/character-names';

const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
/** pdfkit's standard fonts write WinAnsi: Latin-1 and a few more. */
const printable = (text: string) =>
  [...text].every((c) => c.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRA.includes(c));

describe('report texts', () => {
  it.each(LANGUAGES)(
    '%s names every skill and explains every misconception in words the PDF font can print',
    (language) => {
      const texts = REPORT_TEXTS[language];
      for (const skill of SKILLS) expect(texts.skills[skill]).toMatch(/\S/);
      for (const tag of MISCONCEPTION_TAGS) {
        expect(texts.tags[tag].tricky).toMatch(/\S/);
        expect(texts.tags[tag].home).toMatch(/\S/);
      }
      const all = JSON.stringify(texts) + texts.pdf.trickyTitle('Ana') + texts.pdf.grade('1');
      expect(printable(all)).toBe(true);
      expect(texts.csv.columns).toHaveLength(13);
      expect(new Set(texts.csv.columns).size).toBe(13);
    },
  );

  it.each(LANGUAGES)('%s calls the characters what the Student Game calls them', (language) => {
    const url = new URL(
      `../../frontend/src/locales/${language}/student-game.json`,
      import.meta.url,
    );
    const game = JSON.parse(readFileSync(url, 'utf8')) as { characters: Record<string, string> };
    for (const id of CHARACTER_IDS) expect(CHARACTER_NAMES[language][id]).toBe(game.characters[id]);
  });
});
