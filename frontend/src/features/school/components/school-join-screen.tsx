import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSchool } from '../api/get-school';
import { useAcceptInvite } from '../api/school-mutations';
import { acceptFailure } from '../model/accept-failure';
import './school.css';

/**
 * /school/join?token=...: where an invitation's magic link lands once the teacher is signed in
 * (the route requires it). The invitation is accepted at once; an expired or used link, or one
 * sent to another address than the signed-in account, is explained.
 */
export function SchoolJoinScreen() {
  const { t } = useTranslation('school');
  usePageTitle(t('join.title'));
  const [params] = useSearchParams();
  const token = params.get('token');
  const accept = useAcceptInvite();
  const started = useRef(false);

  // Accept once per visit (StrictMode runs effects twice in development).
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    accept.mutate(token);
  }, [token, accept.mutate]);

  return (
    <div className="page page--narrow school-page">
      <h1>{t('join.title')}</h1>
      {!token ? (
        <div role="alert" className="school-card">
          <p>{t('join.missing')}</p>
        </div>
      ) : accept.isSuccess ? (
        <Joined />
      ) : accept.isError ? (
        <JoinFailed error={accept.error} onRetry={() => accept.mutate(token)} />
      ) : (
        <p role="status" className="school-status">
          {t('join.joining')}
        </p>
      )}
    </div>
  );
}

function Joined() {
  const { t } = useTranslation('school');
  const school = useSchool();
  const name = school.data?.school?.name;
  return (
    <section className="school-card" aria-live="polite">
      <h2>{name ? t('join.done', { name }) : t('join.doneFallback')}</h2>
      <p>{t('join.doneText')}</p>
      <div className="button-row">
        <Link className="button button--primary button--large" to={paths.teacher.getHref()}>
          {t('join.open')}
        </Link>
      </div>
    </section>
  );
}

function JoinFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation('school');
  const reason = acceptFailure(error);
  return (
    <section role="alert" className="school-card">
      <h2>{t('join.failed')}</h2>
      <p>
        {reason === 'other' ? t('join.other', { message: error.message }) : t(`join.${reason}`)}
      </p>
      <div className="button-row">
        {reason === 'other' && (
          <button type="button" className="button button--large" onClick={onRetry}>
            {t('join.retry')}
          </button>
        )}
        <Link className="button button--primary button--large" to={paths.teacher.getHref()}>
          {t('join.open')}
        </Link>
      </div>
    </section>
  );
}
