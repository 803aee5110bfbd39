import type { Language } from '@ttc/shared-protocol/clock/language';
import { useTranslation } from '../../../lib/i18n';
import type { ClassProgress } from '../model/class-goal';

type Props = {
  progress: ClassProgress;
  language: Language;
  /** The game is over: a goal not reached is for next time, not "N more". */
  final?: boolean;
};

/**
 * The class goal as a big meter the whole class reads together: the right answers so far, the
 * goal as a star at the end, and how many are still to go (or that the goal is reached).
 */
export function ClassGoalMeter({ progress, language, final = false }: Props) {
  const { t } = useTranslation('teacher', { lng: language });
  const { correct, target, filled, reached } = progress;
  const name = t('host.goal.title');
  return (
    <div className={`goal-meter${reached ? ' goal-meter--reached' : ''}`}>
      <p className="goal-meter__title">{name}</p>
      <meter
        className="visually-hidden"
        aria-label={name}
        min={0}
        max={target}
        value={Math.min(correct, target)}
        aria-valuetext={t('host.goal.progress', { correct, count: target })}
      />
      <div className="goal-meter__track" aria-hidden="true">
        <span className="goal-meter__fill" style={{ width: `${Math.round(filled * 100)}%` }} />
        <span className="goal-meter__star">⭐</span>
      </div>
      <p className="goal-meter__text">
        <strong>{t('host.goal.progress', { correct, count: target })}</strong>{' '}
        {reached
          ? t('host.goal.reached')
          : final
            ? t('host.goal.nextTime')
            : t('host.goal.toGo', { count: Math.max(0, target - correct) })}
      </p>
    </div>
  );
}
