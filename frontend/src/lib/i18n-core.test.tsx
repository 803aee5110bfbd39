import { act, render, screen } from '@testing-library/react';
import { LANGUAGES } from '@ttc/shared-protocol/clock/language';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import deTour from '../locales/de/tour.json';
import enTour from '../locales/en/tour.json';
import { i18n, initI18n, setLanguage, useTranslation } from './i18n';
import { interpolate, setBundleForTests } from './i18n-core';

const seconds = {
  en: ['1 second', '2 seconds', '0 seconds'],
  es: ['1 segundo', '2 segundos', '0 segundos'],
  // French counts 0 as singular, as Intl.PluralRules says.
  fr: ['1 seconde', '2 secondes', '0 seconde'],
  de: ['1 Sekunde', '2 Sekunden', '0 Sekunden'],
  it: ['1 secondo', '2 secondi', '0 secondi'],
} as const;

afterEach(() => {
  setBundleForTests('de', 'tour', deTour);
  setBundleForTests('en', 'tour', enTour);
});

describe('translate', () => {
  for (const language of LANGUAGES) {
    it(`When a count is given in ${language}, then Intl.PluralRules picks the _one or _other form`, async () => {
      await i18n.loadNamespaces('teacher');
      await i18n.loadLanguages(language);
      const t = i18n.getFixedT(language, 'teacher');
      expect([1, 2, 0].map((count) => t('start.secondsValue', { count }))).toEqual(
        seconds[language],
      );
    });
  }

  it('When a language has a plural form the file lacks (French "many"), then _other is used', async () => {
    await i18n.loadNamespaces('teacher');
    await i18n.loadLanguages('fr');
    expect(new Intl.PluralRules('fr').select(1_000_000)).toBe('many');
    expect(i18n.getFixedT('fr', 'teacher')('start.secondsValue', { count: 1_000_000 })).toBe(
      '1000000 secondes',
    );
  });

  it('When values are given, then every {{name}} is filled and an unknown one stays as written', () => {
    const t = i18n.getFixedT('en', 'tour');
    expect(t('stepOf', { current: 2, total: 5 })).toBe('Step 2 of 5');
    expect(interpolate('{{ a }} and {{b}} and {{c}}', { a: 'x', b: 0 })).toBe('x and 0 and {{c}}');
    expect(interpolate('no values {{a}}', undefined)).toBe('no values {{a}}');
  });

  it('When a key has an ns: prefix, then it is read from that namespace', async () => {
    await i18n.loadNamespaces('landing');
    const t = i18n.getFixedT('en', ['landing', 'common']);
    expect(t('common:toast.errorTitle')).toBe(i18n.getFixedT('en')('toast.errorTitle'));
    expect(t('common:nav.pricing')).toBe('Pricing');
  });

  it('When a key is missing in the language, then the English text shows; when missing everywhere, the key', async () => {
    await i18n.loadLanguages('de');
    const { replay: _dropped, ...withoutReplay } = deTour;
    setBundleForTests('de', 'tour', withoutReplay);
    const t = i18n.getFixedT('de', 'tour');
    expect(t('next')).toBe('Weiter');
    expect(t('replay')).toBe('Show tips');
    expect(t('nope' as 'next')).toBe('nope');
  });

  it('When returnObjects is set, then a whole list comes back, filled in', async () => {
    await i18n.loadNamespaces('legal');
    const sections = i18n.getFixedT('en', 'legal')('privacy.sections', { returnObjects: true });
    expect(Array.isArray(sections)).toBe(true);
    expect((sections as Array<{ heading: string }>)[0]?.heading).toBe('1. Information We Collect');
    // Without it an object is not a text: the key shows, as with i18next.
    expect(i18n.getFixedT('en', 'legal')('privacy.sections' as 'privacy.title')).toBe(
      'privacy.sections',
    );
  });
});

function TourNext({ lng }: { lng?: string }) {
  const { t } = useTranslation('tour', lng ? { lng } : undefined);
  return <p>{t('next')}</p>;
}

describe('useTranslation', () => {
  it('When the namespace is not loaded yet, then the screen suspends and shows its texts once the file arrives', async () => {
    setBundleForTests('de', 'tour', undefined);
    render(
      <Suspense fallback={<p>waiting</p>}>
        <TourNext lng="de" />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(await screen.findByText('Weiter')).toBeInTheDocument();
    expect(i18n.hasResourceBundle('de', 'tour')).toBe(true);
  });

  it('When the language switches, then the screen re-renders in it and <html lang> follows', async () => {
    await i18n.loadNamespaces('tour');
    const languages: string[] = [];
    const onChange = (lng: string) => languages.push(lng);
    i18n.on('languageChanged', onChange);
    render(
      <Suspense fallback={<p>waiting</p>}>
        <TourNext />
      </Suspense>,
    );
    expect(screen.getByText('Next')).toBeInTheDocument();
    await act(() => setLanguage('fr'));
    expect(screen.getByText('Suivant')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
    expect(i18n.language).toBe('fr');
    await act(() => initI18n('en'));
    expect(screen.getByText('Next')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    i18n.off('languageChanged', onChange);
    expect(languages).toEqual(['fr', 'en']);
  });

  it('When a switch is overtaken by a later one, then the later language wins', async () => {
    await i18n.loadNamespaces('tour');
    const first = i18n.changeLanguage('it');
    const second = i18n.changeLanguage('es');
    await Promise.all([first, second]);
    expect(i18n.language).toBe('es');
  });
});
