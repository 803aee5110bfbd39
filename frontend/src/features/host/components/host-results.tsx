import { LeaderboardMode } from '@ttc/shared-protocol/classroom/options';
import type { HostLeaderboardEntry, HostView } from '@ttc/shared-protocol/classroom/view-schemas';
import { isChoiceQuestion } from '@ttc/shared-protocol/game/question';
import { OptionShape, optionTileClass } from '../../../components/option-tiles/option-tiles';
import { useTranslation } from '../../../lib/i18n';
import { useAnimatedTime } from '../hooks/use-animated-time';
import { characterLook } from '../model/characters';
import { answerText, optionText, revealTime } from '../model/question-text';
import type { HostCommand } from './host-command';
import { QuestionBoard } from './question-board';
import { TieNote } from './tie-note';

type Props = { view: HostView; command: HostCommand };

/**
 * A closed question: the clock sweeps to the correct answer, how many chose each option, the
 * most common mistake in words, the leaderboard (top 5 with movement) unless it waits for the
 * end, and Next.
 */
export function HostResults({ view, command }: Props) {
  const language = view.options.language;
  const { t } = useTranslation('teacher', { lng: language });
  const current = view.question;
  const summary = view.summary;
  const question = current?.question;
  const clock = useAnimatedTime(
    question?.clockTime ?? { hour: 12, minute: 0 },
    question && !summary?.skipped ? revealTime(question) : null,
  );
  if (!current || !question) return null;
  const { index, total } = current;
  const last = index + 1 >= total;
  const counts = summary?.optionCounts ?? null;
  const mistake = summary?.mostCommonMistake ?? null;
  const showBoard = view.options.leaderboard === LeaderboardMode.afterEach;

  return (
    <div className="host-results">
      <QuestionBoard
        question={question}
        index={index}
        total={total}
        language={language}
        clockTime={clock}
        showDigital={!summary?.skipped}
      >
        {summary?.skipped ? (
          <p className="host-answer">{t('host.closed.skipped')}</p>
        ) : (
          <>
            <p className="host-answer">
              {t('host.closed.answer', { answer: answerText(question, language) })}
            </p>
            {isChoiceQuestion(question) ? (
              <ul className="host-options host-options--counts">
                {question.options.map((label, i) => {
                  const right = label === question.correctLabel;
                  const count = counts?.[i] ?? 0;
                  return (
                    <li
                      key={label}
                      className={`host-option ${optionTileClass(i)}${right ? ' host-option--right' : ' host-option--dim'}`}
                    >
                      {right ? (
                        <span className="host-option__mark" aria-hidden="true">
                          ✓
                        </span>
                      ) : (
                        <OptionShape index={i} className="host-option__mark" />
                      )}
                      <span className="host-option__text">
                        {optionText(question, label, language)}
                      </span>
                      <span className="host-option__count">
                        {t('host.closed.chose', { count })}
                      </span>
                    </li>
                  );
                })}
              </ul>
            ) : (
              summary && (
                <p className="host-note">
                  {t('host.closed.setTimes', {
                    correct: summary.correctCount,
                    students: summary.students,
                  })}
                </p>
              )
            )}
            {summary && (
              <p className="host-note">
                {t('host.closed.counts', {
                  correct: summary.correctCount,
                  wrong: summary.wrongCount,
                  none: summary.noAnswerCount,
                })}
              </p>
            )}
            <p className="host-note host-mistake">
              {mistake
                ? t('host.closed.mistake', {
                    mistake: t(`mistake.${mistake.tag}`),
                    count: mistake.count,
                  })
                : t('host.closed.noMistake')}
            </p>
          </>
        )}
      </QuestionBoard>

      {showBoard ? (
        <Leaderboard entries={view.leaderboard ?? []} language={language} />
      ) : (
        <p className="host-note">{t('host.closed.leaderboardLater')}</p>
      )}
      <div className="host-actions">
        <button
          type="button"
          className="host-button host-button--primary"
          onClick={() => command('host:next', { questionIndex: index })}
        >
          {last ? t('host.closed.podium') : t('host.closed.next')}
        </button>
      </div>
    </div>
  );
}

/** Top 5 with how far each moved since the last question. */
function Leaderboard({
  entries,
  language,
}: {
  entries: HostLeaderboardEntry[];
  language: HostView['options']['language'];
}) {
  const { t } = useTranslation('teacher', { lng: language });
  return (
    <section className="host-leaderboard" aria-labelledby="host-leaderboard-title">
      <h2 id="host-leaderboard-title" className="host-heading">
        {t('host.closed.leaderboard')}
      </h2>
      <ol className="leaderboard-list">
        {entries.map((entry) => {
          const look = characterLook(entry.character);
          return (
            <li key={entry.playerId} className="leaderboard-row">
              <span className="leaderboard-row__rank">{entry.rank}</span>
              <span className="leaderboard-row__emoji" aria-hidden="true">
                {look.emoji}
              </span>
              <span className="leaderboard-row__name">{entry.nickname}</span>
              <span className="leaderboard-row__score">
                {t('host.closed.points', { count: entry.score })}
              </span>
              <Movement movement={entry.movement} language={language} />
            </li>
          );
        })}
      </ol>
      <TieNote standing={entries} language={language} />
    </section>
  );
}

function Movement({
  movement,
  language,
}: {
  movement: number | null;
  language: HostView['options']['language'];
}) {
  const { t } = useTranslation('teacher', { lng: language });
  if (movement === null)
    return <span className="movement movement--new">{t('host.closed.new')}</span>;
  if (movement > 0) {
    return (
      <span className="movement movement--up">
        <span aria-hidden="true">▲ </span>
        {t('host.closed.up', { count: movement })}
      </span>
    );
  }
  if (movement < 0) {
    return (
      <span className="movement movement--down">
        <span aria-hidden="true">▼ </span>
        {t('host.closed.down', { count: -movement })}
      </span>
    );
  }
  return <span className="movement">{t('host.closed.same')}</span>;
}
