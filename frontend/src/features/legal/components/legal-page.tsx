import { site } from '../../../config/site';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import './legal.css';

export type LegalDocument = 'privacy' | 'terms' | 'coppa';

type Section = { heading: string; paragraphs: string[] };

/** One kind of personal data: what, where and how long (api/src/db/personal-data.ts). */
type Category = { title: string; what: string; where: string; kept: string };

/**
 * Privacy Policy, Terms of Use or COPPA Statement (spec sections 1 and 2): the spec's sections,
 * and on the privacy page the list of what the app keeps, where and for how long, which
 * api/test/privacy-columns.test.ts holds to the database schema.
 */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { t } = useTranslation('legal');
  const title = t(`${document}.title`);
  const sections = t(`${document}.sections`, { returnObjects: true }) as Section[];
  // The privacy page's first section lists everything the app keeps.
  const categories =
    document === 'privacy'
      ? Object.entries(t('privacy.categories', { returnObjects: true }) as Record<string, Category>)
      : [];
  usePageTitle(title);
  return (
    <article className="page page--narrow legal">
      <header className="legal__header">
        <h1>{title}</h1>
        <p className="legal__updated">{t('lastUpdated')}</p>
        <p className="lead">{t(`${document}.intro`)}</p>
      </header>
      {sections.map((section, index) => (
        <section key={section.heading} className="legal__section">
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {index === 0 && categories.length > 0 ? (
            <ul className="legal__data">
              {categories.map(([id, category]) => (
                <li key={id} className="legal__datum" data-testid={`privacy-category-${id}`}>
                  <h3>{category.title}</h3>
                  <dl>
                    <dt>{t('privacy.labels.what')}</dt>
                    <dd>{category.what}</dd>
                    <dt>{t('privacy.labels.where')}</dt>
                    <dd>{category.where}</dd>
                    <dt>{t('privacy.labels.kept')}</dt>
                    <dd>{category.kept}</dd>
                  </dl>
                </li>
              ))}
            </ul>
          ) : null}
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
