import type { ClassroomChoices, RosterChoice } from '@ttc/shared-protocol/classroom/roster';
import { CHARACTERS } from '@ttc/shared-protocol/game/characters';
import { useTranslation } from '../../../lib/i18n';

type Props = {
  classroom: ClassroomChoices;
  busy: boolean;
  /** One tap on a free child joins as that child. */
  onPick: (child: RosterChoice) => void;
  onBack: () => void;
};

/**
 * A class room's roster (issue 14): every child of the class as a big character tile with the
 * nickname under it, for children who cannot read yet to find their own picture. One tap joins;
 * a child already in the game is shown but cannot be taken. Plain buttons: the tab key and
 * touch both work, and each tile says in words whether it is taken.
 */
export function RosterPicker({ classroom, busy, onPick, onBack }: Props) {
  const { t } = useTranslation('live-student');
  return (
    <section className="join-step" aria-labelledby="roster-heading" aria-busy={busy}>
      <h2 id="roster-heading">{t('roster.heading')}</h2>
      <p className="roster-class">{t('roster.class', { name: classroom.name })}</p>
      <ul className="roster-grid">
        {classroom.roster.map((child) => {
          const look = CHARACTERS.find((c) => c.id === child.character);
          return (
            <li key={child.childId}>
              <button
                type="button"
                className={`character roster-child${child.taken ? ' is-taken' : ''}`}
                style={{ '--character-color': look?.color ?? '#F59E0B' } as React.CSSProperties}
                disabled={busy || child.taken}
                aria-label={
                  child.taken
                    ? t('roster.takenLabel', { name: child.nickname })
                    : t('roster.pickLabel', { name: child.nickname })
                }
                onClick={() => onPick(child)}
              >
                <span className="character__emoji" aria-hidden="true">
                  {look?.emoji ?? '🐱'}
                </span>
                <span className="character__name">{child.nickname}</span>
                {child.taken && (
                  <span className="roster-child__taken" aria-hidden="true">
                    {t('roster.taken')}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {classroom.roster.length === 0 && <p>{t('roster.empty')}</p>}
      <div className="join-actions">
        <button type="button" className="button button--ghost" onClick={onBack} disabled={busy}>
          {t('name.back')}
        </button>
      </div>
    </section>
  );
}
