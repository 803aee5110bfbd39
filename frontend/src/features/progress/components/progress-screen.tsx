import { LEVELS, levelProgress, levelStatus } from '@ttc/shared-protocol/game/levels';
import { deriveStats, type UserStats } from '@ttc/shared-protocol/game/stats';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { readAnswerHistory } from '../../../lib/guest-progress/answer-history';
import { usePageTitle } from '../../../lib/use-page-title';
import './progress.css';

/** A guest's stats from the answers recorded on this device; null when nothing was played. */
function guestStats(now: number): UserStats | null {
  const answers = readAnswerHistory();
  if (answers.length === 0) return null;
  // getTimezoneOffset is minutes to add to local time for UTC: the opposite sign of ours.
  return deriveStats(answers, { now, utcOffsetMinutes: -new Date(now).getTimezoneOffset() });
}

/**
 * /progress (spec section 2, "Progress / levels"): the level, points, the bar to the next level,
 * the streak badge (only above 0), and the four cards; 'No progress data available' before the
 * first game. A guest's data comes from this device (deriveStats over the recorded answers).
 */
export function ProgressScreen() {
  const { t } = useTranslation('progress');
  usePageTitle(t('title'));
  const [stats] = useState(() => guestStats(Date.now()));

  return (
    <div className="page progress-page">
      <h1>{t('title')}</h1>
      {stats ? <ProgressView stats={stats} /> : <EmptyProgress />}
    </div>
  );
}

function EmptyProgress() {
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

type LevelNumber = '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '10' | '11' | '12';
const levelKey = (level: number) => String(level) as LevelNumber;

function ProgressView({ stats }: { stats: UserStats }) {
  const { t } = useTranslation('progress');
  const progress = levelProgress(stats.score);
  const name = (level: number) => t(`levels.${levelKey(level)}.name`);
  const { currentLevelProgress: value, maxLevelProgress: max } = progress;
  const percent = max > 0 ? Math.round((100 * value) / max) : 100;
  const toNext = progress.next
    ? t('toNext', { points: progress.next.minScore - stats.score, name: name(progress.next.level) })
    : t('topLevel');

  return (
    <>
      <section className="progress-hero" aria-label={t('levelBadge', { level: stats.level })}>
        <div className="progress-hero__level">
          <span className="progress-hero__badge">{t('levelBadge', { level: stats.level })}</span>
          <h2 className="progress-hero__name">{name(stats.level)}</h2>
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

      <div className="progress-cards">
        <section className="progress-card" aria-labelledby="card-current">
          <h2 id="card-current">{t('currentLevel.title')}</h2>
          <p className="progress-card__big">{name(stats.level)}</p>
          <p className="progress-card__muted">{t(`levels.${levelKey(stats.level)}.description`)}</p>
          <p>
            {progress.next
              ? t('currentLevel.next', { name: name(progress.next.level) })
              : t('currentLevel.none')}
          </p>
        </section>

        <section className="progress-card progress-card--levels" aria-labelledby="card-levels">
          <h2 id="card-levels">{t('allLevels.title')}</h2>
          <ol className="level-list">
            {LEVELS.map((level) => {
              const status = levelStatus(level.level, stats.level);
              return (
                <li
                  key={level.level}
                  className={`level-list__item is-${status}`}
                  aria-current={status === 'current' ? 'step' : undefined}
                >
                  <span className="level-list__number" aria-hidden="true">
                    {level.level}
                  </span>
                  <span className="level-list__name">{name(level.level)}</span>
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
