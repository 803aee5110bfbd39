import { handAngles, pointToAngle } from '@ttc/shared-protocol/clock/angles';
import type { ClockHand } from '@ttc/shared-protocol/clock/drag';
import type { HourMode } from '@ttc/shared-protocol/clock/format';
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
import type { ClockChange } from './analog-clock-props';
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

/** Pointer positions this close to the centre (viewBox units) have no reliable direction. */
export const DEAD_ZONE = 7;

/** The DOM nodes a drag writes to directly. */
export type DragTargets = {
  svg: RefObject<SVGSVGElement | null>;
  hour: RefObject<SVGGElement | null>;
  minute: RefObject<SVGGElement | null>;
  readout: RefObject<HTMLElement | null>;
};

/** The props a drag reads; the latest ones are used at every step. */
export type DragConfig = {
  time: ClockTime;
  step: MinuteStep;
  hourHandOnly: boolean;
  hourMode: HourMode;
  period: DayPeriod;
  onChange: ((time: ClockTime, change: ClockChange) => void) | undefined;
  onDragTime: ((time: ClockTime) => void) | undefined;
  onDragEnd: (() => void) | undefined;
};

type ActiveDrag = {
  pointerId: number;
  drag: HandDrag;
  /** The SVG's client box, read once at the start so moves never force a layout. */
  box: DOMRect;
  frame: number;
  painted: ClockTime;
  detach: () => void;
};

/** Writes the hands, the readout and the sliders' values straight to the DOM. */
function paint(targets: DragTargets, time: ClockTime, hourMode: HourMode, period: DayPeriod) {
  const angles = handAngles(time);
  const hour = targets.hour.current;
  const minute = targets.minute.current;
  hour?.setAttribute('transform', rotateAbout(angles.hour));
  minute?.setAttribute('transform', rotateAbout(angles.minute));
  if (hour?.hasAttribute('aria-valuenow')) hour.setAttribute('aria-valuenow', String(time.hour));
  if (minute?.hasAttribute('aria-valuenow')) {
    minute.setAttribute('aria-valuenow', String(time.minute));
  }
  const readout = targets.readout.current;
  if (readout) readout.textContent = readoutText(time, hourMode, period);
}

/**
 * Pointer dragging of the clock's hands (mouse, touch, pen) without a React render per event:
 * each pointer move updates a pure HandDrag, one requestAnimationFrame callback per frame writes
 * the hands' transforms and the readout, and onChange runs once on release. The pointer is
 * captured, so a drag that wanders off the clock keeps turning the hand until it is released.
 * A second pointer is ignored; pointercancel, a lost capture or an unmount end the drag (the
 * first two commit the time reached, an unmount drops it).
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
      targets[current.drag.hand].current?.classList.remove('is-grabbed');
      if (svg?.hasPointerCapture?.(current.pointerId)) svg.releasePointerCapture(current.pointerId);
      const cfg = configRef.current;
      // Put back what React last rendered, so React's next render (with the committed time, or
      // without when the parent keeps its time) is what the DOM shows.
      paint(targets, cfg.time, cfg.hourMode, cfg.period);
      const delta = handDragDelta(current.drag);
      if (commit && delta !== 0) {
        cfg.onChange?.(current.drag.time, {
          hand: current.drag.hand,
          source: 'drag',
          direction: handDragDirection(current.drag),
          delta,
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
      if (active.current || !svg || !cfg.onChange) return;
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      const box = svg.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return;
      const point = clientToViewBox(event.clientX, event.clientY, box);
      const hands: readonly ClockHand[] = cfg.hourHandOnly ? ['hour'] : ['hour', 'minute'];
      const hand = pickHand(point, handAngles(cfg.time), hands);
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
        const time = current.drag.time;
        if (time === current.painted) return;
        current.painted = time;
        const live = configRef.current;
        const period = periodAfterMove(live.time, live.period, handDragDelta(current.drag));
        paint(targets, time, live.hourMode, period);
        live.onDragTime?.(time);
      };
      const onMove = (e: PointerEvent) => {
        const current = active.current;
        if (!current || e.pointerId !== current.pointerId) return;
        // Every coalesced position counts, so a fast flick never skips half a turn at once.
        const samples = e.getCoalescedEvents?.() ?? [];
        for (const sample of samples.length > 0 ? samples : [e]) {
          const p = clientToViewBox(sample.clientX, sample.clientY, current.box);
          if (distanceFromCenter(p) < DEAD_ZONE) continue;
          current.drag = moveHandDrag(current.drag, pointToAngle(p.x, p.y, CENTER, CENTER));
        }
        if (!current.frame && current.drag.time !== current.painted) {
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
      active.current = {
        pointerId,
        drag: startHandDrag(hand, cfg.time, cfg.step, cfg.hourHandOnly),
        box,
        frame: 0,
        painted: cfg.time,
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
