import type {
  LeaderboardEntry,
  StudentQuestion,
  StudentRoomView,
  StudentSelfView,
} from '@ttc/shared-protocol/classroom/view-schemas';
import type { Language } from '@ttc/shared-protocol/clock/language';
import { characterById } from '@ttc/shared-protocol/game/characters';
import { MotionConfig, motion } from 'framer-motion';
import { useEffect, useRef } from 'react';
import { i18n as appI18n, useTranslation } from '../../../lib/i18n';
import { Sound } from '../../../lib/sound/sound';
import type { SendState } from '../hooks/use-student-room';
import { feedbackMessageKeys, messageIndex } from '../model/feedback-message';
import { playLiveSound } from '../model/live-sound';
import { resultKind } from '../model/result-kind';
import { revealText } from '../model/student-question-text';
import { Celebration } from './celebration';
import { SpeakButton } from './speak-button';

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
 * the top 5 when the teacher shows it. With places hidden (`hideRanks`) no place shows. A right
 * answer bursts into confetti with a happy sound, a wrong one gets a soft sound (sounds and motion
 * as the device allows); a speaker button reads the result aloud in the session's language.
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
  const language = room.language as Language;
  const hideRanks = room.hideRanks === true;
  const rank = hideRanks ? null : (self?.rank ?? null);

  // One sound per question closed (not again when the view updates).
  const heard = useRef<number | null>(null);
  useEffect(() => {
    if (!reveal || heard.current === reveal.questionIndex) return;
    heard.current = reveal.questionIndex;
    if (kind === 'correct') playLiveSound(Sound.correct);
    else if (kind === 'incorrect') playLiveSound(Sound.incorrect);
  }, [reveal, kind]);

  // What the speaker button reads, in the session's language.
  const sayT = appI18n.getFixedT(language, 'live-student');
  const sayGameT = appI18n.getFixedT(language, 'student-game');
  const sayTime = reveal ? revealText(question, reveal, language) : '';
  const messageKey =
    feedbackMessageKeys(question?.type, correct)[index] ??
    (correct ? 'feedback.correct.1' : 'feedback.incorrect.1');
  const spoken = !reveal
    ? sayT('result.skipped')
    : kind === 'noAnswer'
      ? `${sayT('result.noAnswerTitle')} ${sayT('result.noAnswer', { time: sayTime })}`
      : `${correct ? sayGameT('feedback.correctTitle') : sayGameT('feedback.incorrectTitle')} ${sayGameT(messageKey, { time: sayTime })}`;

  // Motion as the device allows (this view loads with framer-motion, after the first paint).
  return (
    <MotionConfig reducedMotion="user">
      <section
        className={`live-result ${correct ? 'is-correct' : 'is-incorrect'}`}
        aria-live="polite"
        data-testid="tablet-step-result"
      >
        {correct && <Celebration />}
        {reveal ? (
          kind === 'noAnswer' ? (
            <>
              <span className="live-result__emoji" aria-hidden="true">
                ⏰
              </span>
              <div className="live-heading">
                <h1>{t('result.noAnswerTitle')}</h1>
                <SpeakButton text={spoken} language={language} label={t('readAloud')} />
              </div>
              <p className="live-result__message">{t('result.noAnswer', { time })}</p>
            </>
          ) : (
            <>
              <motion.span
                className="live-result__emoji"
                aria-hidden="true"
                initial={{ scale: 0.3, rotate: correct ? -30 : 0 }}
                animate={{ scale: 1, rotate: 0 }}
                transition={{ type: 'spring', stiffness: 260, damping: 12 }}
              >
                {correct ? '🌟' : '💪'}
              </motion.span>
              <div className="live-heading">
                <h1>
                  {correct ? gameT('feedback.correctTitle') : gameT('feedback.incorrectTitle')}
                </h1>
                <SpeakButton text={spoken} language={language} label={t('readAloud')} />
              </div>
              <p className="live-result__message">{gameT(messageKey, { time })}</p>
              {kind === 'late' && <p>{t('result.late')}</p>}
            </>
          )
        ) : (
          <div className="live-heading">
            <h1>{t('result.skipped')}</h1>
            <SpeakButton text={spoken} language={language} label={t('readAloud')} />
          </div>
        )}
        {self && (
          <p className="live-result__score">
            {t('result.score', { count: self.score })}
            {rank !== null && (
              <>
                {' · '}
                {t('result.rank', { rank })}
              </>
            )}
          </p>
        )}
        {!hideRanks && room.top && room.top.length > 0 && (
          <TopList entries={room.top} me={self?.nickname ?? ''} />
        )}
        <p className="live-result__next">
          {question && question.index + 1 >= question.total ? t('result.last') : t('result.next')}
        </p>
      </section>
    </MotionConfig>
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
          <span className="live-top__score">{t('podium.score', { count: entry.score })}</span>
        </li>
      ))}
    </ol>
  );
}
