import type { SessionSummary } from '@ttc/shared-protocol/api/session-results';
import { Suspense, useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useSessions } from '../api/get-sessions';
import { formatDateTime } from '../model/format';
import { usePromptWords } from './session-detail';

type Props = {
  /** Opens one session's details. */
  onOpen: (id: string) => void;
};

/** The teacher's finished live sessions, newest first, each with its results in brief. */
export function PastSessions({ onOpen }: Props) {
  const { t } = useTranslation('teacher');
  const id = useId();
  const sessions = useSessions();

  return (
    <section className="teacher-card past-sessions" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('past.title')}</h2>
      {sessions.isPending ? (
        <p role="status" className="teacher-status">
          {t('past.loading')}
        </p>
      ) : sessions.isError ? (
        <div role="alert" className="teacher-status teacher-status--error">
          <p>{t('past.error', { message: sessions.error.message })}</p>
          <button type="button" className="button" onClick={() => sessions.refetch()}>
            {t('past.retry')}
          </button>
        </div>
      ) : sessions.data.sessions.length === 0 ? (
        <p className="teacher-status">{t('past.empty')}</p>
      ) : (
        // The questions are worded with the game's texts, which may still be loading.
        <Suspense
          fallback={
            <p role="status" className="teacher-status">
              {t('past.loading')}
            </p>
          }
        >
          <ul className="past-sessions__list">
            {sessions.data.sessions.map((session) => (
              <SessionRow key={session.id} session={session} onOpen={onOpen} />
            ))}
          </ul>
        </Suspense>
      )}
    </section>
  );
}

function SessionRow({ session, onOpen }: { session: SessionSummary; onOpen: Props['onOpen'] }) {
  const { t, i18n } = useTranslation('teacher');
  const words = usePromptWords();
  const when = formatDateTime(session.endedAt, i18n.language);
  return (
    <li className="past-session">
      <div className="past-session__head">
        <h3 className="past-session__title">{when}</h3>
        {session.endReason === 'ended_early' && (
          <span className="badge">{t('past.endedEarly')}</span>
        )}
      </div>
      <dl className="past-session__facts">
        <div>
          <dt>{t('past.code')}</dt>
          <dd>{session.roomCode}</dd>
        </div>
        <div>
          <dt>{t('past.players')}</dt>
          <dd>{session.playerCount}</dd>
        </div>
        <div>
          <dt>{t('past.questions')}</dt>
          <dd>{session.questionCount}</dd>
        </div>
        <div>
          <dt>{t('past.averageScore')}</dt>
          <dd>{session.averageScore ?? '–'}</dd>
        </div>
      </dl>
      {session.mostMissedQuestion && (
        <p className="past-session__missed">
          {t('past.mostMissed', {
            number: session.mostMissedQuestion.index + 1,
            text: words(session.mostMissedQuestion.prompt, session.mostMissedQuestion.questionText),
            count: session.mostMissedQuestion.missedCount,
          })}
        </p>
      )}
      <button
        type="button"
        className="button"
        onClick={() => onOpen(session.id)}
        aria-label={t('past.openLabel', { when })}
      >
        {t('past.open')}
      </button>
    </li>
  );
}
