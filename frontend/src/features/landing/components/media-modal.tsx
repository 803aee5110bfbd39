import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useModalFocus } from '../../../components/ui/modal/use-modal-focus';

type Props = {
  title: string;
  closeLabel: string;
  onClose: () => void;
  /** Keys the modal's content handles besides Escape and Tab (the lightbox's arrows). */
  onKey?: (event: KeyboardEvent<HTMLElement>) => void;
  children: ReactNode;
};

/**
 * A full-size dialog for a video or a screenshot: the page behind is inert, Tab stays inside,
 * Escape, the close button and the backdrop close it, and focus goes back to the card.
 */
export function MediaModal({ title, closeLabel, onClose, onKey, children }: Props) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const onKeyDown = useModalFocus(panel, { initialFocus: close, onEscape: onClose });

  return createPortal(
    <div className="media-modal">
      <div className="media-modal__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        className="media-modal__panel"
        onKeyDown={(event) => {
          onKey?.(event);
          if (!event.defaultPrevented) onKeyDown(event);
        }}
      >
        <div className="media-modal__bar">
          <h2 id={`${id}-title`} className="media-modal__title">
            {title}
          </h2>
          <button
            ref={close}
            type="button"
            className="media-modal__close"
            onClick={onClose}
            aria-label={closeLabel}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
