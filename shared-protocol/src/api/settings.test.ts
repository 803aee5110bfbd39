import { describe, expect, it } from 'vitest';
import { DEFAULT_GAME_SETTINGS } from '../game/settings';
import { OBJECT_UPLOAD_PATH_PATTERN } from './object-access';
import {
  backgroundCss,
  cleanEntries,
  DEFAULT_SETTINGS,
  gameSettingsOf,
  mergeSettings,
  SETTING_CHECKS,
  SETTING_KEYS,
  type SettingEntries,
  type SettingKey,
  settingsFromEntries,
  settingsPayloadSchema,
  settingValueSchemas,
  UPLOAD_PATH_PATTERN,
} from './settings';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 10, minute)).toISOString();

describe('mergeSettings', () => {
  it('When both sides changed the same setting, then the newer change wins', () => {
    const stored: SettingEntries = { use24Hour: { value: false, changedAt: at(1) } };
    const incoming: SettingEntries = { use24Hour: { value: true, changedAt: at(2) } };
    expect(mergeSettings(stored, incoming)).toEqual(incoming);
    expect(mergeSettings(incoming, stored)).toEqual(incoming);
  });

  it('When the times are equal, then the stored one stays', () => {
    const stored: SettingEntries = { difficulty: { value: 'hour', changedAt: at(5) } };
    const incoming: SettingEntries = { difficulty: { value: '1', changedAt: at(5) } };
    expect(mergeSettings(stored, incoming)).toEqual(stored);
  });

  it('When each side changed other settings, then every setting keeps its newest value', () => {
    const stored: SettingEntries = {
      clockFace: { value: 'traditional', changedAt: at(9) },
      language: { value: 'de', changedAt: at(1) },
    };
    const incoming: SettingEntries = {
      language: { value: 'fr', changedAt: at(3) },
      clockFace: { value: 'dots', changedAt: at(2) },
      solidColor: { value: '#112233', changedAt: at(0) },
    };
    expect(mergeSettings(stored, incoming)).toEqual({
      clockFace: { value: 'traditional', changedAt: at(9) },
      language: { value: 'fr', changedAt: at(3) },
      solidColor: { value: '#112233', changedAt: at(0) },
    });
  });

  it('Leaves its arguments unchanged', () => {
    const stored: SettingEntries = { soundOn: { value: true, changedAt: at(1) } };
    const incoming: SettingEntries = { soundOn: { value: false, changedAt: at(2) } };
    mergeSettings(stored, incoming);
    expect(stored.soundOn?.value).toBe(true);
  });
});

describe('cleanEntries', () => {
  it('Drops unknown settings, wrong values and unreadable times, and caps times in the future', () => {
    const now = new Date(at(10));
    expect(
      cleanEntries(
        {
          use24Hour: { value: true, changedAt: at(1) },
          clockFace: { value: 'roman', changedAt: at(1) },
          gradientEnd: { value: '#ABCDEF', changedAt: 'yesterday' },
          favouriteColour: { value: 'red', changedAt: at(1) },
          autoAdvance: { value: true, changedAt: at(59) },
        },
        now,
      ),
    ).toEqual({
      use24Hour: { value: true, changedAt: at(1) },
      autoAdvance: { value: true, changedAt: at(10) },
    });
    expect(cleanEntries(null)).toEqual({});
    expect(cleanEntries([1, 2])).toEqual({});
  });
});

describe('settingsFromEntries and gameSettingsOf', () => {
  it('Fills every missing setting with the spec defaults', () => {
    const settings = settingsFromEntries({});
    expect(settings).toEqual(DEFAULT_SETTINGS);
    expect(settings.backgroundType).toBe('gradient');
    expect([settings.gradientStart, settings.gradientEnd]).toEqual(['#3B82F6', '#EC4899']);
    expect(gameSettingsOf(settings)).toEqual(DEFAULT_GAME_SETTINGS);
  });

  it('Applies the rules between game settings (elapsed time turns 24-hour off; numbers turn the circles off)', () => {
    const settings = settingsFromEntries({
      use24Hour: { value: true, changedAt: at(2) },
      questionTypes: { value: ['elapsed_time', 'multiple_choice'], changedAt: at(1) },
      clockFace: { value: 'traditional', changedAt: at(1) },
      showHelperCircles: { value: true, changedAt: at(3) },
    });
    expect(gameSettingsOf(settings)).toMatchObject({
      use24Hour: false,
      questionTypes: ['multiple_choice', 'elapsed_time'],
      showHelperCircles: false,
    });
  });
});

