import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../../lib/i18n';
import './guest-gate.css';

type Props = {
  onContinue: () => void;
  onLater: () => void;
};

/**
 * The guest gate's sign-up modal: the rest of the app is inert while it is open, Tab stays
 * inside, Escape means 'Remind me later', and focus returns to where it was.
 */
export function SignUpModal({ onContinue, onLater }: Props) {
  const { t } = useTranslation('guest-gate');
  const titleId = useId();
  const bodyId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const continueButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.getElementById('root');
    const wasInert = root?.inert ?? false;
    if (root) root.inert = true;
    continueButton.current?.focus();
    return () => {
      if (root) root.inert = wasInert;
      previous?.focus({ preventScroll: true });
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onLater();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const buttons = [...panel.current.querySelectorAll<HTMLElement>('button')];
    const first = buttons[0];
    const last = buttons.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="guest-gate">
      <div className="guest-gate__backdrop" aria-hidden="true" />
      <div
        ref={panel}
        className="guest-gate__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        onKeyDown={onKeyDown}
      >
        <span className="guest-gate__icon" aria-hidden="true">
          ⭐
        </span>
        <h2 id={titleId}>{t('title')}</h2>
        <p id={bodyId}>{t('body')}</p>
        <div className="guest-gate__actions">
          <button
            ref={continueButton}
            type="button"
            className="button button--primary button--large"
            onClick={onContinue}
          >
            {t('continue')}
          </button>
          <button type="button" className="button button--large" onClick={onLater}>
            {t('later')}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
