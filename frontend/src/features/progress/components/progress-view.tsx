import { LEVELS, levelDefinition, levelStatus, nextLevel } from '@ttc/shared-protocol/game/levels';
import type { UserStats } from '@ttc/shared-protocol/game/stats';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { levelKey, useLevelName } from '../../../lib/learner/level-name';
import { MistakesCard } from './mistakes-card';
import { SkillsCard } from './skills-card';

/** Whether the stats hold any answer; without one the empty state shows (spec section 8). */
export function hasAnswers(stats: UserStats): boolean {
  return stats.totalCorrect + stats.totalIncorrect > 0;
}

/** 'No progress data available' with a way to a first game. */
export function EmptyProgress() {
  const { t } = useTranslation('progress');
  return (
    <section className="progress-empty" aria-labelledby="progress-empty-title">
      <h2 id="progress-empty-title">{t('empty')}</h2>
      <p>{t('emptyHint')}</p>
      <Link className="button button--primary button--large" to={paths.studentGame.getHref()}>
        {t('play')}
      </Link>
    </section>
  );
}

/**
 * The level, points, the bar of right answers to the next level, the streak badge (only above 0),
 * mastery per skill and the two most frequent mistakes (issue 13), then the four cards (spec
 * section 2, "Progress / levels"), from stats in the shape GET /api/user/:id/stats returns: the
 * same view for a guest's device stats and a signed-in user's server stats.
 */
export function ProgressView({ stats }: { stats: UserStats }) {
  const { t } = useTranslation('progress');
  const level = levelDefinition(stats.level);
  const next = nextLevel(level);
  const name = useLevelName();
  const { currentLevelProgress: value, maxLevelProgress: max } = stats;
  const percent = max > 0 ? Math.min(100, Math.round((100 * value) / max)) : 100;
  // A full bar without a promotion: the right answers are there, but a mistake repeats or the
  // level's set-the-clock answers are still to come (readyToPromote).
  const toNext = !next
    ? t('topLevel')
    : value >= max
      ? t('almostNext', { name: name(next.level) })
      : t('toNext', { count: max - value, name: name(next.level) });

  return (
    <>
      <section className="progress-hero" aria-label={t('levelBadge', { level: level.level })}>
        <div className="progress-hero__level">
          <span className="progress-hero__badge">{t('levelBadge', { level: level.level })}</span>
          <h2 className="progress-hero__name">{name(level.level)}</h2>
          <p className="progress-hero__points">{t('points', { score: stats.score })}</p>
        </div>
        {stats.streak > 0 && (
          <p className="progress-hero__streak">
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M12 2c1 4 5 6 5 11a5 5 0 0 1-10 0c0-2 1-3.5 2-4.5 0 2 1 3 2 3 0-3-1-6 1-9.5z" />
            </svg>
            {t('streak', { streak: stats.streak })}
          </p>
        )}
        <div className="progress-hero__bar">
          <div
            className="progress-bar"
            role="progressbar"
            aria-label={t('levelProgress')}
            aria-valuemin={0}
            aria-valuemax={max}
            aria-valuenow={value}
            aria-valuetext={toNext}
            data-state={value >= max ? 'complete' : 'loading'}
          >
            <span className="progress-bar__fill" style={{ width: `${percent}%` }} />
          </div>
          <p className="progress-hero__next">{toNext}</p>
        </div>
      </section>

      <div className="progress-insights">
        <SkillsCard learner={stats.learner} />
        <MistakesCard learner={stats.learner} />
      </div>

      <div className="progress-cards">
        <section className="progress-card" aria-labelledby="card-current">
          <h2 id="card-current">{t('currentLevel.title')}</h2>
          <p className="progress-card__big">{name(level.level)}</p>
          <p className="progress-card__muted">{t(`levels.${levelKey(level.level)}.description`)}</p>
          <p>
            {next ? t('currentLevel.next', { name: name(next.level) }) : t('currentLevel.none')}
          </p>
        </section>

        <section className="progress-card progress-card--levels" aria-labelledby="card-levels">
          <h2 id="card-levels">{t('allLevels.title')}</h2>
          <ol className="level-list">
            {LEVELS.map((item) => {
              const status = levelStatus(item.level, level.level, stats.learner.highestLevel);
              return (
                <li
                  key={item.level}
                  className={`level-list__item is-${status}`}
                  aria-current={status === 'current' ? 'step' : undefined}
                >
                  <span className="level-list__number" aria-hidden="true">
                    {item.level}
                  </span>
                  <span className="level-list__name">{name(item.level)}</span>
                  <span className="level-list__status">{t(`allLevels.${status}`)}</span>
                </li>
              );
            })}
          </ol>
        </section>

        <section className="progress-card" aria-labelledby="card-stats">
          <h2 id="card-stats">{t('stats.title')}</h2>
          <dl className="stat-list">
            <Stat label={t('stats.totalCorrect')} value={stats.totalCorrect} />
            <Stat label={t('stats.totalIncorrect')} value={stats.totalIncorrect} />
            <Stat
              label={t('stats.accuracy')}
              value={t('stats.accuracyValue', { value: stats.accuracy })}
            />
            <Stat label={t('stats.bestStreak')} value={stats.bestStreak} />
          </dl>
        </section>

        <section className="progress-card" aria-labelledby="card-today">
          <h2 id="card-today">{t('today.title')}</h2>
          <dl className="stat-list">
            <Stat label={t('today.correct')} value={stats.todayCorrect} />
            <Stat label={t('today.incorrect')} value={stats.todayIncorrect} />
          </dl>
        </section>
      </div>

      <p className="progress-play">
        <Link className="button button--primary button--large" to={paths.studentGame.getHref()}>
          {t('play')}
        </Link>
      </p>
    </>
  );
}

function Stat({ label, value }: { label: string; value: number | string }) {
  return (
    <div className="stat-list__item">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
