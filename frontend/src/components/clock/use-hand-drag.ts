import { hourHandAngle, pointToAngle } from '@ttc/shared-protocol/clock/angles';
import type { ClockHand } from '@ttc/shared-protocol/clock/drag';
import type { HourMode } from '@ttc/shared-protocol/clock/format';
import { readIndependentHands } from '@ttc/shared-protocol/clock/independent-hands';
import type { MinuteStep } from '@ttc/shared-protocol/clock/snap';
import type { ClockTime, DayPeriod } from '@ttc/shared-protocol/clock/time';
import {
  type PointerEvent as ReactPointerEvent,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
} from 'react';
import type { ClockChange, ClockHands, HandsMode } from './analog-clock-props';
import { zoneTransform } from './clock-face';
import { CENTER, clientToViewBox, distanceFromCenter, rotateAbout } from './clock-geometry';
import { periodAfterMove, readoutText } from './clock-text';
import {
  type HandDrag,
  handDragDelta,
  handDragDirection,
  moveHandDrag,
  startHandDrag,
} from './hand-drag';
import { pickHand } from './hit-test';
import {
  type IndependentDrag,
  independentDragDirection,
  moveIndependentDrag,
  startIndependentDrag,
} from './independent-drag';

/** Pointer positions this close to the centre (viewBox units) have no reliable direction. */
export const DEAD_ZONE = 7;

/** The DOM nodes a drag writes to directly. */
export type DragTargets = {
  svg: RefObject<SVGSVGElement | null>;
  hour: RefObject<SVGGElement | null>;
  minute: RefObject<SVGGElement | null>;
  readout: RefObject<HTMLElement | null>;
  /** The hour zone, when shown: it turns with the hour hand. */
  zone: RefObject<SVGGElement | null>;
};

/** What the clock shows: the time read from it and where both hands point. */
export type ShownClock = { time: ClockTime; hands: ClockHands };

/** A drag that changed the clock, as the clock reports it. */
export type DragCommit = ShownClock & { change: ClockChange };

/** The props a drag reads; the latest ones are used at every step. */
export type DragConfig = {
  mode: HandsMode;
  /** What the clock shows now (what React last rendered). */
  shown: ShownClock;
  /** The hands a pointer can grab. */
  movable: readonly ClockHand[];
  step: MinuteStep;
  /** Geared only: the hour hand moves in whole hours (the minute hand is hidden or locked). */
  wholeHours: boolean;
  hourMode: HourMode;
  period: DayPeriod;
  /** Without it the clock is display-only and pointers do nothing. */
  onCommit: ((commit: DragCommit) => void) | undefined;
  onDragTime: ((time: ClockTime) => void) | undefined;
  onDragEnd: (() => void) | undefined;
};

/** A drag of either kind of clock. */
type AnyDrag = { kind: 'geared'; drag: HandDrag } | { kind: 'independent'; drag: IndependentDrag };

function shownBy(d: AnyDrag): ShownClock {
  if (d.kind === 'geared') {
    const { time } = d.drag;
    return { time, hands: { hourAngle: hourHandAngle(time), minute: time.minute } };
  }
  const { hands } = d.drag;
  return { time: readIndependentHands(hands.hourAngle, hands.minute).time, hands };
}

/** Changes with every move that changed something, so a frame knows whether to paint. */
function versionOf(d: AnyDrag): object {
  return d.kind === 'geared' ? d.drag.time : d.drag.hands;
}

function moveDrag(d: AnyDrag, angle: number): AnyDrag {
  return d.kind === 'geared'
    ? { kind: 'geared', drag: moveHandDrag(d.drag, angle) }
    : { kind: 'independent', drag: moveIndependentDrag(d.drag, angle) };
}

function deltaOf(d: AnyDrag): number {
  return d.kind === 'geared' ? handDragDelta(d.drag) : d.drag.net;
}

/** Whether the drag left the hands anywhere else than where it found them. */
function changed(d: AnyDrag): boolean {
  if (d.kind === 'geared') return handDragDelta(d.drag) !== 0;
  const { start, hands } = d.drag;
  return hands.hourAngle !== start.hourAngle || hands.minute !== start.minute;
}

/**
 * The hour slider's aria-valuenow: the hour the clock shows (1-12), in either mode. With
 * independent hands it is the hour a reader of the hands says (readIndependentHands); the value
 * text says where between the numerals the hand is. It was the hours turned (0-12, 4.08 ...),
 * which said 0 for a hand on 12 and changed without the hour changing.
 */
export function hourValueNow(shown: ShownClock): number {
  return shown.time.hour;
}

type ActiveDrag = {
  pointerId: number;
  drag: AnyDrag;
  /** The SVG's client box, read once at the start so moves never force a layout. */
  box: DOMRect;
  frame: number;
  painted: object;
  detach: () => void;
};

/** Writes the hands, the hour zone, the readout and the sliders' values straight to the DOM. */
function paint(targets: DragTargets, shown: ShownClock, hourMode: HourMode, period: DayPeriod) {
  const hour = targets.hour.current;
  const minute = targets.minute.current;
  hour?.setAttribute('transform', rotateAbout(shown.hands.hourAngle));
  minute?.setAttribute('transform', rotateAbout(shown.hands.minute * 6));
  if (hour?.hasAttribute('aria-valuenow')) {
    hour.setAttribute('aria-valuenow', String(hourValueNow(shown)));
  }
  if (minute?.hasAttribute('aria-valuenow')) {
    minute.setAttribute('aria-valuenow', String(shown.hands.minute));
  }
  const zone = targets.zone.current;
  if (zone) {
    zone.setAttribute('transform', zoneTransform(shown.time.hour));
    zone.setAttribute('data-hour', String(shown.time.hour));
  }
  const readout = targets.readout.current;
  if (readout) readout.textContent = readoutText(shown.time, hourMode, period);
}

