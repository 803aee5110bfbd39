import type { MostMissed } from '@ttc/shared-protocol/api/analytics';
import { useId } from 'react';
import { AnalogClock } from '../../../../components/clock/analog-clock';
import { useTranslation } from '../../../../lib/i18n';
import { clockText } from '../../model/stats';
import { useNames } from '../use-names';

/** The clocks the class missed most, drawn, with the wrong answer given most often. */
export function MostMissedClocks({ items }: { items: readonly MostMissed[] }) {
  const { t } = useTranslation('classes');
  const names = useNames();
  const id = useId();
  return (
    <section className="classes-subsection" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('analytics.mostMissed.title')}</h3>
      {items.length === 0 ? (
        <p className="classes-status">{t('analytics.mostMissed.empty')}</p>
      ) : (
        <ol className="most-missed">
          {items.map((item) => {
            const time = clockText(item.correctTime);
            return (
              <li key={`${item.type}-${time}`} className="most-missed__item">
                <AnalogClock
                  time={item.correctTime}
                  size={170}
                  showDigital={false}
                  showTraditionalNumbers
                  showHelperCircles={false}
                  label={t('analytics.mostMissed.clockLabel')}
                />
                <div>
                  <p className="most-missed__time">
                    {time} · {names.type(item.type)}
                  </p>
                  <p>
                    {t('analytics.mostMissed.missed', {
                      missed: item.missed,
                      answered: item.answered,
                    })}
                  </p>
                  {item.commonAnswer && (
                    <p className="most-missed__common">
                      {t('analytics.mostMissed.common', { answer: item.commonAnswer })}
                    </p>
                  )}
                  {item.commonTag && (
                    <p className="classes-hint">
                      {t('analytics.mostMissed.tag', { tag: names.tag(item.commonTag) })}
                    </p>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
