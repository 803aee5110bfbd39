import type { MissedClock } from '@ttc/shared-protocol/api/analytics';
import { AnalogClock } from '../../../../components/clock/analog-clock';
import { useTranslation } from '../../../../lib/i18n';
import { clockText } from '../../model/stats';
import { useNames } from '../use-names';

/** A clock a child missed: the clock as it was shown, what was answered, and the right time. */
export function MissedClockCard({ missed }: { missed: MissedClock }) {
  const { t } = useTranslation('classes');
  const names = useNames();
  const time = clockText(missed.correctTime);
  return (
    <li className="missed-clock">
      <AnalogClock
        time={missed.correctTime}
        size={150}
        showDigital={false}
        showTraditionalNumbers
        showHelperCircles={false}
        label={t('analytics.mostMissed.clockLabel')}
      />
      <div className="missed-clock__text">
        <p className="missed-clock__given">
          {t('analytics.missed.answered', { given: missed.given })}
        </p>
        <p>{t('analytics.missed.right', { time })}</p>
        <p className="classes-hint">
          {names.type(missed.type)} · {t(`analytics.missed.source.${missed.source}`)}
        </p>
      </div>
    </li>
  );
}

/** Up to three missed clocks in a row. */
export function MissedClocks({ missed }: { missed: readonly MissedClock[] }) {
  const { t } = useTranslation('classes');
  if (missed.length === 0) return <p className="classes-status">{t('analytics.missed.none')}</p>;
  return (
    <ul className="missed-clocks">
      {missed.map((m, index) => (
        // The same clock can be missed twice with the same answer: the position keeps keys apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that never reorders.
        <MissedClockCard key={index} missed={m} />
      ))}
    </ul>
  );
}
