import type { StudentQuestion } from '@ttc/shared-protocol/classroom/view-schemas';
import { PromptKey } from '@ttc/shared-protocol/game/question';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadNamespaces } from '../../../lib/i18n';
import { feedbackMessageKeys } from './feedback-message';
import { revealText, studentPromptText } from './student-question-text';

beforeAll(async () => {
  await loadNamespaces(['student-game']);
  await i18n.loadLanguages(['es', 'it']);
});

const base = {
  index: 0,
  total: 10,
  questionText: '',
  hourMode: '12h',
  options: null,
  optionTimes: null,
  wordsLanguage: null,
  startClock: null,
  ask: null,
} as const;

describe('studentPromptText', () => {
  it('When a Spanish or Italian tablet asks to set the clock, then the time is a phrase inside the sentence', () => {
    const q: StudentQuestion = {
      ...base,
      type: 'set_time',
      prompt: { key: PromptKey.setClock, params: { time: '4:30' } },
      startClock: { hour: 12, minute: 0 },
    };
    const es = i18n.getFixedT('es', 'student-game');
    const it_ = i18n.getFixedT('it', 'student-game');
    expect(studentPromptText(q, es, 'es')).toBe('Pon el reloj a las 4:30.');
    expect(studentPromptText(q, es, 'es', true)).toBe('Pon el reloj a las cuatro y media.');
    expect(studentPromptText(q, it_, 'it', true)).toBe(
      "Fai segnare all'orologio le quattro e mezza.",
    );
  });
});

describe('revealText', () => {
  it('When the right words are revealed, then they are a phrase the message can hold', () => {
    const q: StudentQuestion = {
      ...base,
      type: 'read_time',
      prompt: { key: PromptKey.readWords, params: {} },
      options: ['3:15', '9:15'],
      optionTimes: [
        { hour: 3, minute: 15 },
        { hour: 9, minute: 15 },
      ],
      wordsLanguage: 'es',
    };
    const reveal = { questionIndex: 0, correctLabel: '3:15', correctTime: { hour: 3, minute: 15 } };
    const text = revealText(q, reveal, 'es');
    expect(text).toBe('las tres y cuarto');
    const es = i18n.getFixedT('es', 'student-game');
    expect(es('feedback.incorrect.1', { time: text })).toBe(
      '¡Buen intento! La hora correcta era: las tres y cuarto.',
    );
  });
});

describe('feedbackMessageKeys', () => {
  it('When the question is how long or set the clock, then its own praises are used', () => {
    expect(feedbackMessageKeys('elapsed_time', true)[1]).toBe('feedback.correctElapsed.2');
    expect(feedbackMessageKeys('set_time', false)[0]).toBe('feedback.incorrectSet.1');
    expect(feedbackMessageKeys('multiple_choice', true)[1]).toBe('feedback.correct.2');
  });
});
