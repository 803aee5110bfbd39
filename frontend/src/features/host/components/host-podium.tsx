import type { HostLeaderboardEntry, HostView } from '@ttc/shared-protocol/classroom/view-schemas';
import { formatTime } from '@ttc/shared-protocol/clock/format';
import { AnimatePresence, MotionConfig, motion } from 'framer-motion';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { PODIUM_SOUNDS, playSound, warmUpSounds } from '../../../lib/sound/sound';
import { useSoundMuted } from '../../../lib/sound/sound-mute';
import { characterLook } from '../model/characters';
import { podiumSoundAt, revealed, STEP } from '../model/podium-steps';
import type { QuestionClocks } from '../model/question-clocks';
import { promptText } from '../model/question-text';
import type { HostCommand } from './host-command';
import { TieNote } from './tie-note';

type Props = {
  view: HostView;
  command: HostCommand;
  /** The clocks of the questions asked, by index (none after a reload at the podium). */
  clocks?: QuestionClocks;
};

/** Podium order on screen: second on the left, first in the middle, third on the right. */
const STAND_ORDER = [2, 1, 3] as const;

/**
 * The classroom final-results podium (spec sections 2 and 4): the top 3 appear on the server's
 * timeline (third, second, first), then the celebration, the game statistics, and at the end the
 * other players with their rank and Play again. Sounds play at the intro, each place and the
 * celebration, unless muted. Loaded with framer-motion only when the podium is reached.
 */
export default function HostPodium({ view, command, clocks }: Props) {
  const language = view.options.language;
  const { t } = useTranslation('teacher', { lng: language });
  const { t: tGame } = useTranslation('student-game', { lng: language });
  const [muted, setMuted] = useSoundMuted();
  const podium = view.podium;
  const step = podium?.step ?? -1;
  // Sounds follow the steps seen live; a screen reloaded mid-podium does not replay them all.
  const heard = useRef(step);

  useEffect(() => {
    warmUpSounds(PODIUM_SOUNDS);
  }, []);
  useEffect(() => {
    for (let s = heard.current + 1; s <= step; s++) {
      const sound = podiumSoundAt(s);
      if (sound) void playSound(sound);
    }
    heard.current = Math.max(heard.current, step);
  }, [step]);

  if (!podium) return null;
  const byRank = new Map(podium.top.map((entry) => [entry.rank, entry]));
  const stats = view.stats;
  const missed = stats?.mostMissedQuestion;
  const missedClock = missed ? clocks?.get(missed.index) : undefined;

  return (
    <MotionConfig reducedMotion="user">
      <div className="host-podium">
        <div className="host-podium__top">
          <h2 className="host-heading host-podium__title">{t('host.podium.title')}</h2>
          <button
            type="button"
            className="host-button host-button--small"
            aria-pressed={muted}
            onClick={() => setMuted(!muted)}
          >
            {/* A flex item: a trailing space inside it would be trimmed, so the gap is a margin. */}
            <span className="host-button__icon" aria-hidden="true">
              {muted ? '🔇' : '🔊'}
            </span>
            {muted ? t('host.podium.unmute') : t('host.podium.mute')}
          </button>
        </div>

        <ol className="podium-stands">
          {STAND_ORDER.map((rank) => {
            const entry = byRank.get(rank);
            return (
              <li key={rank} className={`podium-stand podium-stand--${rank}`}>
                <AnimatePresence>
                  {entry && revealed(step, rank) && <Winner entry={entry} language={language} />}
                </AnimatePresence>
                <div className="podium-stand__block" aria-hidden="true">
                  {rank}
                </div>
              </li>
            );
          })}
        </ol>

        <AnimatePresence>
          {step >= STEP.celebration && (
            <motion.p
              key="celebration"
              className="host-podium__celebration"
              initial={{ opacity: 0, scale: 0.6 }}
              animate={{ opacity: 1, scale: 1 }}
              transition={{ type: 'spring', stiffness: 200, damping: 12 }}
            >
              {t('host.podium.celebration')}
            </motion.p>
          )}
        </AnimatePresence>
        {step >= STEP.celebration && (
          <TieNote
            standing={[...podium.top].sort((a, b) => a.rank - b.rank).concat(podium.others)}
            language={language}
          />
        )}

        {step >= STEP.statistics && stats && (
          <motion.section
            className="host-stats"
            aria-labelledby="host-stats-title"
            initial={{ opacity: 0, y: 24 }}
            animate={{ opacity: 1, y: 0 }}
          >
            <h2 id="host-stats-title" className="host-heading">
              {t('host.podium.stats')}
            </h2>
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
              <div>
                <dt>{t('host.podium.mostMissed')}</dt>
                <dd>
                  {stats.mostMissedQuestion
                    ? `${stats.mostMissedQuestion.index + 1}. ${promptText(
                        stats.mostMissedQuestion.prompt,
                        tGame,
                        language,
                        stats.mostMissedQuestion.questionText,
                      )}${missedClock ? ` ${t('host.podium.clockAt', { time: formatTime(missedClock) })}` : ''}`
                    : t('host.podium.none')}
                </dd>
              </div>
            </dl>
          </motion.section>
        )}

        {step >= STEP.complete && (
          <motion.section
            className="host-others"
            aria-labelledby="host-others-title"
            initial={{ opacity: 0 }}
            animate={{ opacity: 1 }}
          >
            {podium.others.length > 0 && (
              <>
                <h2 id="host-others-title" className="host-heading">
                  {t('host.podium.others')}
                </h2>
                <ol className="leaderboard-list">
                  {podium.others.map((entry) => (
                    <li key={entry.playerId} className="leaderboard-row">
                      <span className="leaderboard-row__rank">
                        {t('host.podium.rank', { rank: entry.rank })}
                      </span>
                      <span className="leaderboard-row__emoji" aria-hidden="true">
                        {characterLook(entry.character).emoji}
                      </span>
                      <span className="leaderboard-row__name">{entry.nickname}</span>
                      <span className="leaderboard-row__score">
                        {t('host.podium.points', { count: entry.score })}
                      </span>
                    </li>
                  ))}
                </ol>
              </>
            )}
            <div className="host-actions">
              <button
                type="button"
                className="host-button host-button--primary"
                onClick={() => command('host:play-again', {})}
              >
                {t('host.podium.playAgain')}
              </button>
            </div>
          </motion.section>
        )}
      </div>
    </MotionConfig>
  );
}

function Winner({
  entry,
  language,
}: {
  entry: HostLeaderboardEntry;
  language: HostView['options']['language'];
}) {
  const { t } = useTranslation('teacher', { lng: language });
  const look = characterLook(entry.character);
  return (
    <motion.div
      className="podium-winner"
      initial={{ opacity: 0, y: 80, scale: 0.6 }}
      animate={{ opacity: 1, y: 0, scale: 1 }}
      transition={{ type: 'spring', stiffness: 180, damping: 14 }}
    >
      <span className="visually-hidden">{t('host.podium.place', { rank: entry.rank })}: </span>
      <span className="podium-winner__emoji" aria-hidden="true" style={{ background: look.color }}>
        {look.emoji}
      </span>
      <span className="podium-winner__name">{entry.nickname}</span>
      <span className="podium-winner__score">
        {t('host.podium.points', { count: entry.score })}
      </span>
    </motion.div>
  );
}
