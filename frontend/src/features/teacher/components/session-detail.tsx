import type { SessionDetail as Detail } from '@ttc/shared-protocol/api/session-results';
import { formatTime, parseTime } from '@ttc/shared-protocol/clock/format';
import { isLanguage, type Language } from '@ttc/shared-protocol/clock/language';
import { type ClockTime, toClockTime } from '@ttc/shared-protocol/clock/time';
import type { Prompt } from '@ttc/shared-protocol/game/question';
import { Suspense, useEffect, useId, useRef } from 'react';
import { AnalogClock } from '../../../components/clock/analog-clock';
import { useTranslation } from '../../../lib/i18n';
import { promptText } from '../../../lib/prompt-text';
import { useSession } from '../api/get-session';
import { characterEmoji, formatDateTime, seconds } from '../model/format';

type Props = { sessionId: string; onClose: () => void };

/** One past session in full: the players by rank and how the class answered each question. */
export function SessionDetail({ sessionId, onClose }: Props) {
  const { t } = useTranslation('teacher');
  const session = useSession(sessionId);
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  // Focus follows the reader into the details (and the Back button leads out again).
  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <section className="teacher-card session-detail" aria-labelledby={`${id}-title`}>
      <div className="session-detail__head">
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
          {t('detail.title')}
        </h2>
        <button type="button" className="button" onClick={onClose}>
          {t('detail.back')}
        </button>
      </div>
      {session.isPending ? (
        <p role="status" className="teacher-status">
          {t('detail.loading')}
        </p>
      ) : session.isError ? (
        <div role="alert" className="teacher-status teacher-status--error">
          <p>{t('detail.error', { message: session.error.message })}</p>
          <button type="button" className="button" onClick={() => session.refetch()}>
            {t('past.retry')}
          </button>
        </div>
      ) : (
        // The questions are worded with the game's texts, which may still be loading.
        <Suspense
          fallback={
            <p role="status" className="teacher-status">
              {t('detail.loading')}
            </p>
          }
        >
          <DetailBody detail={session.data} />
        </Suspense>
      )}
    </section>
  );
}

