import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '../auth-session';
import { pullSettings, pushSettings } from './account-sync';
import {
  applyAccountSettings,
  getSettings,
  localEntries,
  resetSettingsStoreForTests,
  subscribeSettings,
  updateSettings,
} from './settings-store';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 10, minute)).toISOString();
const clockAt = (minute: number) => () => new Date(at(minute));

afterEach(() => {
  setAccessToken(null);
});

describe('the settings store on the device', () => {
  it('When nothing is stored, then every setting has the spec default', () => {
    expect(getSettings()).toMatchObject({
      language: 'en',
      use24Hour: false,
      clockFace: 'dots',
      showHelperCircles: true,
      questionTypes: ['multiple_choice'],
      difficulty: '5',
      readingSpeed: 'slow',
      autoAdvance: false,
      soundOn: true,
      backgroundType: 'gradient',
      gradientStart: '#3B82F6',
      gradientEnd: '#EC4899',
      backgroundImage: null,
    });
    expect(localEntries()).toEqual({});
  });

  it('When values are stored under the spec keys, then they are read (the Playground keys too)', () => {
    localStorage.setItem('studentGame_use24Hour', 'true');
    localStorage.setItem('playground_showTraditionalNumbers', 'true');
    localStorage.setItem('shared_language', 'de');
    localStorage.setItem('soundMuted', 'true');
    localStorage.setItem('backgroundType', 'solid');
    localStorage.setItem('solidColor', '#112233');
    localStorage.setItem('customBackground', '/objects/uploads/0a1b-2c');
    expect(getSettings()).toMatchObject({
      use24Hour: true,
      clockFace: 'traditional',
      appLanguage: 'de',
      soundOn: false,
      backgroundType: 'solid',
      solidColor: '#112233',
      backgroundImage: '/objects/uploads/0a1b-2c',
    });
  });

  it('When a stored value is hand-edited, then it is reported and its default used', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('studentGame_difficulty', '7');
    localStorage.setItem('gradientStart', 'url(javascript:alert(1))');
    localStorage.setItem('customBackground', 'https://example.org/x.png');
    expect(getSettings()).toMatchObject({
      difficulty: '5',
      gradientStart: '#3B82F6',
      backgroundImage: null,
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('studentGame_difficulty'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('customBackground'));
    warn.mockRestore();
  });

  it('When a setting changes, then it is kept under its keys with its time and listeners hear it', () => {
    resetSettingsStoreForTests(clockAt(3));
    const heard: string[][] = [];
    const stop = subscribeSettings((keys) => heard.push([...keys]));
    updateSettings({ clockFace: 'traditional', autoAdvance: true, soundOn: true });
    stop();
    // The numbers face turns the helper circles off (a change of its own); soundOn did not change.
    expect(heard).toEqual([['clockFace', 'showHelperCircles', 'autoAdvance']]);
    expect(localStorage.getItem('studentGame_showTraditionalNumbers')).toBe('true');
    expect(localStorage.getItem('playground_showTraditionalNumbers')).toBe('true');
    expect(localStorage.getItem('playground_showHelperCircles')).toBe('false');
    expect(localStorage.getItem('studentGame_autoAdvance')).toBe('true');
    expect(JSON.parse(localStorage.getItem('settings_changedAt') ?? '{}')).toEqual({
      clockFace: at(3),
      showHelperCircles: at(3),
      autoAdvance: at(3),
    });
    resetSettingsStoreForTests();
    expect(getSettings()).toMatchObject({ clockFace: 'traditional', autoAdvance: true });
    expect(localEntries().clockFace).toEqual({ value: 'traditional', changedAt: at(3) });
  });

  it('When elapsed-time questions are switched on, then 24-hour goes off (spec section 4)', () => {
    updateSettings({ use24Hour: true });
    updateSettings({ questionTypes: ['multiple_choice', 'elapsed_time'] });
    expect(getSettings()).toMatchObject({ use24Hour: false });
  });

  it('When the account brings settings, then per setting the newer change wins', () => {
    resetSettingsStoreForTests(clockAt(5));
    updateSettings({ difficulty: 'hour', language: 'fr' });
    const changed = applyAccountSettings({
      difficulty: { value: '10', changedAt: at(4) },
      language: { value: 'it', changedAt: at(6) },
      gradientEnd: { value: '#00FF00', changedAt: at(1) },
    });
    expect(changed.sort()).toEqual(['gradientEnd', 'language']);
    expect(getSettings()).toMatchObject({
      difficulty: 'hour',
      language: 'it',
      gradientEnd: '#00FF00',
    });
    expect(localStorage.getItem('gradientEnd')).toBe('#00FF00');
  });
});

describe('the settings following the account', () => {
  type Call = { method: string; body: unknown; headers: Record<string, string> };
  function fakeApi(stored: Record<string, unknown>) {
    const calls: Call[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      expect(url).toBe('/api/settings');
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method: init.method ?? 'GET', body, headers: init.headers as never });
      if (init.method === 'PUT') Object.assign(stored, body.values);
      return new Response(JSON.stringify({ values: stored }), { status: 200 });
    });
    return calls;
  }

  it('When signed in, then the account is read, merged, and the newer settings of the device sent', async () => {
    resetSettingsStoreForTests(clockAt(8));
    updateSettings({ use24Hour: true });
    const stored: Record<string, unknown> = {
      use24Hour: { value: false, changedAt: at(2) },
      clockFace: { value: 'traditional', changedAt: at(9) },
    };
    const calls = fakeApi(stored);
    setAccessToken('token-1');
    await pullSettings();
    await pushSettings();
    expect(getSettings()).toMatchObject({ use24Hour: true, clockFace: 'traditional' });
    expect(calls[0]?.method).toBe('GET');
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.headers.Authorization).toBe('Bearer token-1');
    expect(
      (put?.body as { values?: Record<string, unknown> } | undefined)?.values?.use24Hour,
    ).toEqual({
      value: true,
      changedAt: at(8),
    });
    expect(stored.use24Hour).toEqual({ value: true, changedAt: at(8) });
  });

  it('When signed out, then nothing is sent', async () => {
    const calls = fakeApi({});
    updateSettings({ use24Hour: true });
    await pushSettings();
    await pullSettings();
    expect(calls).toEqual([]);
  });
});
