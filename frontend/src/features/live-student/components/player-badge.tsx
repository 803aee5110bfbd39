import { characterById } from '@ttc/shared-protocol/game/characters';
import { useTranslation } from '../../../lib/i18n';

type Props = { nickname: string; character: string; score: number | null };

/** The child's character, name and score, always in the corner. */
export function PlayerBadge({ nickname, character, score }: Props) {
  const { t } = useTranslation('live-student');
  const found = characterById(character);
  return (
    <div
      className="player-badge"
      style={{ '--character-color': found?.color } as React.CSSProperties}
    >
      <span className="player-badge__emoji" aria-hidden="true">
        {found?.emoji ?? '🐱'}
      </span>
      <span className="player-badge__name">{nickname}</span>
      {score !== null && (
        <span className="player-badge__score">{t('waiting.score', { count: score })}</span>
      )}
    </div>
  );
}
