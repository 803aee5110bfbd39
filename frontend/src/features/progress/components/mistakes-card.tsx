import { type LearnerModel, topMistakes } from '@ttc/shared-protocol/game/learner/learner-model';
import type { MisconceptionTag } from '@ttc/shared-protocol/game/misconceptions';
import { useTranslation } from '../../../lib/i18n';

/** The tags that name a misconception (the fallbacks never reach topMistakes). */
type NamedTag = Exclude<
  MisconceptionTag,
  'hour_wrong_other' | 'minute_wrong_other' | 'unclassified'
>;

/**
 * The child's two most frequent mistakes (topMistakes), each in kind words with what helps; a
 * word of praise when there are none.
 */
export function MistakesCard({ learner }: { learner: LearnerModel }) {
  const { t } = useTranslation('progress');
  const mistakes = topMistakes(learner, 2);
  return (
    <section className="progress-card progress-mistakes" aria-labelledby="card-mistakes">
      <h2 id="card-mistakes">{t('mistakes.title')}</h2>
      {mistakes.length === 0 ? (
        <p>{t('mistakes.none')}</p>
      ) : (
        <ul className="mistake-list">
          {mistakes.map(({ tag }) => {
            const named = tag as NamedTag;
            return (
              <li key={tag} className="mistake-list__item">
                <p className="mistake-list__what">{t(`mistakes.tags.${named}.what`)}</p>
                <p className="mistake-list__help">
                  <strong>{t('mistakes.helps')}</strong> {t(`mistakes.tags.${named}.help`)}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
