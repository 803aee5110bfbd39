import { hourHandAngle } from '@ttc/shared-protocol/clock/angles';
import type { ClockHand } from '@ttc/shared-protocol/clock/drag';
import { readIndependentHands } from '@ttc/shared-protocol/clock/independent-hands';
import { isLanguage, type Language } from '@ttc/shared-protocol/clock/language';
import type { ClockTime } from '@ttc/shared-protocol/clock/time';
import { type KeyboardEvent, useCallback, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import type { AnalogClockProps, ClockChange, ClockHands } from './analog-clock-props';
import { ClockDial, ClockLabels, ClockTicks, HourZone } from './clock-face';
import { CENTER, LEARNING_FACE, rotateAbout, VIEWBOX_SIZE } from './clock-geometry';
import { ClockHandShape } from './clock-hands';
import { hourHandPlace, isDaytime, readoutText, timeValueText } from './clock-text';
import { DayNightHint } from './day-night-hint';
import { handKeyMove } from './hand-keys';
import { independentKeyMove } from './independent-drag';
import {
  type DragCommit,
  type DragTargets,
  hourValueNow,
  type ShownClock,
  useHandDrag,
} from './use-hand-drag';
import { useReveal } from './use-reveal';
import './analog-clock.css';

/** The default diameter in CSS px (spec: 400, 450 in the Playground, 300 in the game). */
export const DEFAULT_CLOCK_SIZE = 400;

const sameTime = (a: ClockTime, b: ClockTime) => a.hour === b.hour && a.minute === b.minute;

/**
 * The independent hour hand's angle when the parent does not control it: it starts where a
 * geared clock shows `time` and stays where the child leaves it, until `time` changes to a value
 * the clock did not report itself (a new question, a reset), which puts it back on its geared
 * place.
 */
function useOwnHourAngle(time: ClockTime) {
  const [own, setOwn] = useState(() => ({ angle: hourHandAngle(time), basis: time }));
  if (!sameTime(own.basis, time)) setOwn({ angle: hourHandAngle(time), basis: time });
  const remember = useCallback(
    (angle: number, reported: ClockTime) => setOwn({ angle, basis: reported }),
    [],
  );
  return [sameTime(own.basis, time) ? own.angle : hourHandAngle(time), remember] as const;
}

/**
 * The shared analog clock: an SVG face that scales to any size, with draggable hands (each an
 * ARIA slider with the time in words as its value), geared like a real clock or placed one by
 * one, a live digital readout, optional numerals, helper circles, minute ring and hour zone, a
 * sun/moon hint in 24-hour mode, and the hint ladder's reveal. Controlled: the parent owns
 * `time`; without onChange or onHandsChange it only displays. See AnalogClockProps.
 */
export function AnalogClock({
  time,
  onChange,
  onHandsChange,
  onDragTime,
  onDragEnd,
  size = DEFAULT_CLOCK_SIZE,
  step = 1,
  hands: mode = 'geared',
  hourAngle,
  hourHandOnly = false,
  lockedMinuteHand = false,
  hourZones = false,
  showTraditionalNumbers = false,
  showHelperCircles = true,
  minuteLabels = false,
  revealTo = null,
  showDigital = true,
  hourMode = '12h',
  period = 'am',
  language,
  label,
  className,
}: AnalogClockProps) {
  const { i18n } = useTranslation();
  const uiLanguage: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const lang = language ?? uiLanguage;
  const { t } = useTranslation('clock', { lng: lang });
  const idPrefix = useId().replace(/:/g, '');
  const independent = mode === 'independent';

  const [ownHourAngle, rememberHourAngle] = useOwnHourAngle(time);
  const placed: ShownClock = independent
    ? (() => {
        const hands = { hourAngle: hourAngle ?? ownHourAngle, minute: time.minute };
        return { time: readIndependentHands(hands.hourAngle, hands.minute).time, hands };
      })()
    : { time, hands: { hourAngle: hourHandAngle(time), minute: time.minute } };

  const reveal = useReveal(
    {
      angles: { hour: placed.hands.hourAngle, minute: placed.hands.minute * 6 },
      time: placed.time,
    },
    revealTo,
  );
  const interactive = (onChange !== undefined || onHandsChange !== undefined) && !revealTo;
  const movable: readonly ClockHand[] =
    hourHandOnly || lockedMinuteHand ? ['hour'] : ['hour', 'minute'];

  const svgRef = useRef<SVGSVGElement>(null);
  const hourRef = useRef<SVGGElement>(null);
  const minuteRef = useRef<SVGGElement>(null);
  const readoutRef = useRef<HTMLSpanElement>(null);
  const zoneRef = useRef<SVGGElement>(null);
  const targets = useMemo<DragTargets>(
    () => ({ svg: svgRef, hour: hourRef, minute: minuteRef, readout: readoutRef, zone: zoneRef }),
    [],
  );

  const report = useCallback(
    (next: ClockTime, hands: ClockHands, change: ClockChange) => {
      if (independent) {
        if (hourAngle === undefined) rememberHourAngle(hands.hourAngle, next);
        onChange?.(next, { ...change, hourAngle: hands.hourAngle });
      } else {
        onChange?.(next, change);
      }
      onHandsChange?.(hands);
    },
    [independent, hourAngle, rememberHourAngle, onChange, onHandsChange],
  );

  const onCommit = useCallback(
    ({ time: next, hands, change }: DragCommit) => report(next, hands, change),
    [report],
  );
  const onPointerDown = useHandDrag(targets, {
    mode,
    shown: placed,
    movable,
    step,
    wholeHours: hourHandOnly || lockedMinuteHand,
    hourMode,
    period,
    onCommit: interactive ? onCommit : undefined,
    onDragTime,
    onDragEnd,
  });

  const onKey = (hand: ClockHand, event: KeyboardEvent<SVGGElement>) => {
    if (!interactive || event.altKey || event.ctrlKey || event.metaKey) return;
    if (independent) {
      const move = independentKeyMove(
        placed.hands,
        hand,
        event.key,
        step,
        hourHandOnly || lockedMinuteHand,
      );
      if (!move) return;
      event.preventDefault();
      if (move.delta === 0 && move.hands.hourAngle === placed.hands.hourAngle) return;
      const next = readIndependentHands(move.hands.hourAngle, move.hands.minute).time;
      report(next, move.hands, {
        hand,
        source: 'keyboard',
        direction: move.direction,
        delta: move.delta,
      });
      return;
    }
    const move = handKeyMove(time, hand, event.key, step, hourHandOnly || lockedMinuteHand);
    if (!move) return;
    event.preventDefault();
    if (move.delta === 0) return;
    report(
      move.time,
      { hourAngle: hourHandAngle(move.time), minute: move.time.minute },
      { hand, source: 'keyboard', direction: move.direction, delta: move.delta },
    );
  };

  // While revealing, the hands and readout follow the sweep; otherwise what the hands show.
  const shownTime = reveal?.time ?? placed.time;
  const angles = reveal?.angles ?? {
    hour: placed.hands.hourAngle,
    minute: placed.hands.minute * 6,
  };
  const valueText = timeValueText(revealTo ?? placed.time, lang, hourMode, period);
  const readout = readoutText(shownTime, hourMode, period);
  const clockName = label ?? t('clock');

  const hourValueText = () => {
    const place = hourHandPlace(placed.hands.hourAngle);
    switch (place.kind) {
      case 'on':
        return t('hourHandOn', { hour: place.hour });
      case 'justAfter':
        return t('hourHandJustAfter', { hour: place.hour });
      case 'halfway':
        return t('hourHandHalfway', { hour: place.hour, next: place.next });
      case 'nearly':
        return t('hourHandNearly', { next: place.next });
    }
  };

  const slider = (hand: ClockHand) => {
    if (!interactive || !movable.includes(hand)) return undefined;
    const onKeyDown = (event: KeyboardEvent<SVGGElement>) => onKey(hand, event);
    const name = t(hand === 'hour' ? 'hourHand' : 'minuteHand');
    if (hand === 'minute') {
      return {
        name,
        valueNow: placed.hands.minute,
        valueMin: 0,
        valueMax: 59,
        valueText: independent ? t('minuteHandValue', { count: placed.hands.minute }) : valueText,
        onKeyDown,
      };
    }
    return {
      name,
      valueNow: hourValueNow(placed),
      valueMin: 1,
      valueMax: 12,
      valueText: independent ? hourValueText() : valueText,
      onKeyDown,
    };
  };

  const classes = [
    'analog-clock',
    interactive ? 'is-interactive' : '',
    revealTo ? 'is-revealing' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');

  // Interactive: a named group holding the sliders. Display-only: the SVG is one image.
  const groupRole = interactive ? { role: 'group', 'aria-label': clockName } : {};

  return (
    <div className={classes} style={{ maxWidth: size }} {...groupRole}>
      <svg
        ref={svgRef}
        className="analog-clock__svg"
        viewBox={`0 0 ${VIEWBOX_SIZE} ${VIEWBOX_SIZE}`}
        role={interactive ? undefined : 'img'}
        aria-label={interactive ? undefined : `${clockName}: ${valueText}`}
        onPointerDown={interactive ? onPointerDown : undefined}
      >
        <ClockDial idPrefix={idPrefix} />
        {hourZones && <HourZone hour={shownTime.hour} zoneRef={zoneRef} />}
        <ClockTicks />
        {hourMode === '24h' && (
          <DayNightHint
            daytime={isDaytime(shownTime, period)}
            label={isDaytime(shownTime, period) ? t('daytime') : t('nightTime')}
          />
        )}
        <ClockHandShape
          kind="hour"
          handRef={hourRef}
          transform={rotateAbout(angles.hour)}
          slider={slider('hour')}
        />
        {!hourHandOnly && (
          <ClockHandShape
            kind="minute"
            handRef={minuteRef}
            transform={rotateAbout(angles.minute)}
            slider={slider('minute')}
            length={minuteLabels ? LEARNING_FACE.minuteHandLength : undefined}
          />
        )}
        <ClockLabels
          showTraditionalNumbers={showTraditionalNumbers}
          showHelperCircles={showHelperCircles}
          minuteLabels={minuteLabels}
        />
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <g> is never focusable. */}
        <g aria-hidden="true">
          <circle className="analog-clock__hub" cx={CENTER} cy={CENTER} r={6} />
          <circle className="analog-clock__hub-dot" cx={CENTER} cy={CENTER} r={2.5} />
        </g>
      </svg>
      {showDigital && (
        <p className="analog-clock__readout">
          <span ref={readoutRef} className="analog-clock__digits">
            {readout}
          </span>
        </p>
      )}
    </div>
  );
}
