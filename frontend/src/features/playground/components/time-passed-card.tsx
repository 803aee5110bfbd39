import { formatTime } from '@ttc/shared-protocol/clock/format';
import type { Language } from '@ttc/shared-protocol/clock/language';
import type { ClockTime } from '@ttc/shared-protocol/clock/time';
import { elapsedInWords } from '@ttc/shared-protocol/clock/words/elapsed-in-words';
import { useTranslation } from 'react-i18next';

type Props = {
  startTime: ClockTime | null;
  endTime: ClockTime;
  /** Signed minutes from the start to now (see timePassed), null before Set Start Time. */
  minutes: number | null;
  /** The clock's language: the reading is said the way the clock speaks. */
  language: Language;
};

/** The time-passed reading (spec section 4): "2 hours 15 minutes later", "45 minutes earlier". */
export function TimePassedCard({ startTime, endTime, minutes, language }: Props) {
  const { t } = useTranslation('playground');
  // The reading is in the clock's language, like the words above it; the frame is the app's.
  const { t: say } = useTranslation('playground', { lng: language });
  return (
    <section
      className="playground-card playground-passed"
      data-tour="passed"
      aria-labelledby="playground-passed-heading"
    >
      <h2 id="playground-passed-heading" className="playground-card__heading">
        {t('passed.heading')}
      </h2>
      <div aria-live="polite" aria-atomic="true">
        {startTime === null || minutes === null ? (
          <p className="playground-passed__hint">{t('passed.hint')}</p>
        ) : (
          <>
            <p className="playground-passed__from">
              {t('passed.from', { start: formatTime(startTime), end: formatTime(endTime) })}
            </p>
            <p className="playground-passed__reading" lang={language}>
              {minutes === 0
                ? say('passed.none')
                : say(minutes > 0 ? 'passed.later' : 'passed.earlier', {
                    span: elapsedInWords(minutes, language),
                  })}
            </p>
          </>
        )}
      </div>
    </section>
  );
}
