import type { TipsStep } from '../../components/ui/tips-tour/tips-step';
import type { TFunction } from '../../lib/i18n';

/** What the Playground's tour points at: `data-tour` attributes on the screen. */
export const tourTarget = (name: string) => `[data-tour="${name}"]`;

/** The Playground's 8-step tips tour (spec section 2), in the app's language. */
export function playgroundTips(t: TFunction<'playground'>): TipsStep[] {
  return [
    {
      id: 'welcome',
      title: t('tips.welcome.title'),
      content: t('tips.welcome.content'),
      target: 'h1',
      position: 'center',
    },
    {
      id: 'clock',
      title: t('tips.clock.title'),
      content: t('tips.clock.content'),
      target: tourTarget('clock'),
      position: 'right',
    },
    {
      id: 'words',
      title: t('tips.words.title'),
      content: t('tips.words.content'),
      target: tourTarget('words'),
      position: 'left',
    },
    {
      id: 'set-start',
      title: t('tips.setStart.title'),
      content: t('tips.setStart.content'),
      target: tourTarget('set-start'),
      position: 'left',
    },
    {
      id: 'passed',
      title: t('tips.passed.title'),
      content: t('tips.passed.content'),
      target: tourTarget('passed'),
      position: 'left',
    },
    {
      id: 'reset',
      title: t('tips.reset.title'),
      content: t('tips.reset.content'),
      target: tourTarget('reset'),
      position: 'left',
    },
    {
      id: 'face',
      title: t('tips.face.title'),
      content: t('tips.face.content'),
      target: tourTarget('face'),
      position: 'left',
    },
    {
      id: 'language',
      title: t('tips.language.title'),
      content: t('tips.language.content'),
      target: tourTarget('language'),
      position: 'left',
    },
  ];
}
