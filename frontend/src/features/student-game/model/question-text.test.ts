import { LANGUAGES } from '@ttc/shared-protocol/clock/language';
import { HINT_PARAMS, HintKey } from '@ttc/shared-protocol/game/hints';
import { MisconceptionTag } from '@ttc/shared-protocol/game/misconceptions';
import { PromptKey, type Question } from '@ttc/shared-protocol/game/question';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadNamespaces } from '../../../lib/i18n';
import de from '../../../locales/de/student-game.json';
import en from '../../../locales/en/student-game.json';
import es from '../../../locales/es/student-game.json';
import fr from '../../../locales/fr/student-game.json';
import it_ from '../../../locales/it/student-game.json';
import { feedbackMessage, hintText, promptText, tipText } from './question-text';

beforeAll(async () => {
  await loadNamespaces(['student-game']);
  await i18n.loadLanguages([...LANGUAGES]);
});

const tFor = (lang: (typeof LANGUAGES)[number]) => i18n.getFixedT(lang, 'student-game');

function setTime(hour: number, minute: number, day: { hour: number; minute: number } | null) {
  const label = day
    ? `${String(day.hour).padStart(2, '0')}:${String(day.minute).padStart(2, '0')}`
    : `${hour}:${String(minute).padStart(2, '0')}`;
  return {
    id: 1,
    type: 'set_time',
    questionText: `Set the clock to ${label}.`,
    prompt: { key: PromptKey.setClock, params: { time: label } },
    correctAnswer: { hour, minute },
    clockTime: { hour: 12, minute: 0 },
    hourMode: day ? '24h' : '12h',
    difficulty: day ? 'hour' : '15',
    metadata: { targetTime: { hour, minute }, targetDayTime: day },
  } as Question;
}

function elapsed(ask: 'duration' | 'end_time'): Question {
  return {
    id: 2,
    type: 'elapsed_time',
    questionText: '',
    prompt: {
      key: ask === 'duration' ? PromptKey.elapsedDuration : PromptKey.elapsedEndTime,
      params: { start: '1:00', end: '3:30', duration: '2 h 30 min', durationMinutes: 150 },
    },
    correctAnswer: { hour: 3, minute: 30 },
    clockTime: { hour: 1, minute: 0 },
    hourMode: '12h',
    difficulty: 'half',
    startTime: { hour: 1, minute: 0 },
    endTime: { hour: 3, minute: 30 },
    durationMinutes: 150,
    ask,
    options: ['2 h 30 min', '3 h 30 min', '30 min', '3 h'],
    choices: [
      { label: '2 h 30 min', minutes: 150, tag: null },
      { label: '3 h 30 min', minutes: 210, tag: 'elapsed_units' },
      { label: '30 min', minutes: 30, tag: 'elapsed_units' },
      { label: '3 h', minutes: 180, tag: 'off_by_one_step' },
    ],
    correctLabel: ask === 'duration' ? '2 h 30 min' : '3:30',
  } as Question;
}

