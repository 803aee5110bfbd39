import type { HostLeaderboardEntry, HostView } from '@ttc/shared-protocol/classroom/view-schemas';
import { AnimatePresence, MotionConfig, motion } from 'framer-motion';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { PODIUM_SOUNDS, playSound, warmUpSounds } from '../../../lib/sound/sound';
import { useSoundMuted } from '../../../lib/sound/sound-mute';
import { characterLook } from '../model/characters';
import { classProgress } from '../model/class-goal';
import { podiumSoundAt, revealed, STEP } from '../model/podium-steps';
import type { QuestionClocks } from '../model/question-clocks';
import { ClassGoalMeter } from './class-goal-meter';
import type { HostCommand } from './host-command';
import { Everyone } from './host-scoreboard';
import { HostStats } from './host-stats';
import { TieNote } from './tie-note';

type Props = {
  view: HostView;
  command: HostCommand;
  /** The clocks of the questions asked, by index (none after a reload at the podium). */
  clocks?: QuestionClocks;
  /** Which of the podium's two steps: the podium itself, or its numbers. */
  step: 'podium' | 'stats';
  /** Moves the board on to the numbers (a step of the board alone). */
  onStats: () => void;
  /** Back from the numbers to the podium. */
  onBack: () => void;
};

/** Podium order on screen: second on the left, first in the middle, third on the right. */
const STAND_ORDER = [2, 1, 3] as const;

/**
 * The classroom final results (spec sections 2 and 4), in two full-screen steps. The podium: the
 * places 1 to 3 appear on the server's timeline (third, second, first; children who share a place
 * stand on it together), then the celebration, the others
 * with their place, and "See the numbers". With ranks hidden it celebrates the class instead:
 * the class goal meter and everyone who played. The numbers: the game statistics, the class goal
 * and the most improved child, with Play again. Sounds play at the intro, each place and the
 * celebration, unless muted. Loaded with framer-motion only when the podium is reached.
 */
export default function HostPodium({ view, command, clocks, step, onStats, onBack }: Props) {
  const language = view.options.language;
  const { t } = useTranslation('teacher', { lng: language });
  const [muted, setMuted] = useSoundMuted();
  const podium = view.podium;
  const at = podium?.step ?? -1;
  // Sounds follow the steps seen live; a screen reloaded mid-podium does not replay them all.
  const heard = useRef(at);

  useEffect(() => {
    warmUpSounds(PODIUM_SOUNDS);
  }, []);
  useEffect(() => {
    for (let s = heard.current + 1; s <= at; s++) {
      const sound = podiumSoundAt(s);
      if (sound) void playSound(sound);
    }
    heard.current = Math.max(heard.current, at);
  }, [at]);

  if (!podium) return null;
  const hideRanks = view.options.hideRanks;

  const muteButton = (
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
  );

  if (step === 'stats') {
    return (
      <HostStats view={view} command={command} clocks={clocks} onBack={onBack}>
        {muteButton}
      </HostStats>
    );
  }

  return (
    <MotionConfig reducedMotion="user">
      <div className="host-step host-podium" data-testid="host-step-podium">
        <div className="host-podium__top">
          <h2 className="host-title host-podium__title">
            {hideRanks ? t('host.podium.classTitle') : t('host.podium.title')}
          </h2>
          {muteButton}
        </div>

        {hideRanks ? (
          <div className="host-podium__class">
            <ClassGoalMeter progress={classProgress(view)} language={language} final />
            <Everyone view={view} />
          </div>
        ) : (
          <ol className="podium-stands">
            {STAND_ORDER.map((rank) => {
              // Equal points and equal time share a place: all of them stand on it together.
              const entries = podium.top.filter((e) => e.rank === rank);
              return (
                <li key={rank} className={`podium-stand podium-stand--${rank}`}>
                  <div
                    className="podium-stand__winners"
                    data-shared={entries.length > 1 || undefined}
                  >
                    <AnimatePresence>
                      {revealed(at, rank) &&
                        entries.map((entry) => (
                          <Winner key={entry.playerId} entry={entry} language={language} />
                        ))}
                    </AnimatePresence>
                  </div>
                  <div className="podium-stand__block" aria-hidden="true">
                    {rank}
                  </div>
                </li>
              );
            })}
          </ol>
        )}

        <div className="host-podium__bottom">
          <AnimatePresence>
            {at >= STEP.celebration && (
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
          {at >= STEP.celebration && !hideRanks && (
            <TieNote
              standing={[...podium.top].sort((a, b) => a.rank - b.rank).concat(podium.others)}
              language={language}
            />
          )}
          {at >= STEP.complete && !hideRanks && podium.others.length > 0 && (
            <Others others={podium.others} language={language} />
          )}
          {at >= STEP.statistics && (
            <div className="host-actions host-actions--center">
              <button
                type="button"
                className="host-button host-button--primary"
                data-testid="host-primary"
                onClick={onStats}
              >
                {t('host.podium.seeNumbers')}
              </button>
            </div>
          )}
        </div>
      </div>
    </MotionConfig>
  );
}

/** How many children below the podium are named under the stands (two rows on the board). */
const OTHERS_SHOWN = 8;

/** Everyone below the podium with their place, in a compact row that fits under the stands. */
function Others({
  others,
  language,
}: {
  others: HostLeaderboardEntry[];
  language: HostView['options']['language'];
}) {
  const { t } = useTranslation('teacher', { lng: language });
  return (
    <motion.section
      className="host-others"
      aria-labelledby="host-others-title"
      // Grows in without fading: text is never drawn half transparent (low contrast).
      initial={{ scale: 0.9 }}
      animate={{ scale: 1 }}
    >
      <h3 id="host-others-title" className="visually-hidden">
        {t('host.podium.others')}
      </h3>
      <ol className="host-others__list">
        {others.slice(0, OTHERS_SHOWN).map((entry) => (
          <li key={entry.playerId} className="host-others__child">
            <span className="host-others__rank">{t('host.podium.rank', { rank: entry.rank })}</span>
            <span aria-hidden="true">{characterLook(entry.character).emoji}</span>
            <span>{entry.nickname}</span>
          </li>
        ))}
        {others.length > OTHERS_SHOWN && (
          <li className="host-others__child host-others__more">
            {t('host.podium.more', { count: others.length - OTHERS_SHOWN })}
          </li>
        )}
      </ol>
    </motion.section>
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
