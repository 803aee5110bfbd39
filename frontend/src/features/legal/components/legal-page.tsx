import { site } from '../../../config/site';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import './legal.css';

export type LegalDocument = 'privacy' | 'terms' | 'coppa';

type Section = { heading: string; paragraphs: string[] };

/** Privacy Policy, Terms of Use or COPPA Statement (spec sections 1 and 2). */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { t } = useTranslation('legal');
  const title = t(`${document}.title`);
  const sections = t(`${document}.sections`, { returnObjects: true }) as Section[];
  usePageTitle(title);
  return (
    <article className="page page--narrow legal">
      <header className="legal__header">
        <h1>{title}</h1>
        <p className="legal__updated">{t('lastUpdated')}</p>
        <p className="lead">{t(`${document}.intro`)}</p>
      </header>
      {sections.map((section) => (
        <section key={section.heading} className="legal__section">
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      <aside className="legal__box" aria-labelledby={`${document}-box-title`}>
        <h2 id={`${document}-box-title`}>{t(`${document}.box.title`)}</h2>
        <p>{t(`${document}.box.body`)}</p>
        <p>
          {t('contactLead')} <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>
        </p>
      </aside>
    </article>
  );
}
