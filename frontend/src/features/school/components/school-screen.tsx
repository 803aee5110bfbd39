import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useAuthUser } from '../../../lib/api/get-auth-user';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSchool } from '../api/get-school';
import { CreateSchoolForm } from './create-school-form';
import { InviteSection } from './invite-section';
import { MembersSection } from './members-section';
import { SchoolClasses } from './school-classes';
import { SchoolSessions } from './school-sessions';
import './school.css';

// The charts (recharts) load only when an admin's school page shows them.
const SchoolAnalytics = lazy(() =>
  import('./school-analytics').then((m) => ({ default: m.SchoolAnalytics })),
);

/**
 * /teacher/school: a teacher without a school creates one (and becomes its admin); a teacher
 * member sees the school's name; the admin sees the teachers (remove one), invites teachers by
 * email, the school's results as charts, and every class and session of the school.
 */
export function SchoolScreen() {
  const { t } = useTranslation('school');
  usePageTitle(t('title'));
  const school = useSchool();
  const { user } = useAuthUser();

  let body: React.ReactNode;
  if (school.isPending) {
    body = (
      <p role="status" className="school-status">
        {t('loading')}
      </p>
    );
  } else if (school.isError) {
    const forbidden = school.error instanceof ApiError && school.error.status === 403;
    body = (
      <div role="alert" className="school-status school-status--error">
        <p>{forbidden ? t('forbidden') : t('error', { message: school.error.message })}</p>
        {forbidden ? (
          <Link className="button button--primary button--large" to={paths.teacher.getHref()}>
            {t('backToDashboard')}
          </Link>
        ) : (
          <button type="button" className="button" onClick={() => school.refetch()}>
            {t('retry')}
          </button>
        )}
      </div>
    );
  } else if (!school.data.school) {
    body = <CreateSchoolForm />;
  } else if (school.data.school.role === 'teacher') {
    body = (
      <section className="school-card">
        <h2>{t('member.intro', { name: school.data.school.name })}</h2>
        <p>{t('member.text')}</p>
      </section>
    );
  } else {
    const mine = school.data.school;
    body = (
      <>
        <p className="lead">{t('admin.intro', { name: mine.name })}</p>
        <div className="school-grid">
          <MembersSection members={mine.members} selfId={user?.id ?? null} />
          <InviteSection invites={mine.invites} />
        </div>
        <Suspense
          fallback={
            <p role="status" className="school-status">
              {t('analytics.loading')}
            </p>
          }
        >
          <SchoolAnalytics />
        </Suspense>
        <SchoolClasses />
        <SchoolSessions />
      </>
    );
  }

  const name = school.data?.school?.name;
  return (
    <div className="page school-page">
      <p className="school-back">
        <Link to={paths.teacher.getHref()}>{t('backToDashboard')}</Link>
      </p>
      <h1>{name ?? t('title')}</h1>
      {body}
    </div>
  );
}
