import type { SessionOptionsInput } from '@ttc/shared-protocol/classroom/options';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useAuthUser } from '../../../lib/api/get-auth-user';
import { usePublicConfig } from '../../../lib/api/get-public-config';
import { hostedRoom } from '../../../lib/hosted-room';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { hasTeacherTools } from '../model/plan-gate';
import { isStaff } from '../model/staff';
import { PastSessions } from './past-sessions';
import { RoleSwitchCard } from './role-switch-card';
import { SessionDetail } from './session-detail';
import { StartSessionPanel } from './start-session-panel';
import { TeacherTools } from './teacher-tools';
import './teacher.css';

/** The search parameter naming the past session whose details are open. */
const SESSION_PARAM = 'session';

/**
 * /teacher (spec section 2, Teacher dashboard): the Lesson Plans, My Students, Analytics,
 * Assignments and School cards, "Start a live session" with the session options, and the
 * teacher's past sessions with their results. Only teacher and admin accounts have the tools (a
 * student or parent is offered to switch the profile's role). The plan gate (pro or school, spec
 * section 6) applies only when billing is configured; until then every teacher has the tools, as
 * the pricing page says all features are currently free.
 */
export function TeacherScreen() {
  const { t } = useTranslation('teacher');
  usePageTitle(t('dashboard.title'));
  const { user } = useAuthUser();
  const config = usePublicConfig();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const openSession = params.get(SESSION_PARAM);

  if (!isStaff(user?.role ?? null)) {
    return (
      <div className="page page--narrow teacher-page">
        <h1>{t('dashboard.title')}</h1>
        <RoleSwitchCard role={user?.role ?? null} />
      </div>
    );
  }
  if (config.isPending) {
    return (
      <div className="page teacher-page">
        <h1>{t('dashboard.title')}</h1>
        <p role="status">{t('dashboard.loading')}</p>
      </div>
    );
  }
  const billing = config.data?.features.payments ?? false;
  if (!hasTeacherTools(user?.plan ?? 'free', billing)) {
    return (
      <div className="page page--narrow teacher-page">
        <h1>{t('dashboard.title')}</h1>
        <section className="teacher-card">
          <h2>{t('gate.title')}</h2>
          <p>{t('gate.text')}</p>
          <Link className="button button--primary button--large" to={paths.upgrade.getHref()}>
            {t('gate.upgrade')}
          </Link>
        </section>
      </div>
    );
  }

  const start = (options: SessionOptionsInput) =>
    navigate(paths.host.getHref(), { state: { options } });
  const live = hostedRoom();

  return (
    <div className="page teacher-page">
      <h1>{t('dashboard.title')}</h1>
      <p className="lead">{t('dashboard.intro')}</p>
      {live && (
        <section className="teacher-card teacher-live" aria-labelledby="teacher-live-heading">
          <h2 id="teacher-live-heading">{t('dashboard.live.title')}</h2>
          <p>
            {t('dashboard.live.text', { code: `${live.code.slice(0, 3)} ${live.code.slice(3)}` })}
          </p>
          <Link className="button button--primary button--large" to={paths.host.getHref(live.code)}>
            {t('dashboard.live.back')}
          </Link>
        </section>
      )}
      <TeacherTools />
      <div className="teacher-grid">
        <StartSessionPanel onStart={start} />
        {openSession ? (
          <SessionDetail
            key={openSession}
            sessionId={openSession}
            onClose={() => setParams({}, { replace: false })}
          />
        ) : (
          <PastSessions onOpen={(id) => setParams({ [SESSION_PARAM]: id })} />
        )}
      </div>
    </div>
  );
}
