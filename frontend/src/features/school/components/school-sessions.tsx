import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { useSchoolSessions } from '../api/get-school-lists';
import { formatDateTime } from '../model/format';
import { QueryState } from './query-state';
import { TableScroll } from './table-scroll';

/** The address of a session's results: the dashboard opens them as for the teacher's own. */
export const sessionResultsHref = (id: string) =>
  `${paths.teacher.getHref()}?${new URLSearchParams({ session: id })}`;

/** Every finished session of the school, newest first, with its teacher and class. */
export function SchoolSessions() {
  const { t } = useTranslation('school');
  const id = useId();
  const sessions = useSchoolSessions();
  const language = currentLanguage();
  const rows = sessions.data?.pages.flatMap((page) => page.sessions) ?? [];
  return (
    <section className="school-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('sessions.title')}</h2>
      <QueryState
        pending={sessions.isPending}
        error={sessions.isError && !sessions.isFetchNextPageError ? sessions.error : null}
        loadingText={t('sessions.loading')}
        errorText={(message) => t('sessions.error', { message })}
        onRetry={() => sessions.refetch()}
      >
        {() =>
          rows.length === 0 ? (
            <p className="school-soft">{t('sessions.empty')}</p>
          ) : (
            <>
              <TableScroll labelledBy={`${id}-title`}>
                <table className="school-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('sessions.when')}</th>
                      <th scope="col">{t('sessions.teacher')}</th>
                      <th scope="col">{t('sessions.class')}</th>
                      <th scope="col">{t('sessions.players')}</th>
                      <th scope="col">{t('sessions.averageScore')}</th>
                      <th scope="col">
                        <span className="visually-hidden">{t('sessions.open')}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((session) => {
                      const when = formatDateTime(session.endedAt, language);
                      return (
                        <tr key={session.id}>
                          <th scope="row">{when}</th>
                          <td>{session.teacherName?.trim() || session.teacherEmail || '–'}</td>
                          <td>
                            {session.classId && session.className ? (
                              <Link
                                className="school-link"
                                to={paths.class.getHref(session.classId)}
                              >
                                {session.className}
                              </Link>
                            ) : (
                              (session.className ?? t('sessions.noClass'))
                            )}
                          </td>
                          <td>{session.playerCount}</td>
                          <td>{session.averageScore ?? '–'}</td>
                          <td>
                            <Link
                              className="button"
                              to={sessionResultsHref(session.id)}
                              aria-label={t('sessions.openLabel', { when })}
                            >
                              {t('sessions.open')}
                            </Link>
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </TableScroll>
              {sessions.isFetchNextPageError && (
                <p role="alert" className="school-status school-status--error">
                  {t('sessions.error', { message: sessions.error?.message ?? '' })}
                </p>
              )}
              {sessions.hasNextPage && (
                <div className="button-row">
                  <button
                    type="button"
                    className="button button--large"
                    disabled={sessions.isFetchingNextPage}
                    onClick={() => sessions.fetchNextPage()}
                  >
                    {sessions.isFetchingNextPage ? t('sessions.loadingMore') : t('sessions.more')}
                  </button>
                </div>
              )}
            </>
          )
        }
      </QueryState>
    </section>
  );
}
