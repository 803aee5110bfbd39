import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSettingsStoreForTests } from '../../lib/settings/settings-store';
import {
  defaultPlaygroundSettings,
  PlaygroundStorageKey,
  readPlaygroundSettings,
  savePlaygroundSettings,
  withTraditionalNumbers,
} from './playground-storage';

const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
afterEach(() => {
  warn.mockClear();
  resetSettingsStoreForTests();
});

describe('Playground settings on the device', () => {
  it('When nothing is stored, then the spec defaults are used (3:15, numbers off, circles on)', () => {
    expect(readPlaygroundSettings()).toEqual({
      showTraditionalNumbers: false,
      showHelperCircles: true,
      language: 'en',
      clockTime: { hour: 3, minute: 15 },
      hourHandOnly: false,
    });
    expect(readPlaygroundSettings('de').language).toBe('de');
    expect(warn).not.toHaveBeenCalled();
  });

  it('When settings are saved, then they are read back under the spec keys', () => {
    const settings = {
      ...defaultPlaygroundSettings(),
      showHelperCircles: false,
      language: 'fr' as const,
      clockTime: { hour: 11, minute: 5 },
      hourHandOnly: true,
    };
    savePlaygroundSettings(settings);
    // The face is one setting for both games: kept under both games' keys.
    expect(window.localStorage.getItem('playground_showHelperCircles')).toBe('false');
    expect(window.localStorage.getItem('studentGame_showHelperCircles')).toBe('false');
    expect(window.localStorage.getItem('studentGame_language')).toBe('fr');
    expect(window.localStorage.getItem('playground_hourHandOnly')).toBe('true');
    expect(JSON.parse(window.localStorage.getItem('playground_settings') ?? '')).toEqual({
      clockTime: { hour: 11, minute: 5 },
    });
    expect(readPlaygroundSettings('en')).toEqual(settings);

    savePlaygroundSettings(withTraditionalNumbers(settings, true));
    expect(window.localStorage.getItem('playground_showTraditionalNumbers')).toBe('true');
    expect(window.localStorage.getItem('studentGame_showTraditionalNumbers')).toBe('true');
  });

  it('When the settings object is not JSON, then it is reported and the defaults are used', () => {
    window.localStorage.setItem(PlaygroundStorageKey.settings, '{language: "de"');
    expect(readPlaygroundSettings()).toEqual(defaultPlaygroundSettings());
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('playground_settings'));
  });

  it('When one field is hand-edited, then only that field falls back, with a warning', () => {
    window.localStorage.setItem(
      PlaygroundStorageKey.settings,
      JSON.stringify({ language: 'klingon', clockTime: { hour: 7, minute: 45 }, hourHandOnly: 1 }),
    );
    const settings = readPlaygroundSettings();
    expect(settings.language).toBe('en');
    expect(settings.clockTime).toEqual({ hour: 7, minute: 45 });
    expect(settings.hourHandOnly).toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it.each([
    [{ hour: 13, minute: 0 }],
    [{ hour: 3, minute: 60 }],
    [{ hour: 3.5, minute: 0 }],
    ['25:99'],
    [null],
    [[3, 15]],
  ])('When the stored clock time is %j, then 3:15 is used', (clockTime) => {
    window.localStorage.setItem(PlaygroundStorageKey.settings, JSON.stringify({ clockTime }));
    expect(readPlaygroundSettings().clockTime).toEqual({ hour: 3, minute: 15 });
    expect(warn).toHaveBeenCalled();
  });

  it('When the clock time is stored as "9:05", then it is read', () => {
    window.localStorage.setItem(PlaygroundStorageKey.settings, '{"clockTime":"9:05"}');
    expect(readPlaygroundSettings().clockTime).toEqual({ hour: 9, minute: 5 });
  });

  it.each(['[]', '"text"', '42', 'null'])(
    'When the settings are %s, then the defaults are used',
    (value) => {
      window.localStorage.setItem(PlaygroundStorageKey.settings, value);
      expect(readPlaygroundSettings()).toEqual(defaultPlaygroundSettings());
      expect(warn).toHaveBeenCalled();
    },
  );

  it('When a toggle holds something other than true or false, then its default is used', () => {
    window.localStorage.setItem(PlaygroundStorageKey.showTraditionalNumbers, 'yes please');
    window.localStorage.setItem(PlaygroundStorageKey.showHelperCircles, '0');
    const settings = readPlaygroundSettings();
    expect(settings.showTraditionalNumbers).toBe(false);
    expect(settings.showHelperCircles).toBe(true);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('When traditional numbers and helper circles are both stored on, then the circles are off', () => {
    window.localStorage.setItem(PlaygroundStorageKey.showTraditionalNumbers, 'true');
    window.localStorage.setItem(PlaygroundStorageKey.showHelperCircles, 'true');
    expect(readPlaygroundSettings()).toMatchObject({
      showTraditionalNumbers: true,
      showHelperCircles: false,
    });
  });

  it('When traditional numbers are turned on, then helper circles go off and stay off after', () => {
    const on = withTraditionalNumbers(defaultPlaygroundSettings(), true);
    expect(on).toMatchObject({ showTraditionalNumbers: true, showHelperCircles: false });
    expect(withTraditionalNumbers(on, false)).toMatchObject({
      showTraditionalNumbers: false,
      showHelperCircles: false,
    });
  });

  it('When storage throws (private mode), then the defaults are used and nothing breaks', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(readPlaygroundSettings()).toEqual(defaultPlaygroundSettings());
    getItem.mockRestore();
  });
});
