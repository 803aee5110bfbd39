import { handAngles } from '@ttc/shared-protocol/clock/angles';
import type { ClockHand } from '@ttc/shared-protocol/clock/drag';
import { isLanguage, type Language } from '@ttc/shared-protocol/clock/language';
import { type KeyboardEvent, useCallback, useId, useMemo, useRef } from 'react';
import { useTranslation } from '../../lib/i18n';
import type { AnalogClockProps } from './analog-clock-props';
import { ClockDial, ClockLabels } from './clock-face';
import { CENTER, rotateAbout, VIEWBOX_SIZE } from './clock-geometry';
import { ClockHandShape } from './clock-hands';
import { isDaytime, readoutText, timeValueText } from './clock-text';
import { DayNightHint } from './day-night-hint';
import { handKeyMove } from './hand-keys';
import { type DragTargets, useHandDrag } from './use-hand-drag';
import './analog-clock.css';

/** The default diameter in CSS px (spec: 400, 450 in the Playground, 300 in the game). */
export const DEFAULT_CLOCK_SIZE = 400;

/**
 * The shared analog clock: an SVG face that scales to any size, with draggable, geared hands
 * (each an ARIA slider with the time in words as its value), a live digital readout, optional
 * numerals or helper circles, and a sun/moon hint in 24-hour mode. Controlled: the parent owns
 * `time`; without `onChange` it only displays. See AnalogClockProps.
 */
export function AnalogClock({
  time,
  onChange,
  onDragTime,
  onDragEnd,
  size = DEFAULT_CLOCK_SIZE,
  step = 1,
  hourHandOnly = false,
  showTraditionalNumbers = false,
  showHelperCircles = true,
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
  const interactive = onChange !== undefined;

  const svgRef = useRef<SVGSVGElement>(null);
  const hourRef = useRef<SVGGElement>(null);
  const minuteRef = useRef<SVGGElement>(null);
  const readoutRef = useRef<HTMLSpanElement>(null);
  const targets = useMemo<DragTargets>(
    () => ({ svg: svgRef, hour: hourRef, minute: minuteRef, readout: readoutRef }),
    [],
  );
  const onPointerDown = useHandDrag(targets, {
    time,
    step,
    hourHandOnly,
    hourMode,
    period,
    onChange,
    onDragTime,
    onDragEnd,
  });

  const onKey = useCallback(
    (hand: ClockHand, event: KeyboardEvent<SVGGElement>) => {
      if (!onChange || event.altKey || event.ctrlKey || event.metaKey) return;
      const move = handKeyMove(time, hand, event.key, step, hourHandOnly);
      if (!move) return;
      event.preventDefault();
      if (move.delta === 0) return;
      onChange(move.time, {
        hand,
        source: 'keyboard',
        direction: move.direction,
        delta: move.delta,
      });
    },
    [onChange, time, step, hourHandOnly],
  );

  const angles = handAngles(time);
  const valueText = timeValueText(time, lang, hourMode, period);
  const readout = readoutText(time, hourMode, period);
  const clockName = label ?? t('clock');

  const slider = (hand: ClockHand) =>
    interactive
      ? {
          name: t(hand === 'hour' ? 'hourHand' : 'minuteHand'),
          valueNow: hand === 'hour' ? time.hour : time.minute,
          valueMin: hand === 'hour' ? 1 : 0,
          valueMax: hand === 'hour' ? 12 : 59,
          valueText,
          onKeyDown: (event: KeyboardEvent<SVGGElement>) => onKey(hand, event),
        }
      : undefined;

  const classes = ['analog-clock', interactive ? 'is-interactive' : '', className ?? '']
    .filter(Boolean)
    .join(' ');

  // Interactive: a named group holding the two sliders. Display-only: the SVG is one image.
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
        {hourMode === '24h' && (
          <DayNightHint
            daytime={isDaytime(time, period)}
            label={isDaytime(time, period) ? t('daytime') : t('nightTime')}
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
          />
        )}
        <ClockLabels
          showTraditionalNumbers={showTraditionalNumbers}
          showHelperCircles={showHelperCircles}
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