describe('promptText: a time inside a sentence', () => {
  it('When Spanish and Italian ask to set the clock, then the time is a phrase, never a sentence in a sentence', () => {
    const half = setTime(4, 30, null);
    expect(promptText(half, tFor('es'), 'es', true)).toBe('Pon el reloj a las cuatro y media.');
    expect(promptText(half, tFor('es'), 'es')).toBe('Pon el reloj a las 4:30.');
    expect(promptText(setTime(1, 15, null), tFor('es'), 'es', true)).toBe(
      'Pon el reloj a la una y cuarto.',
    );
    expect(promptText(setTime(1, 15, null), tFor('es'), 'es')).toBe('Pon el reloj a la 1:15.');
    expect(promptText(half, tFor('it'), 'it', true)).toBe(
      "Fai segnare all'orologio le quattro e mezza.",
    );
    expect(promptText(setTime(1, 15, null), tFor('it'), 'it', true)).toBe(
      "Fai segnare all'orologio l'una e un quarto.",
    );
    expect(promptText(setTime(1, 15, null), tFor('it'), 'it')).toBe(
      "Fai segnare all'orologio l'1:15.",
    );
    expect(promptText(setTime(3, 0, { hour: 15, minute: 0 }), tFor('es'), 'es', true)).toBe(
      'Pon el reloj a las quince horas.',
    );
  });

  it('When English, French and German ask to set the clock, then the words read naturally', () => {
    const half = setTime(4, 30, null);
    expect(promptText(half, tFor('en'), 'en', true)).toBe('Set the clock to half past four.');
    expect(promptText(half, tFor('fr'), 'fr', true)).toBe(
      "Règle l'horloge sur quatre heures et demie.",
    );
    expect(promptText(half, tFor('de'), 'de', true)).toBe('Stelle die Uhr auf halb fünf.');
    expect(promptText(half, tFor('de'), 'de')).toBe('Stelle die Uhr auf 4:30.');
  });

  it('When a how-long question is asked, then both times fit the sentence', () => {
    const q = elapsed('duration');
    expect(promptText(q, tFor('es'), 'es')).toBe('¿Cuánto tiempo pasa de la 1:00 a las 3:30?');
    expect(promptText(q, tFor('es'), 'es', true)).toBe(
      '¿Cuánto tiempo pasa de la una a las tres y media?',
    );
    expect(promptText(q, tFor('it'), 'it', true)).toBe(
      "Quanto tempo passa tra l'una e le tre e mezza?",
    );
    expect(promptText(elapsed('end_time'), tFor('it'), 'it', true)).toBe(
      "Che ore sono 2 ore e 30 minuti dopo l'una?",
    );
    expect(promptText(elapsed('end_time'), tFor('es'), 'es')).toBe(
      '¿Qué hora es 2 horas y 30 minutos después de la 1:00?',
    );
  });

  it('When any language writes any prompt, then no sentence-starting verb sits inside it', () => {
    for (const lang of LANGUAGES) {
      for (let hour = 1; hour <= 12; hour++) {
        for (const spoken of [false, true]) {
          const text = promptText(setTime(hour, 45, null), tFor(lang), lang, spoken);
          expect(text).not.toMatch(/ (Son|Es|Sono|È) (la|las|le|l')/);
        }
      }
    }
  });
});

describe('feedbackMessage: fitting the question', () => {
  it('When a how-long or set-the-clock answer is right, then the praise does not talk about reading the clock', () => {
    const others = [elapsed('duration'), elapsed('end_time'), setTime(3, 15, null)];
    for (const lang of LANGUAGES) {
      const t = tFor(lang);
      // "Perfect! You read that clock correctly!" and its translations.
      const readThatClock = t('feedback.correct.2');
      for (const q of others) {
        for (let i = 0; i < 5; i++)
          expect(feedbackMessage(q, true, i, t, lang)).not.toBe(readThatClock);
      }
    }
    for (const q of others) {
      for (let i = 0; i < 5; i++) {
        expect(feedbackMessage(q, true, i, tFor('en'), 'en')).not.toMatch(
          /read|telling time|time-telling/,
        );
      }
    }
    expect(feedbackMessage(elapsed('duration'), true, 1, tFor('en'), 'en')).toBe(
      'Perfect! You counted the time correctly!',
    );
    expect(feedbackMessage(setTime(3, 15, null), true, 1, tFor('en'), 'en')).toBe(
      'Perfect! Both hands are in the right place!',
    );
  });

  it('When the answer is wrong, then the message names the right one inside the sentence', () => {
    expect(feedbackMessage(elapsed('duration'), false, 0, tFor('en'), 'en')).toBe(
      'Good try! The answer was 2 hours 30 minutes.',
    );
    expect(feedbackMessage(setTime(3, 15, null), false, 0, tFor('es'), 'es')).toBe(
      '¡Buen intento! El reloj tenía que marcar: las 3:15.',
    );
    const words = {
      id: 3,
      type: 'read_time',
      questionText: '',
      prompt: { key: PromptKey.readWords, params: {} },
      correctAnswer: { hour: 3, minute: 15 },
      clockTime: { hour: 3, minute: 15 },
      hourMode: '12h',
      difficulty: '15',
      options: ['3:15'],
      choices: [{ label: '3:15', time: { hour: 3, minute: 15 }, dayTime: null, tag: null }],
      correctLabel: '3:15',
      correctDayTime: null,
      wordsLanguage: 'es',
    } as Question;
    expect(feedbackMessage(words, false, 0, tFor('es'), 'es')).toBe(
      '¡Buen intento! La hora correcta era: las tres y cuarto.',
    );
  });
});

describe('hintText', () => {
  it("When 15:00 is set as 5 o'clock, then the tip takes 12 away from 15", () => {
    const q = setTime(3, 0, { hour: 15, minute: 0 });
    expect(hintText(q, MisconceptionTag.h24DropTen, tFor('en'))).toBe(
      'Take away 12, not 10: 15 - 12 = 3.',
    );
    expect(hintText(setTime(5, 0, { hour: 17, minute: 0 }), 'h24_drop_ten', tFor('de'))).toBe(
      'Nimm 12 weg, nicht 10: 17 - 12 = 5.',
    );
  });

  it("When the hour after is picked at o'clock, then the tip is about the short hand on the hour", () => {
    expect(hintText(setTime(3, 0, null), MisconceptionTag.offByOneHour, tFor('en'))).toBe(
      "At o'clock the long hand points up to 12 and the short hand points right at 3.",
    );
  });

  it('When a tip is shown before the answer, then every placeholder is filled with the anchors example', () => {
    for (const lang of LANGUAGES) {
      for (const tag of Object.values(MisconceptionTag)) {
        expect(tipText(tag, tFor(lang))).not.toContain('{{');
      }
    }
    expect(tipText(MisconceptionTag.h24DropTen, tFor('en'))).toBe(
      'Take away 12, not 10: 15 - 12 = 3.',
    );
  });

  it('When any hint is shown in any language, then its text names exactly the numbers the hint gives', () => {
    const placeholders = (text: string) =>
      [...new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]))].sort();
    const files = { en, es, fr, de, it: it_ };
    for (const lang of LANGUAGES) {
      const hints: Record<string, string> = files[lang].hints;
      for (const key of Object.values(HintKey)) {
        const raw = hints[key];
        expect(typeof raw, `${lang} hints.${key}`).toBe('string');
        expect(placeholders(String(raw)), `${lang} hints.${key}`).toEqual(
          [...HINT_PARAMS[key]].sort(),
        );
      }
    }
  });
});
