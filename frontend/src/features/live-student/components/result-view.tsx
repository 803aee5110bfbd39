import type {
  LeaderboardEntry,
  StudentQuestion,
  StudentRoomView,
  StudentSelfView,
} from '@ttc/shared-protocol/classroom/view-schemas';
import { characterById } from '@ttc/shared-protocol/game/characters';
import { useTranslation } from '../../../lib/i18n';
import type { SendState } from '../hooks/use-student-room';
import { feedbackMessageKeys, messageIndex } from '../model/feedback-message';
import { resultKind } from '../model/result-kind';
import { revealText } from '../model/student-question-text';

type Props = {
  room: StudentRoomView;
  self: StudentSelfView | null;
  playerId: string;
  /** This round's last answer from this tablet: one that came too late is explained. */
  send?: SendState | null;
};

/**
 * After a question closes (spec section 8): 'Excellent!' with a praise, or 'Good Try!' naming the
 * correct time, or for no answer 'Time is up!' with an encouraging line and the correct time; the child's score and place (unless the teacher keeps the ranking for the end);
 * the top 5 when the teacher shows it.
 */
export function ResultView({ room, self, playerId, send = null }: Props) {
  const { t, i18n } = useTranslation('live-student');
  const { t: gameT } = useTranslation('student-game');
  const reveal = room.reveal;
  const question: StudentQuestion | null = room.question;
  const result =
    self?.lastResult && reveal && self.lastResult.questionIndex === reveal.questionIndex
      ? self.lastResult
      : null;
  const index = messageIndex(playerId, reveal?.questionIndex ?? 0);
  const kind = resultKind(result, send?.status === 'late' && reveal ? send.questionIndex : null);
  const correct = kind === 'correct';
  const time = reveal ? revealText(question, reveal, i18n.resolvedLanguage) : '';

  return (
    <section
      className={`live-result ${correct ? 'is-correct' : 'is-incorrect'}`}
      aria-live="polite"
    >
      {reveal ? (
        kind === 'noAnswer' ? (
          <>
            <span className="live-result__emoji" aria-hidden="true">
              ⏰
            </span>
            <h1>{t('result.noAnswerTitle')}</h1>
            <p className="live-result__message">{t('result.noAnswer', { time })}</p>
          </>
        ) : (
          <>
            <span className="live-result__emoji" aria-hidden="true">
              {correct ? '🌟' : '💪'}
            </span>
            <h1>{correct ? gameT('feedback.correctTitle') : gameT('feedback.incorrectTitle')}</h1>
            <p className="live-result__message">
              {gameT(
                feedbackMessageKeys(question?.type, correct)[index] ??
                  (correct ? 'feedback.correct.1' : 'feedback.incorrect.1'),
                { time },
              )}
            </p>
            {kind === 'late' && <p>{t('result.late')}</p>}
          </>
        )
      ) : (
        <h1>{t('result.skipped')}</h1>
      )}
      {self && (
        <p className="live-result__score">
          {t('result.score', { score: self.score })}
          {self.rank !== null && (
            <>
              {' · '}
              {t('result.rank', { rank: self.rank })}
            </>
          )}
        </p>
      )}
      {room.top && room.top.length > 0 && <TopList entries={room.top} me={self?.nickname ?? ''} />}
      <p className="live-result__next">{t('result.next')}</p>
    </section>
  );
}

function TopList({ entries, me }: { entries: LeaderboardEntry[]; me: string }) {
  const { t } = useTranslation('live-student');
  return (
    <ol className="live-top">
      {entries.map((entry) => (
        <li
          key={`${entry.rank}-${entry.nickname}`}
          className={entry.nickname === me ? 'is-me' : ''}
        >
          <span className="live-top__rank">{entry.rank}</span>
          <span aria-hidden="true">{characterById(entry.character)?.emoji}</span>
          <span className="live-top__name">{entry.nickname}</span>
          <span className="live-top__score">{t('podium.score', { score: entry.score })}</span>
        </li>
      ))}
    </ol>
  );
}
