import type { RosterChild } from '@ttc/shared-protocol/api/classes';
import { characterById } from '@ttc/shared-protocol/game/characters';
import { useTranslation } from '../../../lib/i18n';

type Props = {
  roster: readonly RosterChild[];
  onPick: (child: RosterChild) => void;
  /** The tile being claimed: every tile waits. */
  busyId: string | null;
};

/** The class's roster as big character tiles: a child who cannot read yet finds their picture. */
export function RosterPicker({ roster, onPick, busyId }: Props) {
  const { t } = useTranslation('play');
  const { t: tGame } = useTranslation('student-game');
  return (
    <ul className="play-roster">
      {roster.map((child) => {
        const character = characterById(child.character);
        return (
          <li key={child.id}>
            <button
              type="button"
              className="play-roster__tile"
              disabled={busyId !== null}
              aria-busy={busyId === child.id}
              aria-label={t('pick.tile', {
                name: child.nickname,
                character: tGame(`characters.${child.character}`),
              })}
              onClick={() => onPick(child)}
            >
              <span
                className="play-roster__face"
                style={{ backgroundColor: character?.color }}
                aria-hidden="true"
              >
                {character?.emoji}
              </span>
              <span className="play-roster__name" aria-hidden="true">
                {child.nickname}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
