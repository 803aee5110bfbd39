import type { HostView } from '@ttc/shared-protocol/classroom/view-schemas';
import { formatTime } from '@ttc/shared-protocol/clock/format';
import { PromptKey } from '@ttc/shared-protocol/game/question';
import { motion } from 'framer-motion';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { promptText } from '../../../lib/prompt-text';
import { characterLook } from '../model/characters';
import { classProgress, mostImproved } from '../model/class-goal';
import type { QuestionClocks } from '../model/question-clocks';
import { ClassGoalMeter } from './class-goal-meter';
import type { HostCommand } from './host-command';

type Props = {
  view: HostView;
  command: HostCommand;
  clocks?: QuestionClocks;
  onBack: () => void;
  /** Shown in the step's top row (the sound switch). */
  children?: ReactNode;
};

/**
 * The podium's numbers, a step of their own: the game statistics, the class goal meter, the most
 * improved child (not with ranks hidden: climbing is a matter of places), and Play again or back
 * to the dashboard.
 */
export function HostStats({ view, command, clocks, onBack, children }: Props) {
  const language = view.options.language;
  const { t } = useTranslation('teacher', { lng: language });
  const { t: tGame } = useTranslation('student-game', { lng: language });
  const stats = view.stats;
  const missed = stats?.mostMissedQuestion;
  // Set the clock names its time already ("Set the clock to 3:10").
  const missedClock =
    missed && missed.prompt.key !== PromptKey.setClock ? clocks?.get(missed.index) : undefined;
  const improved = view.options.hideRanks ? null : mostImproved(view);

  return (
    <div className="host-step host-stats-step" data-testid="host-step-stats">
      <div className="host-podium__top">
        <h2 id="host-stats-title" className="host-title">
          {t('host.podium.stats')}
        </h2>
        {children}
      </div>
      <motion.section
        className="host-stats"
        aria-labelledby="host-stats-title"
        // Slides in without fading: text is never drawn half transparent (low contrast).
        initial={{ y: 24 }}
        animate={{ y: 0 }}
      >
        {stats && (
          <dl className="host-stats__list">
            <div>
              <dt>{t('host.podium.students')}</dt>
              <dd>{stats.totalStudents}</dd>
            </div>
            <div>
              <dt>{t('host.podium.questions')}</dt>
              <dd>{stats.totalQuestions}</dd>
            </div>
            <div>
              <dt>{t('host.podium.averageTime')}</dt>
              <dd>
                {stats.averageTime === null
                  ? t('host.podium.none')
                  : t('host.podium.seconds', { seconds: stats.averageTime })}
              </dd>
            </div>
            <div className="host-stats__wide">
              <dt>{t('host.podium.mostMissed')}</dt>
              <dd>
                {missed
                  ? `${missed.index + 1}. ${promptText(missed.prompt, tGame, language, missed.questionText)}${
                      missedClock
                        ? ` ${t('host.podium.clockAt', { time: formatTime(missedClock) })}`
                        : ''
                    }`
                  : t('host.podium.none')}
              </dd>
            </div>
          </dl>
        )}
        <ClassGoalMeter progress={classProgress(view)} language={language} final />
        {improved && (
          <p className="host-improved">
            <span
              className="host-improved__emoji"
              aria-hidden="true"
              style={{ background: characterLook(improved.character).color }}
            >
              {characterLook(improved.character).emoji}
            </span>
            {t('host.stats.mostImproved', { name: improved.nickname, count: improved.places })}
          </p>
        )}
      </motion.section>
      <div className="host-actions host-actions--end">
        <button type="button" className="host-button" onClick={onBack}>
          {t('host.stats.back')}
        </button>
        <Link className="host-button" to={paths.teacher.getHref()}>
          {t('host.backToDashboard')}
        </Link>
        <button
          type="button"
          className="host-button host-button--primary"
          data-testid="host-primary"
          onClick={() => command('host:play-again', {})}
        >
          {t('host.podium.playAgain')}
        </button>
      </div>
    </div>
  );
}
