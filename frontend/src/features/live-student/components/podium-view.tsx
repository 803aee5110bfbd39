import type { StudentRoomView, StudentSelfView } from '@ttc/shared-protocol/classroom/view-schemas';
import type { Language } from '@ttc/shared-protocol/clock/language';
import { characterById } from '@ttc/shared-protocol/game/characters';
import { MotionConfig, motion } from 'framer-motion';
import { useEffect, useRef } from 'react';
import { i18n, useTranslation } from '../../../lib/i18n';
import { Sound } from '../../../lib/sound/sound';
import { playLiveSound, warmUpLiveSounds } from '../model/live-sound';
import { classCheer, podiumCheer } from '../model/podium-cheer';
import { Celebration } from './celebration';
import { SpeakButton } from './speak-button';

type Props = { room: StudentRoomView; self: StudentSelfView | null };

/** Which podium place appears at which timeline step (spec section 4: third, second, first). */
const SHOWN_FROM_STEP = { 3: 1, 2: 2, 1: 3 } as const;
/** The stands left to right: second, first, third. */
const STANDS = [2, 1, 3] as const;

/**
 * The end on the tablet: the top 3 appear with the smartboard's timeline, then the child's own
 * place, celebrated (confetti, a cheer and the celebration sound, as the device allows), and
 * score. The child's own place comes first under the title and is marked on the podium, so it is
 * in view at 1280x800 without scrolling. With places hidden (`hideRanks`) the tablet shows no
 * place: it cheers the class instead, with the class's right answers.
 */
export function PodiumView({ room, self }: Props) {
  const { t } = useTranslation('live-student');
  const podium = room.podium;
  const step = podium?.step ?? -1;
  const complete = room.phase === 'ended' || step >= SHOWN_FROM_STEP[1];
  const hideRanks = room.hideRanks === true;
  const rank = hideRanks ? null : (self?.rank ?? null);
  const language = room.language as Language;
  const goal = podium?.stats.classGoal ?? null;

  // A page left scrolled by a question screen would hide the top of the podium.
  useEffect(() => {
    document.documentElement.scrollTop = 0;
  }, []);
  useEffect(() => {
    warmUpLiveSounds([Sound.celebration]);
  }, []);
  // The celebration sound once, when the winners are all out.
  const cheered = useRef(false);
  useEffect(() => {
    if (!complete || cheered.current) return;
    cheered.current = true;
    playLiveSound(Sound.celebration);
  }, [complete]);

  const cheerKey = hideRanks ? classCheer(goal) : podiumCheer(rank);
  const sayT = i18n.getFixedT(language, 'live-student');
  const spoken = [
    sayT(cheerKey),
    rank !== null ? sayT('podium.place', { rank }) : '',
    self ? sayT('podium.score', { count: self.score }) : '',
  ]
    .filter(Boolean)
    .join(' ');

  // Motion as the device allows (this view loads with framer-motion, after the first paint).
  return (
    <MotionConfig reducedMotion="user">
      <section className="live-podium" aria-live="polite" data-testid="tablet-step-podium">
        {complete && <Celebration pieces={rank !== null && rank <= 3 ? 48 : 32} />}
        <h1>
          {complete ? t(hideRanks ? 'podium.classTitle' : 'podium.title') : t('podium.drumroll')}
        </h1>
        {self && complete && (
          <motion.div
            className="live-podium__me"
            initial={{ scale: 0.6, opacity: 0 }}
            animate={{ scale: 1, opacity: 1 }}
            transition={{ type: 'spring', stiffness: 220, damping: 14 }}
          >
            <span className="live-podium__cheer-emoji" aria-hidden="true">
              {hideRanks ? '🎉' : rank !== null && rank <= 3 ? '🏆' : '🎉'}
            </span>
            <p className="live-podium__cheer">{t(cheerKey)}</p>
            <SpeakButton text={spoken} language={language} label={t('readAloud')} />
            <p>
              {rank !== null && <strong>{t('podium.place', { rank })} </strong>}
              {t('podium.score', { count: self.score })} ·{' '}
              {t('podium.correct', { count: self.correctCount })}
            </p>
            {hideRanks && goal && goal.asked > 0 && (
              <p className="live-podium__class">
                {t('podium.classRight', { count: goal.asked, correct: goal.correct })}
              </p>
            )}
          </motion.div>
        )}
        {!hideRanks && (
          <ol className="live-podium__places">
            {STANDS.map((place) => {
              // Places can be shared (1, 1, 3): everyone on a place stands on its block together.
              const entries = (podium?.top ?? []).filter((e) => Math.min(3, e.rank) === place);
              if (entries.length === 0) return null;
              const shown = room.phase === 'ended' || step >= SHOWN_FROM_STEP[place];
              const mine = self !== null && entries.some((e) => e.nickname === self.nickname);
              return (
                <li
                  key={place}
                  className={`live-podium__place live-podium__place--${place}${shown ? ' is-shown' : ''}${mine ? ' is-me' : ''}`}
                  aria-hidden={!shown}
                >
                  <ul className="live-podium__entries">
                    {entries.map((entry) => (
                      <li
                        key={`${entry.rank}-${entry.nickname}`}
                        className={`live-podium__entry${self !== null && entry.nickname === self.nickname ? ' is-me' : ''}`}
                      >
                        <span className="live-podium__emoji" aria-hidden="true">
                          {characterById(entry.character)?.emoji}
                        </span>
                        <span className="live-podium__name">{entry.nickname}</span>
                        <span className="live-podium__score">
                          {t('podium.score', { count: entry.score })}
                        </span>
                      </li>
                    ))}
                  </ul>
                  <span className="live-podium__block">{entries[0]?.rank}</span>
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </MotionConfig>
  );
}
