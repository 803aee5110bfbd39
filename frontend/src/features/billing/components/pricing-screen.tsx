import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useAuthUser } from '../../../lib/api/get-auth-user';
import { usePublicConfig } from '../../../lib/api/get-public-config';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { OPEN_PLAN_PARAM, type PlanButton, pricingButtons } from '../lib/plan-buttons';
import { DisabledPlanButton, PlanCard } from './plan-card';
import { Spinner } from './spinner';
import './billing.css';

/**
 * /pricing (spec section 2): while payments are not configured, the 'All Features Currently
 * Free!' banner and two disabled 'Coming Soon' cards; once they are, the Parent Plan starts its
 * 7-day trial on /subscribe and the Teacher Plan opens Teacher Pro's dialog on /upgrade. Then
 * 'Need Help Choosing?'.
 */
export function PricingScreen() {
  const { t } = useTranslation('billing');
  usePageTitle(t('pricing.title'));
  const { user } = useAuthUser();
  const config = usePublicConfig();
  // A config that cannot be read counts as "not configured": every feature stays free then.
  const configured = Boolean(config.data?.stripe);
  const buttons = pricingButtons(user?.plan ?? null, configured);

  return (
    <div className="page billing-page">
      <h1>{t('pricing.title')}</h1>
      <p className="lead">{t('pricing.intro')}</p>
      {config.isPending ? (
        <Spinner label={t('dialog.loading')} />
      ) : (
        <>
          {!configured && (
            <div className="billing-banner" role="note" data-testid="free-banner">
              <p className="billing-banner__title">{t('pricing.freeBannerTitle')}</p>
              <p>{t('pricing.freeBannerBody')}</p>
            </div>
          )}
          <div className="plan-grid plan-grid--two">
            <PlanCard
              id="parent"
              name={t('pricing.parent.name')}
              price="$4.99"
              period={t('pricing.perMonth')}
              description={t('pricing.parent.description')}
              features={t('pricing.parent.features', { returnObjects: true }) as string[]}
              current={buttons.parent.kind === 'current'}
              action={<PricingAction button={buttons.parent} plan="parent" />}
              note={configured ? t('pricing.parent.trial') : undefined}
            />
            <PlanCard
              id="teacher"
              name={t('pricing.teacher.name')}
              price="$9.99"
              period={t('pricing.perMonth')}
              description={t('pricing.teacher.description')}
              features={t('pricing.teacher.features', { returnObjects: true }) as string[]}
              current={buttons.teacher.kind === 'current'}
              action={<PricingAction button={buttons.teacher} plan="teacher" />}
            />
          </div>
        </>
      )}
      <section className="billing-help" aria-labelledby="pricing-help">
        <h2 id="pricing-help">{t('pricing.helpTitle')}</h2>
        <p>{t('pricing.helpBody')}</p>
        <div className="button-row">
          <Link className="button button--large" to={paths.playground.getHref()}>
            {t('pricing.tryPlayground')}
          </Link>
          <Link className="button button--primary button--large" to={paths.auth.signup.getHref()}>
            {t('pricing.getStarted')}
          </Link>
        </div>
      </section>
    </div>
  );
}

function PricingAction({ button, plan }: { button: PlanButton; plan: 'parent' | 'teacher' }) {
  const { t } = useTranslation('billing');
  switch (button.kind) {
    case 'start-trial':
      return (
        <Link
          className="button button--primary button--large plan-card__button"
          to={paths.subscribe.getHref()}
        >
          {t('pricing.startTrial')}
        </Link>
      );
    case 'subscribe':
      return (
        <Link
          className="button button--primary button--large plan-card__button"
          to={`${paths.upgrade.getHref()}?${OPEN_PLAN_PARAM}=${plan}`}
        >
          {t('pricing.chooseTeacher')}
        </Link>
      );
    case 'current':
      return <DisabledPlanButton>{t('pricing.currentPlan')}</DisabledPlanButton>;
    case 'included':
      return <DisabledPlanButton>{t('pricing.includedInPlan')}</DisabledPlanButton>;
    default:
      return <DisabledPlanButton>{t('pricing.comingSoon')}</DisabledPlanButton>;
  }
}
