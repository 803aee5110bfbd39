import { PromptKey } from '@ttc/shared-protocol/game/question';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadNamespaces } from '../../../lib/i18n';
import { promptText } from '../../../lib/prompt-text';
import { openView } from '../testing/host-views';
import { longOptions, targetWords } from './question-text';

beforeAll(async () => {
  await loadNamespaces(['student-game']);
  await i18n.loadLanguages(['de', 'es', 'it']);
});

describe('promptText', () => {
  const en = i18n.getFixedT('en', 'student-game');

  it('When a prompt carries its values, then the board writes it from them in the session language', () => {
    const de = i18n.getFixedT('de', 'student-game');
    const setClock = { key: PromptKey.setClock, params: { time: '3:05' } };
    expect(promptText(setClock, en, 'en', '?')).toBe('Set the clock to 3:05.');
    expect(promptText(setClock, de, 'de', '?')).toContain('3:05');
    expect(promptText(setClock, de, 'de', '?')).not.toBe('Set the clock to 3:05.');
    expect(
      promptText({ key: PromptKey.readClockPeriod, params: { period: 'evening' } }, en, 'en', '?'),
    ).toBe('What time does the clock show? It is in the evening.');
    expect(
      promptText(
        { key: PromptKey.elapsedEndTime, params: { durationMinutes: 90, start: '2:00' } },
        en,
        'en',
        '?',
      ),
    ).toMatch(/^What time is it .+ after 2:00\?$/);
  });

  it("When Spanish and Italian put a time in the sentence, then it takes its article (a las 3:05, a la 1:05, tra l'una e le 3:30)", () => {
    const es = i18n.getFixedT('es', 'student-game');
    const it_ = i18n.getFixedT('it', 'student-game');
    const setClock = (time: string) => ({ key: PromptKey.setClock, params: { time } });
    expect(promptText(setClock('3:05'), es, 'es', '?')).toBe('Pon el reloj a las 3:05.');
    expect(promptText(setClock('1:05'), es, 'es', '?')).toBe('Pon el reloj a la 1:05.');
    expect(promptText(setClock('13:05'), it_, 'it', '?')).toBe(
      "Fai segnare all'orologio le 13:05.",
    );
    const duration = {
      key: PromptKey.elapsedDuration,
      params: { start: '1:00', end: '3:30' },
    };
    expect(promptText(duration, es, 'es', '?')).toBe('¿Cuánto tiempo pasa de la 1:00 a las 3:30?');
    expect(promptText(duration, it_, 'it', '?')).toBe("Quanto tempo passa tra l'1:00 e le 3:30?");
  });
});

describe('longOptions', () => {
  it('When options are said in words, then they are long; digits and set the clock are not', () => {
    const digits = openView(1).question?.question;
    const words = openView(1, { questionTypes: ['read_time'] }).question?.question;
    const setClock = openView(1, { questionTypes: ['set_time'] }).question?.question;
    if (!digits || !words || !setClock) throw new Error('questions expected');
    expect(longOptions(digits, 'en')).toBe(false);
    expect(longOptions(words, 'en')).toBe(true);
    expect(longOptions(setClock, 'en')).toBe(false);
    if (setClock.type !== 'set_time') throw new Error('set the clock expected');
    expect(targetWords(setClock, 'en')).toMatch(/o'clock|past|to|half|quarter/);
  });
});
