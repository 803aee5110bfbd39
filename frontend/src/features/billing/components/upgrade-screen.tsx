import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/ui/page-loading';
import { paths } from '../../../config/paths';
import { authUserQueryKey, useAuthUser } from '../../../lib/api/get-auth-user';
import { usePublicConfig } from '../../../lib/api/get-public-config';
import { savePostLoginPath } from '../../../lib/auth-post-login';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { OPEN_PLAN_PARAM, type PlanButton, upgradeButtons } from '../lib/plan-buttons';
import { DisabledPlanButton, PlanCard } from './plan-card';
import { SubscriptionDialog } from './subscription-dialog';
import './billing.css';

/**
 * /upgrade, 'Choose Your Plan' (spec section 2): Free, Teacher Pro ('Most Popular') and School.
 * A signed-in free user opens the subscription dialog from Teacher Pro (also at once when the
 * pricing page sent `?plan=teacher`); every other button is disabled and says why.
 */
export function UpgradeScreen() {
  const { t } = useTranslation('billing');
  usePageTitle(t('upgrade.title'));
  const { user, isLoading } = useAuthUser();
  const config = usePublicConfig();
  const [search, setSearch] = useSearchParams();
  const [dialogOpen, setDialogOpen] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const buttons = upgradeButtons(user?.plan ?? null);
  const asked = search.get(OPEN_PLAN_PARAM) === 'teacher' && buttons.pro.kind === 'subscribe';

  const closeDialog = useCallback(() => {
    setDialogOpen(false);
    if (search.has(OPEN_PLAN_PARAM)) setSearch({}, { replace: true });
  }, [search, setSearch]);
  const onActive = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: authUserQueryKey });
    navigate(paths.playground.getHref());
  }, [queryClient, navigate]);

  if (isLoading || config.isPending) return <PageLoading />;
  const showDialog = (dialogOpen || asked) && buttons.pro.kind === 'subscribe';

  return (
    <div className="page billing-page">
      <h1>{t('upgrade.title')}</h1>
      <p className="lead">{t('upgrade.intro')}</p>
      <div className="plan-grid">
        <PlanCard
          id="free"
          name={t('upgrade.free.name')}
          price="$0"
          period={t('upgrade.forever')}
          features={t('upgrade.free.features', { returnObjects: true }) as string[]}
          current={buttons.free.kind === 'current'}
          action={<UpgradeAction button={buttons.free} />}
        />
        <PlanCard
          id="pro"
          name={t('upgrade.pro.name')}
          price="$9.99"
          period={t('upgrade.perMonth')}
          features={t('upgrade.pro.features', { returnObjects: true }) as string[]}
          popular={t('upgrade.mostPopular')}
          current={buttons.pro.kind === 'current'}
          action={<UpgradeAction button={buttons.pro} onSubscribe={() => setDialogOpen(true)} />}
          note={
            buttons.pro.kind === 'login-required' ? (
              <>
                {t('upgrade.loginHint')}{' '}
                <Link
                  to={paths.auth.login.getHref()}
                  onClick={() => savePostLoginPath(paths.upgrade.getHref())}
                >
                  {t('upgrade.signIn')}
                </Link>
              </>
            ) : undefined
          }
        />
        <PlanCard
          id="school"
          name={t('upgrade.school.name')}
          price={t('upgrade.customPricing')}
          priceInWords
          features={t('upgrade.school.features', { returnObjects: true }) as string[]}
          action={<UpgradeAction button={buttons.school} />}
        />
      </div>
      <p className="billing-note">{t('upgrade.note')}</p>
      <p className="billing-disclaimer">{t('upgrade.disclaimer')}</p>
      {showDialog && (
        <SubscriptionDialog
          plan="teacher"
          stripe={config.data?.stripe ?? null}
          onClose={closeDialog}
          onSuccess={onActive}
        />
      )}
    </div>
  );
}

function UpgradeAction({ button, onSubscribe }: { button: PlanButton; onSubscribe?: () => void }) {
  const { t } = useTranslation('billing');
  switch (button.kind) {
    case 'subscribe':
      return (
        <button
          type="button"
          className="button button--primary button--large plan-card__button"
          onClick={onSubscribe}
        >
          {t('upgrade.upgrade')}
        </button>
      );
    case 'manage':
      return (
        <Link className="button button--large plan-card__button" to={paths.profile.getHref()}>
          {t('upgrade.manageInProfile')}
        </Link>
      );
    case 'current':
      return <DisabledPlanButton>{t('upgrade.currentPlan')}</DisabledPlanButton>;
    case 'login-required':
      return <DisabledPlanButton>{t('upgrade.loginRequired')}</DisabledPlanButton>;
    default:
      return <DisabledPlanButton>{t('upgrade.contactSales')}</DisabledPlanButton>;
  }
}
