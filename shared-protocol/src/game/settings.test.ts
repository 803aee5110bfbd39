import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameSettingsArb } from '../testing/game-arbitraries';
import {
  canChange24Hour,
  DEFAULT_GAME_SETTINGS,
  MINUTE_STEP,
  minuteStep,
  normalizeSettings,
  toggleQuestionType,
} from './settings';
import { gameSettingsSchema, settingsFromUnknown } from './settings-schema';

describe('game settings', () => {
  it('When nothing is given, then the spec defaults apply', () => {
    expect(gameSettingsSchema.parse({})).toEqual({
      difficulty: '5',
      questionTypes: ['multiple_choice'],
      use24Hour: false,
      language: 'en',
      clockFace: 'dots',
      showHelperCircles: true,
      readingSpeed: 'slow',
      playMode: 'by_level',
    });
    expect(gameSettingsSchema.parse({})).toEqual(DEFAULT_GAME_SETTINGS);
  });

  it('When no question type is chosen, then the schema refuses it', () => {
    expect(gameSettingsSchema.safeParse({ questionTypes: [] }).success).toBe(false);
  });

  it('When the difficulty is named, then the minute step follows it', () => {
    expect(MINUTE_STEP).toEqual({ hour: 60, half: 30, '15': 15, '10': 10, '5': 5, '1': 1 });
    expect(minuteStep('half')).toBe(30);
  });

  it('When elapsed_time is on, then 24-hour is forced off and locked', () => {
    const s = normalizeSettings({
      ...DEFAULT_GAME_SETTINGS,
      use24Hour: true,
      questionTypes: ['elapsed_time', 'multiple_choice'],
    });
    expect(s.use24Hour).toBe(false);
    expect(s.questionTypes).toEqual(['multiple_choice', 'elapsed_time']);
    expect(canChange24Hour(s)).toBe(false);
    expect(canChange24Hour(DEFAULT_GAME_SETTINGS)).toBe(true);
  });

  it('When the traditional face is on, then helper circles are forced off', () => {
    const s = normalizeSettings({ ...DEFAULT_GAME_SETTINGS, clockFace: 'traditional' });
    expect(s.showHelperCircles).toBe(false);
  });

  it('When normalizing any settings, then the rules hold and a second pass changes nothing', () => {
    fc.assert(
      fc.property(gameSettingsArb, (raw) => {
        const s = normalizeSettings(raw);
        expect(s.questionTypes.length).toBeGreaterThan(0);
        expect(new Set(s.questionTypes).size).toBe(s.questionTypes.length);
        if (s.questionTypes.includes('elapsed_time')) expect(s.use24Hour).toBe(false);
        if (s.clockFace === 'traditional') expect(s.showHelperCircles).toBe(false);
        expect(normalizeSettings(s)).toEqual(s);
        expect(gameSettingsSchema.parse(s)).toEqual(s);
      }),
    );
  });

  it('When the only question type is switched off, then it stays on', () => {
    expect(toggleQuestionType(DEFAULT_GAME_SETTINGS, 'multiple_choice').questionTypes).toEqual([
      'multiple_choice',
    ]);
    const two = toggleQuestionType(DEFAULT_GAME_SETTINGS, 'set_time');
    expect(two.questionTypes).toEqual(['multiple_choice', 'set_time']);
    expect(toggleQuestionType(two, 'multiple_choice').questionTypes).toEqual(['set_time']);
  });

  it('When switching elapsed_time on with 24-hour on, then 24-hour goes off', () => {
    const s = toggleQuestionType({ ...DEFAULT_GAME_SETTINGS, use24Hour: true }, 'elapsed_time');
    expect(s.use24Hour).toBe(false);
  });

  it('When stored settings are corrupt, then each bad field falls back to its default', () => {
    expect(settingsFromUnknown(null)).toEqual(DEFAULT_GAME_SETTINGS);
    expect(settingsFromUnknown('nonsense')).toEqual(DEFAULT_GAME_SETTINGS);
    expect(
      settingsFromUnknown({
        difficulty: 'impossible',
        questionTypes: ['set_time', 'bogus'],
        use24Hour: true,
        language: 'de',
        clockFace: 'traditional',
        showHelperCircles: true,
        extra: 1,
      }),
    ).toEqual({
      ...DEFAULT_GAME_SETTINGS,
      use24Hour: true,
      language: 'de',
      clockFace: 'traditional',
      showHelperCircles: false,
    });
  });

  it('When anything at all is read, then the result is valid settings', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const s = settingsFromUnknown(input);
        expect(gameSettingsSchema.safeParse(s).success).toBe(true);
      }),
    );
  });
});
