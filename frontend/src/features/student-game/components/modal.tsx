import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';

type ModalProps = {
  /** id of the element naming the dialog (its title). */
  labelledBy: string;
  /** id of the element describing it, if any. */
  describedBy?: string;
  /**
   * Called on Escape and on a click on the backdrop. Without it the dialog can only be left
   * through its own buttons (the feedback dialog: spec section 2, "cannot be dismissed by
   * clicking outside").
   */
  onDismiss?: () => void;
  /** Gets focus when the dialog opens (else the dialog itself). */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
};

const FOCUSABLE =
  'button:not(:disabled), [href], input:not(:disabled), select:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog over the page: the rest of the app is inert while it is open, Tab stays
 * inside, and focus returns to where it was when it closes.
 */
export function Modal({
  labelledBy,
  describedBy,
  onDismiss,
  initialFocus,
  className,
  children,
}: ModalProps) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.getElementById('root');
    const wasInert = root?.inert ?? false;
    if (root) root.inert = true;
    (initialFocus?.current ?? panel.current)?.focus();
    return () => {
      if (root) root.inert = wasInert;
      previous?.focus({ preventScroll: true });
    };
  }, [initialFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onDismiss?.();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="game-modal">
      <div
        className="game-modal__backdrop"
        aria-hidden="true"
        onClick={onDismiss}
        onKeyDown={undefined}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={['game-modal__panel', className].filter(Boolean).join(' ')}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
