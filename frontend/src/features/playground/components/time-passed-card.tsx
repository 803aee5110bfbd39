import { formatTime } from '@ttc/shared-protocol/clock/format';
import type { Language } from '@ttc/shared-protocol/clock/language';
import { elapsedInWords } from '@ttc/shared-protocol/clock/words/elapsed-in-words';
import { useTranslation } from '../../../lib/i18n';
import { type LiveTime, useLiveDrag } from '../hooks/use-live-time';
import { type PlaygroundClock, timePassed } from '../playground-clock';

type Props = {
  clock: PlaygroundClock;
  /** The drag in progress: the reading follows it live. */
  live: LiveTime;
  /** The clock's language: the reading is said the way the clock speaks. */
  language: Language;
};

/**
 * The time-passed reading (spec section 4) once a start time is set: "2 hours 15 minutes later",
 * "45 minutes earlier", following a drag as it happens.
 */
export function TimePassedCard({ clock, live, language }: Props) {
  const { t } = useTranslation('playground');
  // The reading is in the clock's language, like the words above it; the frame is the app's.
  const { t: say } = useTranslation('playground', { lng: language });
  const drag = useLiveDrag(live);
  const minutes = timePassed(clock, drag);
  const end = drag?.time ?? clock.clockTime;
  return (
    <section
      className="playground-card playground-passed"
      data-tour="passed"
      aria-labelledby="playground-passed-heading"
    >
      <h2 id="playground-passed-heading" className="playground-card__heading">
        {t('passed.heading')}
      </h2>
      {/* Announced when a move is made, not at every frame of a drag. */}
      <div aria-live={drag ? 'off' : 'polite'} aria-atomic="true">
        {clock.startTime === null || minutes === null ? (
          <p className="playground-passed__hint">{t('passed.hint')}</p>
        ) : (
          <>
            <p className="playground-passed__from">
              {t('passed.from', { start: formatTime(clock.startTime), end: formatTime(end) })}
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
