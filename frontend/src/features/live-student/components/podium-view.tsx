import type { StudentRoomView, StudentSelfView } from '@ttc/shared-protocol/classroom/view-schemas';
import { characterById } from '@ttc/shared-protocol/game/characters';
import { useTranslation } from '../../../lib/i18n';

type Props = { room: StudentRoomView; self: StudentSelfView | null };

/** Which podium place appears at which timeline step (spec section 4: third, second, first). */
const SHOWN_FROM_STEP = { 3: 1, 2: 2, 1: 3 } as const;

/**
 * The end on the tablet: the top 3 appear with the smartboard's timeline (CSS transitions, no
 * motion library on a student screen), then the child's own place and score.
 */
export function PodiumView({ room, self }: Props) {
  const { t } = useTranslation('live-student');
  const podium = room.podium;
  const step = podium?.step ?? -1;
  const complete = room.phase === 'ended' || step >= SHOWN_FROM_STEP[1];
  return (
    <section className="live-podium" aria-live="polite">
      <h1>{complete ? t('podium.title') : t('podium.drumroll')}</h1>
      <ol className="live-podium__places">
        {(podium?.top ?? []).map((entry) => {
          const rank = Math.min(3, entry.rank) as 1 | 2 | 3;
          const shown = room.phase === 'ended' || step >= SHOWN_FROM_STEP[rank];
          return (
            <li
              key={`${entry.rank}-${entry.nickname}`}
              className={`live-podium__place live-podium__place--${rank}${shown ? ' is-shown' : ''}`}
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
      {self && complete && (
        <p className="live-podium__me">
          {self.rank !== null && <strong>{t('podium.place', { rank: self.rank })} </strong>}
          {t('podium.score', { score: self.score })} ·{' '}
          {t('podium.correct', { correct: self.correctCount })}
        </p>
      )}
    </section>
  );
}