function DetailBody({ detail }: { detail: Detail }) {
  const { t, i18n } = useTranslation('teacher');
  const words = usePromptWords();
  const { session, players, questions } = detail;
  const average = seconds(session.averageAnswerMs);
  return (
    <>
      <p className="session-detail__when">
        {t('detail.summary', {
          when: formatDateTime(session.endedAt, i18n.language),
          code: session.roomCode,
          players: t('detail.playerCount', { count: session.playerCount }),
          questions: t('detail.questionCount', { count: session.questionCount }),
        })}
        {average !== null && ` ${t('detail.averageTime', { seconds: average })}`}
      </p>

      <MostMissed detail={detail} />

      <h3>{t('detail.players')}</h3>
      {players.length === 0 ? (
        <p className="teacher-status">{t('detail.noPlayers')}</p>
      ) : (
        <table className="teacher-table">
          <thead>
            <tr>
              <th scope="col">{t('detail.rank')}</th>
              <th scope="col">{t('detail.player')}</th>
              <th scope="col">{t('detail.score')}</th>
              <th scope="col">{t('detail.correct')}</th>
            </tr>
          </thead>
          <tbody>
            {players.map((p) => (
              <tr key={p.playerId}>
                <td>{p.rank}</td>
                <td>
                  <span aria-hidden="true">{characterEmoji(p.character)} </span>
                  {p.nickname}
                </td>
                <td>{p.score}</td>
                <td>
                  {t('detail.correctOf', { correct: p.correctCount, total: questions.length })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <h3>{t('detail.questions')}</h3>
      <ol className="session-detail__questions">
        {questions.map((q) => (
          <li key={q.index} className="session-question">
            <p className="session-question__text">
              {words(q.prompt, q.questionText)}
              {q.skipped && <span className="badge">{t('detail.skipped')}</span>}
            </p>
            <p>{t('detail.answer', { answer: q.correctGiven })}</p>
            <p>
              {t('detail.answered', {
                correct: q.correctCount,
                wrong: q.wrongCount,
                none: q.noAnswerCount,
              })}
            </p>
            {q.mostCommonMistake && (
              <p>
                {t('detail.mistake', {
                  mistake: t(`mistake.${q.mostCommonMistake.tag}`),
                  count: q.mostCommonMistake.count,
                })}
              </p>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}

/** A `given` answer as a face time: "3:05" (or "15:05" in 24-hour play); null for a duration. */
function givenTime(given: string): ClockTime | null {
  const day = parseTime(given) ?? parseTime(given, '24h');
  return day ? toClockTime(day) : null;
}

/**
 * Which question the class missed most, with its clock: "What time does the clock show?" alone
 * never said which clock. Beside it, when the wrong answers were times, the one given most often
 * drawn too: the mistake and the right clock side by side, as the board's worked error shows
 * them.
 */
function MostMissed({ detail }: { detail: Detail }) {
  const { t } = useTranslation('teacher');
  const words = usePromptWords();
  const missed = detail.session.mostMissedQuestion;
  const question = missed ? detail.questions.find((q) => q.index === missed.index) : undefined;
  if (!missed || !question) return null;
  const time = formatTime(question.correctTime);
  const wrong = question.choices
    .filter((c) => !c.correct && c.count > 0)
    .reduce<(typeof question.choices)[number] | null>(
      (best, c) => (best === null || c.count > best.count ? c : best),
      null,
    );
  const wrongTime = wrong ? givenTime(wrong.given) : null;
  const sameFace =
    wrongTime !== null &&
    wrongTime.hour === question.correctTime.hour &&
    wrongTime.minute === question.correctTime.minute;
  return (
    <figure className="session-detail__missed">
      <div className="session-detail__missed-clocks">
        {wrong && wrongTime && !sameFace && (
          <>
            <div className="session-detail__missed-clock session-detail__missed-clock--wrong">
              <AnalogClock
                time={wrongTime}
                size={120}
                showDigital={false}
                showTraditionalNumbers
                showHelperCircles={false}
                label={t('detail.missedWrongClock', { time: wrong.given })}
              />
              <span aria-hidden="true">✗ {wrong.given}</span>
            </div>
            <span className="session-detail__missed-arrow" aria-hidden="true">
              →
            </span>
          </>
        )}
        <div className="session-detail__missed-clock session-detail__missed-clock--right">
          <AnalogClock
            time={question.correctTime}
            size={120}
            showDigital={false}
            showTraditionalNumbers
            showHelperCircles={false}
            label={t('detail.missedClock', { time })}
          />
          <span aria-hidden="true">✓ {time}</span>
        </div>
      </div>
      <figcaption>
        <p className="session-detail__missed-text">
          {t('detail.mostMissed', {
            number: missed.index + 1,
            text: words(question.prompt, question.questionText),
            time,
            count: missed.missedCount,
          })}
        </p>
        {wrong && (
          <p className="session-detail__missed-text">
            {t('detail.missedWrong', { given: wrong.given, count: wrong.count })}
            {question.mostCommonMistake &&
              ` ${t('detail.missedWhy', { mistake: t(`mistake.${question.mostCommonMistake.tag}`) })}`}
          </p>
        )}
      </figcaption>
    </figure>
  );
}

/**
 * A stored question's prompt in the teacher's language ("Wie spät ist es?"), from the game's own
 * texts and the prompt's values; `fallback` (the stored English text) for a key it does not know.
 * Suspends until the game's texts are loaded.
 */
export function usePromptWords(): (prompt: Prompt, fallback: string) => string {
  const { t, i18n } = useTranslation('student-game');
  const lang: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (prompt, fallback) => promptText(prompt, t, lang, fallback);
}
