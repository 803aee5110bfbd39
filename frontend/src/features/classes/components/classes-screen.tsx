import { CLASSES_PER_TEACHER_MAX, type ClassSummary } from '@ttc/shared-protocol/api/classes';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { languageNames, useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { useClasses } from '../api/get-classes';
import { CreateClassForm } from './create-class-form';
import { LoadError, Loading } from './query-status';
import { CLASSES_NAMESPACES, useNames } from './use-names';
import './classes.css';

/** /teacher/classes: the teacher's classes, what a class is for, and "Create a class". */
export function ClassesScreen() {
  const { t } = useTranslation(CLASSES_NAMESPACES);
  usePageTitle(t('title'));
  const classes = useClasses();
  const navigate = useNavigate();
  const full = (classes.data?.classes.length ?? 0) >= CLASSES_PER_TEACHER_MAX;

  return (
    <div className="page classes-page">
      <p className="classes-crumbs">
        <Link to={paths.teacher.getHref()}>{t('nav.dashboard')}</Link>
      </p>
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <div className="classes-layout">
        <section className="classes-card" aria-labelledby="classes-list-title">
          <h2 id="classes-list-title">{t('list.title')}</h2>
          {classes.isPending ? (
            <Loading />
          ) : classes.isError ? (
            <LoadError error={classes.error} onRetry={() => classes.refetch()} />
          ) : classes.data.classes.length === 0 ? (
            <div className="classes-empty">
              <p className="classes-empty__title">{t('list.emptyTitle')}</p>
              <p>{t('list.emptyText')}</p>
            </div>
          ) : (
            <ul className="class-list">
              {classes.data.classes.map((item) => (
                <ClassItem key={item.id} item={item} />
              ))}
            </ul>
          )}
        </section>
        {full ? (
          <p className="classes-card classes-status">
            {t('create.limit', { max: CLASSES_PER_TEACHER_MAX })}
          </p>
        ) : (
          <CreateClassForm onCreated={(created) => navigate(paths.class.getHref(created.id))} />
        )}
      </div>
    </div>
  );
}

function ClassItem({ item }: { item: ClassSummary }) {
  const { t } = useTranslation('classes');
  const names = useNames();
  return (
    <li className="class-item">
      <h3 className="class-item__name">
        <Link to={paths.class.getHref(item.id)}>{item.name}</Link>
      </h3>
      <dl className="classes-facts">
        <div>
          <dt>{t('list.grade')}</dt>
          <dd>{names.grade(item.grade)}</dd>
        </div>
        <div>
          <dt>{t('list.language')}</dt>
          <dd lang={item.language}>{languageNames[item.language]}</dd>
        </div>
        <div>
          <dt>{t('list.children')}</dt>
          <dd>{item.childCount}</dd>
        </div>
      </dl>
    </li>
  );
}
