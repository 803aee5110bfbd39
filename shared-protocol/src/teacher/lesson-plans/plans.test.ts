import { describe, expect, it } from 'vitest';
import { sessionOptionsSchema } from '../../classroom/options';
import { LANGUAGES } from '../../clock/language';
import { LEVELS, levelDefinition } from '../../game/levels';
import { FALLBACK_TAGS, MisconceptionTag } from '../../game/misconceptions';
import { LESSON_PLANS, lessonPlan } from './plans';

// The named tags of learning-anchors section 4 as the code spells them ("minute_off_by_5" is
// off_by_one_step; roman_misread has no tag in the game yet).
const ANCHOR_TAGS: readonly string[] = [
  MisconceptionTag.handsSwapped,
  MisconceptionTag.pastToReversed,
  MisconceptionTag.nextHour,
  MisconceptionTag.halbTrap,
  MisconceptionTag.previousHour,
  MisconceptionTag.numeralAsMinutes,
  MisconceptionTag.offByOneStep,
  MisconceptionTag.tickMiscount,
  MisconceptionTag.amPmSwap,
  MisconceptionTag.h24DropTen,
  MisconceptionTag.elapsedUnits,
  MisconceptionTag.hourHandOnNumeral,
  MisconceptionTag.offByOneHour,
];

// What each language calls the Playground (frontend/src/locales/<lang>/playground.json "title").
const PLAYGROUND = {
  en: 'Playground',
  es: 'zona de juego',
  fr: 'terrain de jeu',
  de: 'Spielplatz',
  it: 'area giochi',
};

const allTexts = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allTexts);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allTexts);
  return [];
};

describe('lesson plans', () => {
  it('has at least 10 plans with unique kebab-case ids', () => {
    expect(LESSON_PLANS.length).toBeGreaterThanOrEqual(10);
    const ids = LESSON_PLANS.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(lessonPlan(ids[0] as string)?.id).toBe(ids[0]);
    expect(lessonPlan('no-such-plan')).toBeUndefined();
  });

  it('follows the skill order and covers every level', () => {
    const levels = LESSON_PLANS.map((p) => p.level);
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    expect(new Set(levels)).toEqual(new Set(LEVELS.map((l) => l.level)));
  });

  it('is for grades K-3 with grades never going down along the skill order', () => {
    const order = ['K', '1', '2', '3'];
    const grades = LESSON_PLANS.map((p) => order.indexOf(p.grade));
    for (const g of grades) expect(g).toBeGreaterThanOrEqual(0);
    expect(grades).toEqual([...grades].sort((a, b) => a - b));
    for (const p of LESSON_PLANS) {
      expect(p.minutes).toBeGreaterThanOrEqual(20);
      expect(p.minutes).toBeLessThanOrEqual(60);
    }
  });

  it("opens the host with a valid preset at the plan's level", () => {
    for (const p of LESSON_PLANS) {
      const options = sessionOptionsSchema.parse(p.preset);
      expect(options.difficulty, p.id).toBe(levelDefinition(p.level).difficulty);
      // The host's language stays the teacher's choice.
      expect(p.preset.language, p.id).toBeUndefined();
    }
  });

  it('has every field in every language', () => {
    for (const p of LESSON_PLANS) {
      expect(Object.keys(p.texts).sort(), p.id).toEqual([...LANGUAGES].sort());
      const shape = (lang: (typeof LANGUAGES)[number]) => {
        const t = p.texts[lang];
        return [
          t.materials.length,
          t.warmUp.length,
          t.steps.length,
          t.differentiation.map((d) => d.tag),
          t.exitTicket.length,
        ];
      };
      for (const lang of LANGUAGES) {
        const t = p.texts[lang];
        const where = `${p.id} ${lang}`;
        expect(t.title.trim(), where).not.toBe('');
        expect(t.objective.trim(), where).not.toBe('');
        expect(t.materials.length, where).toBeGreaterThan(0);
        expect(t.warmUp.length, where).toBeGreaterThan(0);
        expect(t.steps.length, where).toBeGreaterThanOrEqual(3);
        expect(t.differentiation.length, where).toBeGreaterThan(0);
        for (const s of allTexts(t)) expect(s.trim(), where).not.toBe('');
        // The languages say the same plan: same counts and the same tags in the same order.
        expect(shape(lang), where).toEqual(shape('en'));
      }
    }
  });

  it('starts every plan with a warm-up on the Playground', () => {
    for (const p of LESSON_PLANS) {
      for (const lang of LANGUAGES) {
        const warmUp = p.texts[lang].warmUp.join(' ').toLowerCase();
        expect(warmUp, `${p.id} ${lang}`).toContain(PLAYGROUND[lang].toLowerCase());
      }
    }
  });

  it('differentiates for named misconceptions from the research anchors', () => {
    for (const p of LESSON_PLANS) {
      const tags = p.texts.en.differentiation.map((d) => d.tag);
      expect(new Set(tags).size, p.id).toBe(tags.length);
      for (const tag of tags) {
        expect(FALLBACK_TAGS, `${p.id} ${tag}`).not.toContain(tag);
        expect(ANCHOR_TAGS, `${p.id} ${tag}`).toContain(tag);
      }
      // At least one of the misconceptions the level's questions are built to catch.
      const focus: readonly string[] = levelDefinition(p.level).focusTags;
      expect(
        tags.some((t) => focus.includes(t)),
        p.id,
      ).toBe(true);
    }
  });

  it('ends with an exit ticket of 2-3 questions with answers', () => {
    for (const p of LESSON_PLANS) {
      for (const lang of LANGUAGES) {
        const ticket = p.texts[lang].exitTicket;
        expect(ticket.length, `${p.id} ${lang}`).toBeGreaterThanOrEqual(2);
        expect(ticket.length, `${p.id} ${lang}`).toBeLessThanOrEqual(3);
      }
    }
  });

  it('contains no placeholder text', () => {
    for (const p of LESSON_PLANS) {
      for (const s of allTexts(p.texts)) {
        // Case-sensitive for the markers: Spanish "todos" is a word, "TODO" is not.
        expect(s, p.id).not.toMatch(/\bTODO\b|\bTBD\b|\bFIXME\b|\bXXX\b|\{\{|\}\}/);
        expect(s, p.id).not.toMatch(/lorem|ipsum/i);
      }
    }
  });
});
