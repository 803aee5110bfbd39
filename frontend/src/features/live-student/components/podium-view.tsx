import type { StudentRoomView, StudentSelfView } from '@ttc/shared-protocol/classroom/view-schemas';
import { characterById } from '@ttc/shared-protocol/game/characters';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { podiumCheer } from '../model/podium-cheer';

type Props = { room: StudentRoomView; self: StudentSelfView | null };

/** Which podium place appears at which timeline step (spec section 4: third, second, first). */
const SHOWN_FROM_STEP = { 3: 1, 2: 2, 1: 3 } as const;

/**
 * The end on the tablet: the top 3 appear with the smartboard's timeline (CSS transitions, no
 * motion library on a student screen), then the child's own place, celebrated, and score. The
 * child's own place comes first under the title and is marked on the podium, so it is in view at
 * 1280x800 without scrolling.
 */
export function PodiumView({ room, self }: Props) {
  const { t } = useTranslation('live-student');
  const podium = room.podium;
  const step = podium?.step ?? -1;
  const complete = room.phase === 'ended' || step >= SHOWN_FROM_STEP[1];
  // A page left scrolled by a question screen would keep the badge under the sticky header.
  useEffect(() => {
    document.documentElement.scrollTop = 0;
  }, []);
  return (
    <section className="live-podium" aria-live="polite">
      <h1>{complete ? t('podium.title') : t('podium.drumroll')}</h1>
      {self && complete && (
        <div className="live-podium__me">
          <span className="live-podium__cheer-emoji" aria-hidden="true">
            {self.rank !== null && self.rank <= 3 ? '🏆' : '🎉'}
          </span>
          <p className="live-podium__cheer">{t(podiumCheer(self.rank))}</p>
          <p>
            {self.rank !== null && <strong>{t('podium.place', { rank: self.rank })} </strong>}
            {t('podium.score', { score: self.score })} ·{' '}
            {t('podium.correct', { correct: self.correctCount })}
          </p>
        </div>
      )}
      <ol className="live-podium__places">
        {(podium?.top ?? []).map((entry) => {
          const rank = Math.min(3, entry.rank) as 1 | 2 | 3;
          const shown = room.phase === 'ended' || step >= SHOWN_FROM_STEP[rank];
          const me = self !== null && entry.nickname === self.nickname;
          return (
            <li
              key={`${entry.rank}-${entry.nickname}`}
              className={`live-podium__place live-podium__place--${rank}${shown ? ' is-shown' : ''}${me ? ' is-me' : ''}`}
              aria-hidden={!shown}
            >
              <span className="live-podium__emoji" aria-hidden="true">
                {characterById(entry.character)?.emoji}
              </span>
              <span className="live-podium__name">{entry.nickname}</span>
              <span className="live-podium__score">
                {t('podium.score', { score: entry.score })}
              </span>
              <span className="live-podium__block">{entry.rank}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
