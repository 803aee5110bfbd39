import { type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useModalFocus } from '../modal/use-modal-focus';
import './confirm-dialog.css';

type Props = {
  title: string;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** Escape, the backdrop and the cancel button. */
  onCancel: () => void;
  /** While the action runs: both buttons wait. */
  busy?: boolean;
  /** Why the action failed, shown in the dialog (it stays open to try again). */
  error?: string | null;
  /** The action destroys something: the confirm button is red. */
  destructive?: boolean;
  /** The confirm button waits for something (an address typed to confirm). */
  confirmDisabled?: boolean;
  /** The confirm button's data-testid, for browser tests. */
  confirmTestId?: string;
};

/**
 * "Are you sure?" as a modal alert dialog (not the browser's confirm(), which cannot be styled,
 * translated as a whole or tested): the page behind is inert, Tab stays inside, Escape cancels,
 * Cancel has the first focus so a stray Enter destroys nothing, and focus goes back where it was.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  error = null,
  destructive = false,
  confirmDisabled = false,
  confirmTestId,
}: Props) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  const onKeyDown = useModalFocus(panel, {
    initialFocus: cancel,
    onEscape: () => {
      if (!busy) onCancel();
    },
  });

  return createPortal(
    <div className="confirm-dialog">
      <div
        className="confirm-dialog__backdrop"
        aria-hidden="true"
        onClick={busy ? undefined : onCancel}
      />
      <div
        ref={panel}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-body`}
        className="confirm-dialog__panel"
        onKeyDown={onKeyDown}
      >
        <h2 id={`${id}-title`} className="confirm-dialog__title">
          {title}
        </h2>
        <div id={`${id}-body`} className="confirm-dialog__body">
          {children}
        </div>
        {error && (
          <p role="alert" className="confirm-dialog__error">
            {error}
          </p>
        )}
        <div className="confirm-dialog__actions">
          <button
            ref={cancel}
            type="button"
            className="button button--large"
            onClick={onCancel}
            disabled={busy}
          >
            {cancelLabel}
          </button>
          <button
            type="button"
            className={`button button--large ${destructive ? 'button--danger' : 'button--primary'}`}
            onClick={onConfirm}
            disabled={busy || confirmDisabled}
            aria-busy={busy}
            data-testid={confirmTestId}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