/**
 * Pointer dragging of the clock's hands (mouse, touch, pen) without a React render per event:
 * each pointer move updates a pure drag (HandDrag for geared hands, IndependentDrag otherwise),
 * one requestAnimationFrame callback per frame writes the hands' transforms, the hour zone and
 * the readout, and onCommit runs once on release. The pointer is captured, so a drag that
 * wanders off the clock keeps turning the hand until it is released. A second pointer is
 * ignored; pointercancel, a lost capture or an unmount end the drag (the first two commit the
 * time reached, an unmount drops it).
 *
 * Returns the SVG's onPointerDown handler.
 */
export function useHandDrag(
  targets: DragTargets,
  config: DragConfig,
): (event: ReactPointerEvent<SVGSVGElement>) => void {
  const configRef = useRef(config);
  useLayoutEffect(() => {
    configRef.current = config;
  });
  const active = useRef<ActiveDrag | null>(null);

  const end = useCallback(
    (commit: boolean) => {
      const current = active.current;
      if (!current) return;
      active.current = null;
      current.detach();
      if (current.frame) cancelAnimationFrame(current.frame);
      const svg = targets.svg.current;
      svg?.classList.remove('is-dragging');
      targets[current.drag.drag.hand].current?.classList.remove('is-grabbed');
      if (svg?.hasPointerCapture?.(current.pointerId)) svg.releasePointerCapture(current.pointerId);
      const cfg = configRef.current;
      // Put back what React last rendered, so React's next render (with the committed time, or
      // without when the parent keeps its time) is what the DOM shows.
      paint(targets, cfg.shown, cfg.hourMode, cfg.period);
      const delta = deltaOf(current.drag);
      if (commit && changed(current.drag)) {
        const reached = shownBy(current.drag);
        cfg.onCommit?.({
          ...reached,
          change: {
            hand: current.drag.drag.hand,
            source: 'drag',
            direction:
              current.drag.kind === 'geared'
                ? handDragDirection(current.drag.drag)
                : independentDragDirection(current.drag.drag),
            delta,
          },
        });
      }
      if (commit) cfg.onDragEnd?.();
    },
    [targets],
  );

  useEffect(() => () => end(false), [end]);

  return useCallback(
    (event: ReactPointerEvent<SVGSVGElement>) => {
      const svg = targets.svg.current;
      const cfg = configRef.current;
      if (active.current || !svg || !cfg.onCommit) return;
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      const box = svg.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return;
      const point = clientToViewBox(event.clientX, event.clientY, box);
      const angles = { hour: cfg.shown.hands.hourAngle, minute: cfg.shown.hands.minute * 6 };
      const hand = pickHand(point, angles, cfg.movable);
      if (!hand) return;
      event.preventDefault();
      targets[hand].current?.focus({ preventScroll: true });
      const pointerId = event.pointerId;
      try {
        svg.setPointerCapture(pointerId);
      } catch {
        // Not an active pointer any more (or a synthetic event): pointerleave then ends the drag.
      }

      const onFrame = () => {
        const current = active.current;
        if (!current) return;
        current.frame = 0;
        const version = versionOf(current.drag);
        if (version === current.painted) return;
        current.painted = version;
        const live = configRef.current;
        const reached = shownBy(current.drag);
        const period =
          current.drag.kind === 'geared'
            ? periodAfterMove(live.shown.time, live.period, deltaOf(current.drag))
            : live.period;
        paint(targets, reached, live.hourMode, period);
        live.onDragTime?.(reached.time);
      };
      const onMove = (e: PointerEvent) => {
        const current = active.current;
        if (!current || e.pointerId !== current.pointerId) return;
        // Every coalesced position counts, so a fast flick never skips half a turn at once.
        const samples = e.getCoalescedEvents?.() ?? [];
        for (const sample of samples.length > 0 ? samples : [e]) {
          const p = clientToViewBox(sample.clientX, sample.clientY, current.box);
          if (distanceFromCenter(p) < DEAD_ZONE) continue;
          current.drag = moveDrag(current.drag, pointToAngle(p.x, p.y, CENTER, CENTER));
        }
        if (!current.frame && versionOf(current.drag) !== current.painted) {
          current.frame = requestAnimationFrame(onFrame);
        }
      };
      const onUp = (e: PointerEvent) => {
        if (e.pointerId === active.current?.pointerId) end(true);
      };
      const onLeave = (e: PointerEvent) => {
        if (e.pointerId === active.current?.pointerId && !svg.hasPointerCapture?.(e.pointerId)) {
          end(true);
        }
      };
      svg.addEventListener('pointermove', onMove);
      svg.addEventListener('pointerup', onUp);
      svg.addEventListener('pointercancel', onUp);
      svg.addEventListener('lostpointercapture', onUp);
      svg.addEventListener('pointerleave', onLeave);
      svg.classList.add('is-dragging');
      targets[hand].current?.classList.add('is-grabbed');
      const drag: AnyDrag =
        cfg.mode === 'geared'
          ? {
              kind: 'geared',
              drag: startHandDrag(hand, cfg.shown.time, cfg.step, cfg.wholeHours),
            }
          : { kind: 'independent', drag: startIndependentDrag(hand, cfg.shown.hands, cfg.step) };
      active.current = {
        pointerId,
        drag,
        box,
        frame: 0,
        painted: versionOf(drag),
        detach: () => {
          svg.removeEventListener('pointermove', onMove);
          svg.removeEventListener('pointerup', onUp);
          svg.removeEventListener('pointercancel', onUp);
          svg.removeEventListener('lostpointercapture', onUp);
          svg.removeEventListener('pointerleave', onLeave);
        },
      };
    },
    [targets, end],
  );
}
