import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { useSchoolClasses } from '../api/get-school-lists';
import { QueryState } from './query-state';
import { TableScroll } from './table-scroll';

/** Every class of the school with its teacher; each opens the class screen. */
export function SchoolClasses() {
  const { t } = useTranslation('school');
  const id = useId();
  const classes = useSchoolClasses();
  return (
    <section className="school-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('classes.title')}</h2>
      <QueryState
        pending={classes.isPending}
        error={classes.error}
        loadingText={t('classes.loading')}
        errorText={(message) => t('classes.error', { message })}
        onRetry={() => classes.refetch()}
      >
        {() =>
          !classes.data || classes.data.classes.length === 0 ? (
            <p className="school-soft">{t('classes.empty')}</p>
          ) : (
            <TableScroll labelledBy={`${id}-title`}>
              <table className="school-table">
                <thead>
                  <tr>
                    <th scope="col">{t('classes.class')}</th>
                    <th scope="col">{t('classes.grade')}</th>
                    <th scope="col">{t('classes.teacher')}</th>
                    <th scope="col">{t('classes.children')}</th>
                  </tr>
                </thead>
                <tbody>
                  {classes.data.classes.map((item) => (
                    <tr key={item.id}>
                      <th scope="row">
                        <Link className="school-link" to={paths.class.getHref(item.id)}>
                          {item.name}
                        </Link>
                      </th>
                      <td>{t(`classes.gradeValue.${item.grade}`)}</td>
                      <td>{item.teacherName?.trim() || item.teacherEmail || '–'}</td>
                      <td>{item.childCount}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )
        }
      </QueryState>
    </section>
  );
}
