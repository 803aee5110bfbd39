import type { LearnerModel } from '@ttc/shared-protocol/game/learner/learner-model';
import { useTranslation } from '../../../lib/i18n';
import { type SkillCell, skillRows } from '../model/skill-rows';
import { MasteryDial } from './mastery-dial';

function SkillStatus({ cell }: { cell: SkillCell | null }) {
  const { t } = useTranslation('progress');
  if (!cell) {
    return (
      <>
        <span className="skill-status__none" aria-hidden="true">
          –
        </span>
        <span className="visually-hidden">{t('skills.notAsked')}</span>
      </>
    );
  }
  const label =
    cell.state === 'mastered'
      ? t('skills.mastered')
      : cell.state === 'learning'
        ? t('skills.learning', { right: cell.right, seen: cell.seen })
        : t('skills.unseen');
  return (
    <span className={`skill-status is-${cell.state}`}>
      <MasteryDial cell={cell} />
      <span className="skill-status__label">{label}</span>
    </span>
  );
}

/**
 * Mastery per skill (issue 13), in teaching order, reading and setting side by side: a row of
 * small clock faces a parent reads at a glance, each filled by the share of recent right answers,
 * a star once mastered, dashed while never tried.
 */
export function SkillsCard({ learner }: { learner: LearnerModel }) {
  const { t } = useTranslation('progress');
  return (
    <section className="progress-card progress-skills" aria-labelledby="card-skills">
      <h2 id="card-skills">{t('skills.title')}</h2>
      <p className="progress-card__muted">{t('skills.legend')}</p>
      <table className="skill-table">
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t('skills.skill')}</span>
            </th>
            <th scope="col">{t('skills.read')}</th>
            <th scope="col">{t('skills.set')}</th>
          </tr>
        </thead>
        <tbody>
          {skillRows(learner).map((row) => (
            <tr key={row.skill}>
              <th scope="row">{t(`skills.names.${row.skill}`)}</th>
              <td>
                <SkillStatus cell={row.read} />
              </td>
              <td>
                <SkillStatus cell={row.set} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
