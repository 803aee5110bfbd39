import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allClockTimes,
  allDayTimes,
  clockTimeArb,
  dayTimeArb,
  languageArb,
} from '../../testing/clock-arbitraries';
import { LANGUAGES, type Language } from '../language';
import { toClockTime } from '../time';
import { timeInWords } from './time-in-words';

describe('timeInWords', () => {
  it.each(LANGUAGES)(
    'When every minute of the face is said in %s, then each has its own non-empty words',
    (lang) => {
      const seen = new Map<string, string>();
      for (const time of allClockTimes()) {
        const words = timeInWords(time, lang);
        expect(words.trim()).toBe(words);
        expect(words).not.toBe('');
        const clash = seen.get(words);
        expect(
          clash,
          `"${words}" said for ${clash} and ${time.hour}:${time.minute}`,
        ).toBeUndefined();
        seen.set(words, `${time.hour}:${time.minute}`);
      }
      expect(seen.size).toBe(720);
    },
  );

  it.each(LANGUAGES)(
    'When every minute of the day is read the 24-hour way in %s, then each has its own words',
    (lang) => {
      const all = allDayTimes().map((t) => timeInWords(t, lang, { reading: 'digital' }));
      for (const words of all) expect(words).not.toBe('');
      expect(new Set(all).size).toBe(1440);
    },
  );

  it('When a time of day is said without ofDay, then it is its face time', () => {
    fc.assert(
      fc.property(dayTimeArb, languageArb, (day, lang) => {
        expect(timeInWords(day, lang)).toBe(timeInWords(toClockTime(day), lang));
      }),
    );
  });

  it('When ofDay is set, then only the noon and midnight hours can read differently', () => {
    fc.assert(
      fc.property(dayTimeArb, languageArb, (day, lang) => {
        const plain = timeInWords(day, lang);
        const ofDay = timeInWords(day, lang, { ofDay: true });
        expect(ofDay).not.toBe('');
        const nearTwelve = day.hour % 12 === 0 || (day.hour % 12 === 11 && day.minute > 30);
        if (!nearTwelve) expect(ofDay).toBe(plain);
      }),
    );
  });

  it('When the same face time is given, then the words do not depend on anything else', () => {
    fc.assert(
      fc.property(clockTimeArb, languageArb, (time, lang) => {
        expect(timeInWords({ ...time }, lang)).toBe(timeInWords(time, lang));
      }),
    );
  });

  it.each([
    { hour: 24, minute: 0 },
    { hour: -1, minute: 0 },
    { hour: 3, minute: 60 },
    { hour: 3.5, minute: 0 },
    { hour: 3, minute: Number.NaN },
  ])('When the time is %o, then it throws a RangeError', (time) => {
    expect(() => timeInWords(time, 'en')).toThrow(RangeError);
  });

  it('When the language is unknown, then it throws a RangeError', () => {
    expect(() => timeInWords({ hour: 3, minute: 0 }, 'pt' as Language)).toThrow(/language/);
  });
});

describe('timeInWords: one past/to rule, as the hint teaches', () => {
  // "Right side = past, left side = to": after :30 every minute is said from the next hour.
  const toWord: Record<Language, string> = {
    en: ' to ',
    es: ' menos ',
    fr: ' moins ',
    it: ' meno ',
    de: ' vor ',
  };

  it.each(LANGUAGES.filter((l) => l !== 'de'))(
    'When the minute hand is on the left side in %s, then every minute is said "to" the next hour; on the right side never',
    (lang) => {
      for (const time of allClockTimes()) {
        const words = timeInWords(time, lang);
        expect(words.includes(toWord[lang]), `${lang} ${time.hour}:${time.minute} "${words}"`).toBe(
          time.minute > 30,
        );
      }
    },
  );

  it('When German says a time, then "vor" names the next hour from :40 on and halb from :21 to :29', () => {
    // German re-anchors on halb (learning anchors section 2): 3:25 "fünf vor halb vier".
    for (const time of allClockTimes()) {
      const m = time.minute;
      const vor = timeInWords(time, 'de').includes(' vor ');
      expect(vor).toBe((m > 20 && m < 30) || m >= 40);
    }
  });

  it('When the phrase form is asked in en, fr or de, then it is the spoken words', () => {
    fc.assert(
      fc.property(
        dayTimeArb,
        fc.constantFrom<Language>('en', 'fr', 'de'),
        fc.boolean(),
        (day, lang, ofDay) => {
          expect(timeInWords(day, lang, { form: 'phrase', ofDay })).toBe(
            timeInWords(day, lang, { ofDay }),
          );
        },
      ),
    );
  });
});
