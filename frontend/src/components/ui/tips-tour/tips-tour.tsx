import {
  type CSSProperties,
  type KeyboardEvent,
  type RefObject,
  useEffect,
  useId,
  useRef,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../../lib/i18n';
import type { TipPlacement } from './place-tip';
import type { TipsStep } from './tips-step';
import { useTipPlacement } from './use-tip-placement';
import type { TipsTourController } from './use-tips-tour';
import './tips-tour.css';

export type TipsTourProps = {
  /** The steps, already translated. */
  steps: readonly TipsStep[];
  /** From useTipsTour. */
  tour: TipsTourController;
};

/**
 * A tips tour (spec sections 3 and 4): each step dims the page, rings its target and points at
 * it from a small dialog with Back (disabled on the first step), Next, Skip and, on the last
 * step, Complete. Focus moves into the dialog and stays there, Escape skips, and focus returns
 * to where it was when the tour closes. The screen must load the `tour` namespace.
 */
export function TipsTour({ steps, tour }: TipsTourProps) {
  if (!tour.isOpen || steps.length === 0) return null;
  return createPortal(<TourDialog steps={steps} tour={tour} />, document.body);
}

const FOCUSABLE = 'button:not(:disabled), [href], [tabindex]:not([tabindex="-1"])';

function TourDialog({ steps, tour }: TipsTourProps) {
  const { t } = useTranslation('tour');
  const titleId = useId();
  const contentId = useId();
  const card = useRef<HTMLDivElement>(null);
  const primary = useRef<HTMLButtonElement>(null);
  const index = Math.min(Math.max(tour.stepIndex, 0), steps.length - 1);
  const step = steps[index] as TipsStep;
  const isFirst = index === 0;
  const isLast = index === steps.length - 1;
  const placement = useTipPlacement(step, card);

  useFocusInside(card, primary);
  // After Back reaches the first step, the focused Back button is disabled and focus falls out:
  // bring it back to the main button.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each step change on purpose.
  useEffect(() => {
    const active = document.activeElement;
    const lost = active instanceof HTMLButtonElement && active.disabled;
    if (lost || !card.current?.contains(active)) primary.current?.focus();
  }, [index]);

  // Escape skips the tour wherever focus is (it can only be inside, but the page may be odd).
  const { skip } = tour;
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      skip();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [skip]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !card.current) return;
    const focusable = [...card.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const side = placement?.side ?? 'center';
  const ring = placement?.highlight ?? null;
  return (
    <div className="tips-tour" data-side={side}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a tap on the dimmed page only keeps focus in the dialog. */}
      <div
        className={ring ? 'tips-tour__blocker' : 'tips-tour__blocker tips-tour__blocker--dim'}
        onMouseDown={(event) => event.preventDefault()}
      />
      {ring && (
        <div
          className="tips-tour__ring"
          style={{ top: ring.top, left: ring.left, width: ring.width, height: ring.height }}
        />
      )}
      <div
        ref={card}
        className="tips-tour__card"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={contentId}
        data-step={step.id}
        style={cardStyle(placement)}
        onKeyDown={onKeyDown}
      >
        {placement?.arrowOffset != null && (
          <span className="tips-tour__arrow" style={arrowStyle(placement)} aria-hidden="true" />
        )}
        {/* A new step is read out; the first one is read as the dialog opens. */}
        <div aria-live="polite" aria-atomic="true">
          <p className="tips-tour__count">
            {t('stepOf', { current: index + 1, total: steps.length })}
          </p>
          <h2 className="tips-tour__title" id={titleId}>
            {step.title}
          </h2>
          <p className="tips-tour__content" id={contentId}>
            {step.content}
          </p>
        </div>
        <ol className="tips-tour__dots" aria-hidden="true">
          {steps.map((s, i) => (
            <li
              key={s.id}
              className={i === index ? 'tips-tour__dot is-current' : 'tips-tour__dot'}
            />
          ))}
        </ol>
        <div className="tips-tour__actions">
          {!isLast && (
            <button type="button" className="button button--ghost tips-tour__skip" onClick={skip}>
              {t('skip')}
            </button>
          )}
          <button type="button" className="button" onClick={tour.back} disabled={isFirst}>
            {t('back')}
          </button>
          <button
            ref={primary}
            type="button"
            className="button button--primary"
            onClick={isLast ? tour.complete : tour.next}
          >
            {isLast ? t('complete') : t('next')}
          </button>
        </div>
      </div>
    </div>
  );
}

/**
 * Moves focus to `initial` when the dialog opens, pulls it back whenever it lands outside
 * `container`, and returns it to the element that had it before once the dialog closes.
 */
function useFocusInside(
  container: RefObject<HTMLElement | null>,
  initial: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    initial.current?.focus();
    const onFocusIn = (event: FocusEvent) => {
      if (container.current && !container.current.contains(event.target as Node)) {
        initial.current?.focus();
      }
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, [container, initial]);
}

function cardStyle(placement: TipPlacement | null): CSSProperties {
  // Until the first measurement (the same frame) the card is transparent; not hidden, since a
  // hidden element cannot take the focus the dialog moves into it.
  if (!placement) return { top: 0, left: 0, opacity: 0 };
  return { top: placement.top, left: placement.left };
}

function arrowStyle({ side, arrowOffset }: TipPlacement): CSSProperties {
  return side === 'top' || side === 'bottom'
    ? { left: arrowOffset ?? 0 }
    : { top: arrowOffset ?? 0 };
}
