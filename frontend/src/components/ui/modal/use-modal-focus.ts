import { type KeyboardEvent, type RefObject, useEffect } from 'react';

const FOCUSABLE =
  'button:not(:disabled), [href], input:not(:disabled), select:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * What makes a panel modal: while it is mounted the app behind it (#root) is inert and focus is
 * inside (`initialFocus`, else the panel); Tab and Shift+Tab wrap around its controls; Escape
 * calls `onEscape`; on close, focus goes back where it was. Returns the panel's keydown handler.
 */
export function useModalFocus(
  panel: RefObject<HTMLElement | null>,
  {
    initialFocus,
    onEscape,
  }: { initialFocus?: RefObject<HTMLElement | null>; onEscape?: () => void },
): (event: KeyboardEvent<HTMLElement>) => void {
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
  }, [initialFocus, panel]);

  return (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onEscape?.();
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
}
