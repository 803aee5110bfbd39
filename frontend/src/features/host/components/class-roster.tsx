import type { HostView } from '@ttc/shared-protocol/classroom/view-schemas';
import { useTranslation } from '../../../lib/i18n';
import { characterLook } from '../model/characters';

type Props = { classroom: NonNullable<HostView['classroom']>; players: HostView['players'] };

/**
 * A class room's roster on the smartboard's lobby (issue 14): every child of the class with a
 * mark for who has joined, so the teacher sees at a glance who is still missing.
 */
export function ClassRoster({ classroom, players }: Props) {
  const { t } = useTranslation('teacher');
  const joined = new Set(players.flatMap((p) => (p.childId ? [p.childId] : [])));
  const missing = classroom.roster.filter((child) => !joined.has(child.childId)).length;
  return (
    <section className="host-roster" aria-labelledby="host-roster-title">
      <h3 id="host-roster-title" className="host-roster__title">
        {t('host.lobby.rosterTitle', { name: classroom.name })}
      </h3>
      <p className="host-note">
        {missing === 0
          ? t('host.lobby.rosterAll')
          : t('host.lobby.rosterMissing', { count: missing })}
      </p>
      <ul className="host-roster__list">
        {classroom.roster.map((child) => {
          const here = joined.has(child.childId);
          const look = characterLook(child.character);
          return (
            <li
              key={child.childId}
              className={`host-roster__child${here ? ' is-here' : ''}`}
              style={{ borderColor: look.color }}
            >
              <span aria-hidden="true">{look.emoji}</span> {child.nickname}{' '}
              <span className="host-roster__status">
                {here ? t('host.lobby.rosterHere') : t('host.lobby.rosterNotYet')}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
