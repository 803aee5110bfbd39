import { LeaderboardMode } from '@ttc/shared-protocol/classroom/options';
import type { HostView } from '@ttc/shared-protocol/classroom/view-schemas';
import { isChoiceQuestion } from '@ttc/shared-protocol/game/question';
import { OptionShape, optionTileClass } from '../../../components/option-tiles/option-tiles';
import { useTranslation } from '../../../lib/i18n';
import type { TFunction } from '../../../lib/i18n-types';
import { useAnimatedTime } from '../hooks/use-animated-time';
import { answerText, longOptions, optionText, revealTime } from '../model/question-text';
import { ShowMistakeButton } from '../worked-error/show-mistake-button';
import { QuestionBoard } from './question-board';

type Props = {
  view: HostView;
  /** Moves the board on to the scoreboard (a step of the board alone: the room stays closed). */
  onScoreboard: () => void;
};

/**
 * What the board says when no mistake stands out: praise only when the class got it right, not
 * when nobody answered or the wrong answers were all different.
 */
function noMistakeText(summary: HostView['summary'], t: TFunction<'teacher'>): string {
  if (!summary || summary.correctCount + summary.wrongCount === 0)
    return t('host.closed.noAnswers');
  if (summary.wrongCount > 0) return t('host.closed.noPattern');
  return t('host.closed.noMistake');
}

/** Whether the scoreboard step ranks the children (or shows the class's progress instead). */
export function ranksShown(view: HostView): boolean {
  return view.options.leaderboard === LeaderboardMode.afterEach && !view.options.hideRanks;
}

/**
 * A closed question: the clock sweeps to the correct answer, how many chose each option, the
 * most common mistake in words, the worked error on the clock when the class gave a wrong clock
 * (host/worked-error), and on to the scoreboard.
 */
export function HostResults({ view, onScoreboard }: Props) {
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
  const counts = summary?.optionCounts ?? null;
  const mistake = summary?.mostCommonMistake ?? null;

  return (
    <div className="host-step" data-testid="host-step-results">
      <QuestionBoard
        question={question}
        index={index}
        total={total}
        language={language}
        clockTime={clock}
        showDigital={!summary?.skipped}
        blankFace={Boolean(summary?.skipped) && question.type === 'set_time'}
      >
        {summary?.skipped ? (
          <p className="host-answer host-answer--skipped">{t('host.closed.skipped')}</p>
        ) : (
          <>
            <p className="host-answer">
              {t('host.closed.answer', { answer: answerText(question, language) })}
            </p>
            {isChoiceQuestion(question) ? (
              <ul
                className={`host-options host-options--counts${longOptions(question, language) ? ' host-options--long' : ''}`}
              >
                {question.options.map((label, i) => {
                  const right = label === question.correctLabel;
                  const count = counts?.[i] ?? 0;
                  return (
                    <li
                      key={label}
                      className={`host-option ${optionTileClass(i)}${right ? ' host-option--right' : ' host-option--dim'}`}
                    >
                      {right ? (
                        <span className="host-option__mark host-option__tick" aria-hidden="true">
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
                <p className="host-note host-note--big">
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
                : noMistakeText(summary, t)}
            </p>
          </>
        )}
        <div className="host-actions host-actions--end">
          {!summary?.skipped && <ShowMistakeButton view={view} />}
          <button
            type="button"
            className="host-button host-button--primary"
            data-testid="host-primary"
            onClick={onScoreboard}
          >
            {ranksShown(view) ? t('host.closed.toScoreboard') : t('host.closed.toClass')}
          </button>
        </div>
      </QuestionBoard>
    </div>
  );
}
