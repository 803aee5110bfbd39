import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';

type Props = {
  title: string;
  /** One line saying what the screen will hold. */
  intro: string;
  children?: ReactNode;
};

/** A screen that a later feature fills in: its title and what will be there. */
export function PlaceholderScreen({ title, intro, children }: Props) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <div className="page page--narrow placeholder">
      <h1>{title}</h1>
      <p className="badge">{t('comingSoon')}</p>
      <p className="lead">{intro}</p>
      {children}
    </div>
  );
}
