import { PromptKey } from '@ttc/shared-protocol/game/question';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadNamespaces } from '../../../lib/i18n';
import { promptText } from './question-text';

beforeAll(async () => {
  await loadNamespaces(['student-game']);
  await i18n.loadLanguages(['de']);
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
});
