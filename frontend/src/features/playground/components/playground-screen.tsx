import type { Language } from '@ttc/shared-protocol/clock/language';
import type { ClockTime } from '@ttc/shared-protocol/clock/time';
import { toClockTime } from '@ttc/shared-protocol/clock/time';
import { type CSSProperties, useCallback, useEffect, useMemo, useReducer } from 'react';
import { Link } from 'react-router';
import { AnalogClock } from '../../../components/clock/analog-clock';
import type { ClockChange } from '../../../components/clock/analog-clock-props';
import { LazyTipsTour } from '../../../components/ui/tips-tour/lazy-tips-tour';
import { useTipsTour } from '../../../components/ui/tips-tour/use-tips-tour';
import { paths } from '../../../config/paths';
import { useAuthUser } from '../../../lib/api/get-auth-user';
import { finishPlaygroundRestore } from '../../../lib/guest-progress/guest-progress';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { AppBackground } from '../../../lib/settings/app-background';
import { useSettings } from '../../../lib/settings/use-settings';
import { usePageTitle } from '../../../lib/use-page-title';
import { loadClockLanguage } from '../clock-language';
import { useLiveTimeStore } from '../hooks/use-live-time';
import { useMediaQuery } from '../hooks/use-media-query';
import { initialPlaygroundClock, isTracking, playgroundClockReducer } from '../playground-clock';
import {
  PlaygroundStorageKey,
  readPlaygroundSettings,
  savePlaygroundClockTime,
  sharedPlaygroundPatch,
  withTraditionalNumbers,
} from '../playground-storage';
import { playgroundTips } from '../playground-tips';
import { hasSubscription } from '../subscription';
import { ClockOptions } from './clock-options';
import { RotateNotice } from './rotate-notice';
import { TimePassedCard } from './time-passed-card';
import { TimeWords } from './time-words';
import './playground.css';

/**
 * Upright and narrow: a phone or tablet held in portrait. A desktop window taller than wide is
 * only "portrait" when it is also narrow, so a smartboard (even one mounted upright) never is.
 */
export const PORTRAIT_QUERY = '(max-aspect-ratio: 5/6) and (max-width: 1024px)';
/** Big screens (smartboards) get a bigger clock. */
const LARGE_SCREEN_QUERY = '(min-width: 1600px) and (min-height: 960px)';
const CLOCK_SIZE = 450;
const LARGE_CLOCK_SIZE = 620;

export type PlaygroundScreenProps = {
  /** The real current time, for Reset; tests pass their own. */
  now?: () => Date;
};

const realNow = () => new Date();

function toFaceTime(date: Date): ClockTime {
  return toClockTime({ hour: date.getHours(), minute: date.getMinutes() });
}

/**
 * /playground (spec sections 2 and 4): a big draggable clock with its time in words, Set Start
 * Time / Reset and the time passed, face and language options, the 8-step tips tour on the
 * first visit, and a rotate-your-device notice in portrait.
 */
