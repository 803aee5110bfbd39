import { ApiPath } from '@ttc/shared-protocol/api/paths';
import type { SessionSummary } from '@ttc/shared-protocol/api/session-results';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog';
import { toast } from '../../../components/ui/toast/toast-store';
import { useTranslation } from '../../../lib/i18n';
import { useClassSessions, useDeleteSession } from '../api/class-sessions';
import { fileSlug } from '../model/stats';
import { errorText, LoadError, Loading } from './query-status';
import { ReportButton } from './report-button';

type Props = { classId: string; className: string };

function formatWhen(epochMs: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(epochMs),
  );
}

/** The class's finished live sessions: when, who, a CSV each, and delete. */
export function ClassSessions({ classId, className }: Props) {
  const { t, i18n } = useTranslation('classes');
  const id = useId();
  const sessions = useClassSessions(classId);
  const remove = useDeleteSession(classId);
  const [deleting, setDeleting] = useState<SessionSummary | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        toast({ title: t('sessions.deleted') });
      },
    });
  };

  return (
    <section className="classes-card class-sessions" aria-labelledby={`${id}-title`} id="sessions">
      <h2 id={`${id}-title`}>{t('sessions.title')}</h2>
      {sessions.isPending ? (
        <Loading />
      ) : sessions.isError ? (
        <LoadError error={sessions.error} onRetry={() => sessions.refetch()} />
      ) : sessions.data.sessions.length === 0 ? (
        <p className="classes-status">{t('sessions.empty')}</p>
      ) : (
        <ul className="class-sessions__list">
          {sessions.data.sessions.map((session) => {
            const when = formatWhen(session.endedAt, i18n.language);
            const day = new Date(session.endedAt).toISOString().slice(0, 10);
            return (
              <li key={session.id} className="class-session">
                <div className="class-session__head">
                  <h3 className="class-session__when">{when}</h3>
                  {session.endReason === 'ended_early' && (
                    <span className="badge">{t('sessions.endedEarly')}</span>
                  )}
                </div>
                <p className="classes-hint">
                  {[
                    t('sessions.code', { code: session.roomCode }),
                    t('sessions.players', { count: session.playerCount }),
                    t('sessions.questions', { count: session.questionCount }),
                  ].join(' · ')}
                </p>
                <div className="class-session__actions">
                  <ReportButton
                    path={ApiPath.sessionCsv(session.id)}
                    fileName={`${fileSlug(className)}-${day}-${session.roomCode}.csv`}
                    label={t('sessions.csv')}
                    ariaLabel={t('sessions.csvLabel', { when })}
                  />
                  <button
                    type="button"
                    className="button button--ghost"
                    onClick={() => {
                      remove.reset();
                      setDeleting(session);
                    }}
                    aria-label={t('sessions.deleteLabel', { when })}
                  >
                    {t('sessions.delete')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {deleting && (
        <ConfirmDialog
          title={t('sessions.deleteTitle', { when: formatWhen(deleting.endedAt, i18n.language) })}
          confirmLabel={t('sessions.deleteConfirm')}
          cancelLabel={t('cancel')}
          destructive
          busy={remove.isPending}
          error={
            remove.isError ? t('sessions.deleteFailed', { message: errorText(remove.error) }) : null
          }
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
        >
          <p>{t('sessions.deleteText')}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
