import { type ReactNode, type RefObject, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useModalFocus } from '../../../components/ui/modal/use-modal-focus';

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

  const onKeyDown = useModalFocus(panel, { initialFocus, onEscape: onDismiss });

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