describe('backgroundCss', () => {
  it('The default gradient has the spec three colours; chosen colours make a two-colour gradient', () => {
    expect(backgroundCss(DEFAULT_SETTINGS)).toBe(
      'linear-gradient(135deg, #3B82F6, #6366F1, #EC4899)',
    );
    expect(backgroundCss({ ...DEFAULT_SETTINGS, gradientStart: '#ff0000' })).toBe(
      'linear-gradient(135deg, #FF0000, #EC4899)',
    );
    expect(
      backgroundCss({ ...DEFAULT_SETTINGS, backgroundType: 'solid', solidColor: '#00ff00' }),
    ).toBe('#00ff00');
  });
});

const SAMPLES: Record<SettingKey, { good: unknown[]; bad: unknown[] }> = {
  language: { good: ['en', 'it'], bad: ['EN', 'pt', 1, null] },
  use24Hour: { good: [true, false], bad: ['true', 0, null] },
  clockFace: { good: ['dots', 'traditional'], bad: ['roman', true] },
  showHelperCircles: { good: [true], bad: ['yes'] },
  questionTypes: {
    good: [['multiple_choice'], ['set_time', 'elapsed_time', 'read_time', 'multiple_choice']],
    bad: [[], ['quiz'], 'multiple_choice', Array(5).fill('set_time')],
  },
  difficulty: { good: ['hour', 'half', '15', '10', '5', '1'], bad: ['2', 5] },
  readingSpeed: { good: ['slow', 'fast'], bad: ['medium'] },
  playMode: { good: ['by_level', 'free'], bad: ['level'] },
  autoAdvance: { good: [false], bad: [1] },
  appLanguage: { good: ['fr'], bad: ['xx'] },
  soundOn: { good: [true], bad: ['on'] },
  hourHandOnly: { good: [false], bad: [null] },
  voiceReading: { good: [true], bad: [undefined] },
  backgroundType: { good: ['gradient', 'solid', 'image'], bad: ['video'] },
  solidColor: { good: ['#ffffff', '#A1B2C3'], bad: ['red', '#fff', '#gggggg', 'url(x)'] },
  gradientStart: { good: ['#000000'], bad: ['#0000000'] },
  gradientEnd: { good: ['#123abc'], bad: [''] },
  backgroundImage: {
    good: [null, '/objects/uploads/6f1c2a9e-0b7d-4c1e-9a55-3f0c1d2e4b6a'],
    bad: ['/objects/uploads/../secret', 'https://example.org/cat.png', '/objects/uploads/ABC', ''],
  },
};

describe('the zod schemas and the zod-free checks', () => {
  it.each(SETTING_KEYS)('accept and refuse the same values of %s', (key) => {
    for (const value of SAMPLES[key].good) {
      expect(SETTING_CHECKS[key](value), `${key} ${JSON.stringify(value)}`).toBe(true);
      expect(settingValueSchemas[key].safeParse(value).success).toBe(true);
    }
    for (const value of SAMPLES[key].bad) {
      expect(SETTING_CHECKS[key](value), `${key} ${JSON.stringify(value)}`).toBe(false);
      expect(settingValueSchemas[key].safeParse(value).success).toBe(false);
    }
  });

  it('use the same upload path rule as the object access check', () => {
    expect(UPLOAD_PATH_PATTERN.source).toBe(OBJECT_UPLOAD_PATH_PATTERN.source);
  });

  it('have a default that passes every check', () => {
    for (const key of SETTING_KEYS) expect(SETTING_CHECKS[key](DEFAULT_SETTINGS[key])).toBe(true);
  });
});

describe('settingsPayloadSchema', () => {
  it('Accepts known settings with ISO times and drops unknown ones', () => {
    const parsed = settingsPayloadSchema.parse({
      values: {
        use24Hour: { value: true, changedAt: at(1) },
        fromANewerApp: { value: 1, changedAt: at(1) },
      },
    });
    expect(parsed).toEqual({ values: { use24Hour: { value: true, changedAt: at(1) } } });
  });

  it('Refuses a wrong value, a missing time, a time that is not ISO and a body without values', () => {
    const bad = [
      { values: { use24Hour: { value: 'yes', changedAt: at(1) } } },
      { values: { use24Hour: { value: true } } },
      { values: { use24Hour: { value: true, changedAt: 'last tuesday' } } },
      { values: { use24Hour: { value: true, changedAt: at(1), extra: 1 } } },
      {},
      { values: [] },
    ];
    for (const body of bad) expect(settingsPayloadSchema.safeParse(body).success).toBe(false);
  });
});