export function PlaygroundScreen({ now = realNow }: PlaygroundScreenProps) {
  const { t } = useTranslation('playground');
  const { t: tourT } = useTranslation('tour');
  const { user } = useAuthUser();
  usePageTitle(t('title'));

  // The face and the clock's language are the app's shared settings (/settings and the Student
  // Game change them too, and they follow the account); the clock's time stays on this device.
  const { settings: shared, update } = useSettings();
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again whenever the shared settings change
  const settings = useMemo(() => readPlaygroundSettings(currentLanguage()), [shared]);
  const [clock, dispatch] = useReducer(
    playgroundClockReducer,
    settings.clockTime,
    initialPlaygroundClock,
  );
  const live = useLiveTimeStore(clock.clockTime);
  const portrait = useMediaQuery(PORTRAIT_QUERY);
  const large = useMediaQuery(LARGE_SCREEN_QUERY);
  const tour = useTipsTour(PlaygroundStorageKey.tips, { autoStart: !portrait });
  const steps = useMemo(() => playgroundTips(t), [t]);

  useEffect(() => {
    savePlaygroundClockTime(clock.clockTime);
  }, [clock.clockTime]);

  // A language chosen elsewhere (another screen, another device) has its clock texts loaded here.
  useEffect(() => {
    loadClockLanguage(settings.language).catch((error: unknown) =>
      console.warn('Could not load the clock language.', error),
    );
  }, [settings.language]);

  // Back here after the guest gate's sign-up: nothing to bring back, so the restore just ends.
  useEffect(() => finishPlaygroundRestore(), []);

  const onClockChange = useCallback(
    (time: ClockTime, change: ClockChange) => {
      dispatch({ type: 'move', time, delta: change.delta });
      live.set(null);
    },
    [live],
  );
  const onLanguage = (language: Language) => {
    loadClockLanguage(language)
      .catch((error: unknown) => console.warn('Could not load the clock language.', error))
      .finally(() => update({ language }));
  };

  const tracking = isTracking(clock);
  const showSubscribe = user !== null && !hasSubscription(user);
  const size = large ? LARGE_CLOCK_SIZE : CLOCK_SIZE;

  return (
    <AppBackground settings={shared} panelClassName="page playground">
      <header className="playground__header">
        <h1 className="playground__title">{t('title')}</h1>
        {!portrait && (
          <button type="button" className="button" onClick={tour.start}>
            <TipsIcon />
            {tourT('replay')}
          </button>
        )}
        {showSubscribe && (
          <Link className="button button--primary" to={paths.pricing.getHref()}>
            {t('actions.subscribe')}
          </Link>
        )}
      </header>

      {portrait ? (
        <RotateNotice />
      ) : (
        <div className="playground__stage">
          <div
            className="playground__clock"
            data-tour="clock"
            style={{ '--clock-size': `${size}px` } as CSSProperties}
          >
            <AnalogClock
              time={clock.clockTime}
              onChange={onClockChange}
              onDragTime={live.set}
              size={size}
              step={1}
              hourHandOnly={settings.hourHandOnly}
              showTraditionalNumbers={settings.showTraditionalNumbers}
              showHelperCircles={settings.showHelperCircles}
              language={settings.language}
              label={t('clockLabel')}
            />
          </div>

          <div className="playground__panel">
            <TimeWords
              time={clock.clockTime}
              live={live}
              language={settings.language}
              voice={{ on: shared.voiceReading, speed: shared.readingSpeed }}
            />
            <TimePassedCard clock={clock} live={live} language={settings.language} />
            <div className="playground__actions">
              <button
                type="button"
                className="button button--primary button--large"
                data-tour="set-start"
                data-state={tracking ? 'set' : undefined}
                onClick={() => dispatch({ type: 'setStart' })}
              >
                {tracking && <CheckIcon />}
                {tracking ? t('actions.timeSet') : t('actions.setStart')}
              </button>
              <button
                type="button"
                className="button button--large"
                data-tour="reset"
                onClick={() => dispatch({ type: 'reset', now: toFaceTime(now()) })}
              >
                {t('actions.reset')}
              </button>
            </div>
            <ClockOptions
              settings={settings}
              onTraditionalNumbers={(on) =>
                update(sharedPlaygroundPatch(withTraditionalNumbers(settings, on)))
              }
              onHelperCircles={(on) => update({ showHelperCircles: on })}
              onHourHandOnly={(on) => update({ hourHandOnly: on })}
              onLanguage={onLanguage}
            />
          </div>
          <LazyTipsTour steps={steps} tour={tour} />
        </div>
      )}
    </AppBackground>
  );
}

function TipsIcon() {
  return (
    <svg className="button__icon" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2.4" />
      <path d="M12 11v6" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
      <circle cx="12" cy="7.3" r="1.6" fill="currentColor" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg className="button__icon" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M5 12.5l4.5 4.5L19 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
