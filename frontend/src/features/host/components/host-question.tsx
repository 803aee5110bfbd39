import type { HostView } from '@ttc/shared-protocol/classroom/view-schemas';
import { isChoiceQuestion } from '@ttc/shared-protocol/game/question';
import { OptionShape, optionTileClass } from '../../../components/option-tiles/option-tiles';
import { useTranslation } from '../../../lib/i18n';
import { useNow } from '../hooks/use-now';
import { longOptions, optionText, targetLabel, targetWords } from '../model/question-text';
import type { HostCommand } from './host-command';
import { QuestionBoard } from './question-board';

type Props = { view: HostView; serverNow: () => number; command: HostCommand };

/** The time left on the open question, in whole seconds (server time, paused time frozen). */
export function secondsLeft(view: HostView, serverNow: number): number {
  const countdown = view.countdown;
  if (!countdown) return 0;
  const ms = countdown.paused ? (countdown.remainingMs ?? 0) : countdown.deadline - serverNow;
  return Math.max(0, Math.ceil(ms / 1000));
}

/**
 * An open question: the clock as the hero and beside it the prompt, the answer tiles (or, to set
 * the clock, the time asked for on a face with no hands), a visible countdown, how many have
 * answered, and pause / skip / close early.
 */
export function HostQuestion({ view, serverNow, command }: Props) {
  const language = view.options.language;
  const { t } = useTranslation('teacher', { lng: language });
  const current = view.question;
  const paused = view.countdown?.paused ?? null;
  // Re-render every tick while the clock runs; the time itself is the server's.
  useNow(paused === null);
  if (!current) return null;
  const { question, index, total } = current;
  const left = secondsLeft(view, serverNow());
  const duration = Math.max(1, (view.countdown?.durationMs ?? 1000) / 1000);
  const progress = view.progress;
  const answered = progress?.answered ?? view.players.filter((p) => p.answered).length;
  const students = progress?.students ?? view.playerCount;
  const setClock = question.type === 'set_time';

  return (
    <div className="host-step" data-testid="host-step-question">
      <QuestionBoard
        question={question}
        index={index}
        total={total}
        language={language}
        clockTime={question.clockTime}
        showDigital={false}
        blankFace={setClock}
      >
        {view.options.adaptive && (
          <p className="host-note host-adaptive">{t('host.question.adaptive')}</p>
        )}
        {isChoiceQuestion(question) && (
          <ul
            className={`host-options host-options--big${longOptions(question, language) ? ' host-options--long' : ''}`}
          >
            {question.options.map((label, i) => (
              <li key={label} className={`host-option ${optionTileClass(i)}`}>
                <OptionShape index={i} className="host-option__mark" />
                <span className="host-option__text">{optionText(question, label, language)}</span>
              </li>
            ))}
          </ul>
        )}
        {setClock && (
          <div className="host-target">
            <p className="host-target__label">{t('host.question.setTarget')}</p>
            <p className="host-target__time">{targetLabel(question)}</p>
            <p className="host-target__words">{targetWords(question, language)}</p>
          </div>
        )}
        <div className="host-status">
          <div className="host-countdown" role="timer" aria-label={t('host.question.timeLeft')}>
            <span className="host-countdown__number" aria-hidden="true">
              {left}
            </span>
            <span className="visually-hidden">{t('host.question.seconds', { count: left })}</span>
            <span className="host-countdown__track" aria-hidden="true">
              <span
                className="host-countdown__bar"
                style={{ transform: `scaleX(${Math.min(1, left / duration)})` }}
              />
            </span>
          </div>
          <p className="host-answered" aria-live="polite">
            {t('host.question.answered', { answered, students })}
          </p>
        </div>
        {paused && (
          <p className="host-paused" role="status">
            {paused === 'host-away' ? t('host.question.hostAway') : t('host.question.paused')}
          </p>
        )}
        <div className="host-actions host-actions--end">
          <button
            type="button"
            className="host-button"
            onClick={() => command(paused ? 'host:resume' : 'host:pause', {})}
          >
            {paused ? t('host.question.resume') : t('host.question.pause')}
          </button>
          <button
            type="button"
            className="host-button"
            onClick={() => command('host:skip', { questionIndex: index })}
          >
            {t('host.question.skip')}
          </button>
          <button
            type="button"
            className="host-button host-button--primary"
            data-testid="host-primary"
            onClick={() => command('host:close', { questionIndex: index })}
          >
            {t('host.question.close')}
          </button>
        </div>
      </QuestionBoard>
    </div>
  );
}
