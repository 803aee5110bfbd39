import type { ClassDetail } from '@ttc/shared-protocol/api/classes';
import { ApiPath } from '@ttc/shared-protocol/api/paths';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog';
import { toast } from '../../../components/ui/toast/toast-store';
import { paths } from '../../../config/paths';
import { languageNames, useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDeleteClass } from '../api/delete-class';
import { useClass } from '../api/get-class';
import { forgetChildLabels, useChildLabels } from '../model/child-labels';
import { fileSlug } from '../model/stats';
import { ClassAnalyticsSection } from './analytics/class-analytics';
import { ClassSessions } from './class-sessions';
import { errorText, LoadError, Loading } from './query-status';
import { ReportButton } from './report-button';
import { Roster } from './roster';
import { CLASSES_NAMESPACES, useNames } from './use-names';
import './classes.css';

/** /teacher/classes/:classId: a class, its analytics, its roster and its past sessions. */
export function ClassScreen() {
  const { t } = useTranslation(CLASSES_NAMESPACES);
  const { classId = '' } = useParams();
  const klass = useClass(classId);
  usePageTitle(klass.data?.name ?? t('title'));

  return (
    <div className="page classes-page">
      <p className="classes-crumbs">
        <Link to={paths.classes.getHref()}>{t('nav.classes')}</Link>
      </p>
      {klass.isPending ? (
        <Loading />
      ) : klass.isError ? (
        <>
          <h1>{t('title')}</h1>
          <LoadError error={klass.error} onRetry={() => klass.refetch()} />
        </>
      ) : (
        <ClassView klass={klass.data} />
      )}
    </div>
  );
}

function ClassView({ klass }: { klass: ClassDetail }) {
  const { t } = useTranslation('classes');
  const names = useNames();
  const navigate = useNavigate();
  const { labels } = useChildLabels(klass.id);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteClass();

  const start = () =>
    navigate(paths.host.getHref(), {
      state: { options: { classId: klass.id, language: klass.language } },
    });

  const confirmDelete = () =>
    remove.mutate(klass.id, {
      onSuccess: () => {
        forgetChildLabels(klass.id);
        toast({ title: t('class.deleted', { name: klass.name }) });
        navigate(paths.classes.getHref(), { replace: true });
      },
    });

  const hasChildren = klass.children.length > 0;

  return (
    <>
      <header className="class-header">
        <div>
          <h1>{klass.name}</h1>
          <p className="lead">
            {t('class.summary', {
              grade: names.grade(klass.grade),
              language: languageNames[klass.language],
            })}{' '}
            · {t('class.children', { count: klass.children.length })}
          </p>
        </div>
        <div className="class-header__start">
          <button
            type="button"
            className="button button--primary button--large"
            onClick={start}
            disabled={!hasChildren}
            aria-describedby="class-start-hint"
          >
            {t('class.start')}
          </button>
          <p id="class-start-hint" className="classes-hint">
            {hasChildren ? t('class.startHint') : t('class.startNeedsChildren')}
          </p>
        </div>
      </header>
      <nav className="class-nav" aria-label={t('nav.sections')}>
        <a href="#analytics">{t('class.sectionAnalytics')}</a>
        <a href="#children">{t('class.sectionChildren')}</a>
        <a href="#sessions">{t('class.sectionSessions')}</a>
        <span className="class-nav__actions">
          <ReportButton
            path={ApiPath.classCsv(klass.id)}
            fileName={`${fileSlug(klass.name)}.csv`}
            label={t('reports.classCsv')}
          />
          <button type="button" className="button" onClick={() => window.print()}>
            {t('class.print')}
          </button>
        </span>
      </nav>
      <p className="classes-hint class-nav__note">{t('reports.classCsvHint')}</p>
      <ClassAnalyticsSection classId={klass.id} labels={labels} />
      <div className="classes-layout classes-layout--class">
        <Roster klass={klass} />
        <ClassSessions classId={klass.id} className={klass.name} />
      </div>
      <div className="class-danger">
        <button
          type="button"
          className="button button--ghost class-danger__button"
          onClick={() => {
            remove.reset();
            setDeleting(true);
          }}
        >
          {t('class.delete')}
        </button>
      </div>
      {deleting && (
        <ConfirmDialog
          title={t('class.deleteTitle', { name: klass.name })}
          confirmLabel={t('class.deleteConfirm')}
          cancelLabel={t('cancel')}
          destructive
          busy={remove.isPending}
          error={
            remove.isError ? t('class.deleteFailed', { message: errorText(remove.error) }) : null
          }
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(false)}
        >
          <p>{t('class.deleteText')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
