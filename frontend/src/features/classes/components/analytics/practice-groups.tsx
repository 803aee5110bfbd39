import type { PracticeGroup } from '@ttc/shared-protocol/api/analytics';
import { characterById } from '@ttc/shared-protocol/game/characters';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { useNames } from '../use-names';

type Props = { classId: string; groups: readonly PracticeGroup[] };

/**
 * Children who share a mistake, each group with the level to practise: "Assign this practice"
 * opens the assignment form with the class, the level and a title filled in.
 */
export function PracticeGroups({ classId, groups }: Props) {
  const { t } = useTranslation('classes');
  const names = useNames();
  const navigate = useNavigate();
  const id = useId();
  return (
    <section className="classes-subsection" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('analytics.groups.title')}</h3>
      {groups.length === 0 ? (
        <p className="classes-status">{t('analytics.groups.empty')}</p>
      ) : (
        <>
          <p className="classes-hint">{t('analytics.groups.intro')}</p>
          <ul className="practice-groups">
            {groups.map((group) => {
              const who = group.children.map((c) => c.nickname).join(', ');
              const title = t('analytics.groups.assignTitle', {
                tag: names.tagTitle(group.tag),
                level: group.level,
              });
              return (
                <li
                  key={`${group.tag}-${group.children.map((c) => c.id).join()}`}
                  className="practice-group"
                >
                  <p className="practice-group__tag">{names.tagTitle(group.tag)}</p>
                  <ul className="practice-group__children">
                    {group.children.map((child) => (
                      <li key={child.id}>
                        <span aria-hidden="true">{characterById(child.character)?.emoji} </span>
                        {child.nickname}
                      </li>
                    ))}
                  </ul>
                  <p>
                    {t('analytics.groups.practice', {
                      level: group.level,
                      name: names.level(group.level),
                    })}
                  </p>
                  <div className="practice-group__actions">
                    <button
                      type="button"
                      className="button button--primary"
                      aria-label={t('analytics.groups.assignLabel', { children: who })}
                      onClick={() =>
                        navigate(paths.assignments.getHref(), {
                          state: { classId, preset: { level: group.level }, title },
                        })
                      }
                    >
                      {t('analytics.groups.assign')}
                    </button>
                    {group.lessonPlanId && (
                      <Link className="button" to={paths.lesson.getHref(group.lessonPlanId)}>
                        {t('analytics.groups.lesson')}
                      </Link>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
