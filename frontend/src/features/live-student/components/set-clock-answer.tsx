import type { StudentQuestion } from '@ttc/shared-protocol/classroom/view-schemas';
import type { Language } from '@ttc/shared-protocol/clock/language';
import type { ClockTime } from '@ttc/shared-protocol/clock/time';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useWindowSize } from '../hooks/use-window-size';
import { liveClockSize } from '../model/clock-size';
import { setClockTarget } from '../model/student-question-text';

// The clock loads only when a set-the-clock question comes (most questions are choices).
const AnalogClock = lazy(() =>
  import('../../../components/clock/analog-clock').then((m) => ({ default: m.AnalogClock })),
);

type Props = {
  question: StudentQuestion;
  language: Language;
  /** The time sent (after submit or a reload), shown on the locked clock. */
  sent: ClockTime | null;
  disabled: boolean;
  busy: boolean;
  onSubmit: (time: ClockTime) => void;
};

/** Set the clock: drag the hands from where they start, then Submit Answer. */
export function SetClockAnswer({ question, language, sent, disabled, busy, onSubmit }: Props) {
  const { t } = useTranslation('live-student');
  const [time, setTime] = useState<ClockTime>(
    () => sent ?? question.startClock ?? { hour: 12, minute: 0 },
  );
  const screen = useWindowSize();
  const size = liveClockSize(screen.width, screen.height);
  const target = setClockTarget(question);
  // Targets on the 5-minute grid snap by 5; any other minute needs single minutes.
  const step = target && target.minute % 5 !== 0 ? 1 : 5;
  return (
    <div className="live-set-clock">
      <Suspense
        fallback={
          <div className="live-set-clock__placeholder" style={{ width: size, height: size }} />
        }
      >
        <AnalogClock
          time={sent ?? time}
          {...(disabled ? {} : { onChange: (next: ClockTime) => setTime(next) })}
          size={size}
          step={step}
          // Each child at their own level: the level's hands (the hour hand alone at level 1,
          // placed one by one up to level 6) and face; geared with every helper otherwise.
          hands={question.hands === 'independent' ? 'independent' : 'geared'}
          lockedMinuteHand={question.hands === 'hour_only'}
          hourZones={question.face?.hourZones ?? false}
          showTraditionalNumbers={question.face?.hourNumerals ?? false}
          minuteLabels={
            question.face ? question.face.hourNumerals && question.face.minuteLabels : false
          }
          showHelperCircles={question.face?.minuteLabels ?? true}
          showDigital={false}
          hourMode="12h"
          language={language}
          label={t('question.clockLabel')}
        />
      </Suspense>
      <div className="live-set-clock__side">
        <p>{t('question.setHint')}</p>
        <button
          type="button"
          className="button button--primary button--large live-submit"
          data-testid="tablet-primary"
          disabled={disabled}
          onClick={() => onSubmit(time)}
        >
          {busy ? t('question.sending') : t('question.submit')}
        </button>
      </div>
    </div>
  );
}
