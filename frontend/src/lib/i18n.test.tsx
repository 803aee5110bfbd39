import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render-app';
import { initI18n, languageStorageKey, readStoredLanguage } from './i18n';

describe('languages', () => {
  it('When nothing is stored, then the app speaks English and <html lang> is en', async () => {
    renderApp('/pricing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  });

  it('When French is chosen, then the texts change, <html lang> follows and the choice is remembered', async () => {
    const { events } = renderApp('/pricing');
    await screen.findByRole('heading', { level: 1, name: 'Pricing' });
    await events.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr');

    expect(await screen.findByRole('heading', { level: 1, name: 'Tarifs' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
    const nav = screen.getByRole('navigation', { name: 'Principale' });
    expect(within(nav).getByRole('link', { name: 'À propos' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
    await waitFor(() => expect(document.title).toBe('Tarifs · Tick Tock Class'));
    expect(window.localStorage.getItem(languageStorageKey)).toBe('fr');
    expect(languageStorageKey).toBe('shared_language');
  });

  it('When the app starts with German stored, then it starts in German', async () => {
    window.localStorage.setItem('shared_language', 'de');
    await initI18n(readStoredLanguage());
    renderApp('/privacy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Datenschutzerklärung' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Zuletzt aktualisiert: November 2026')).toBeInTheDocument();
  });

  it('When the stored language is unknown, then English is used', () => {
    window.localStorage.setItem('shared_language', 'klingon');
    expect(readStoredLanguage()).toBe('en');
  });
});
