import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import './toast.css';
import {
  dismissToast,
  TOAST_SWIPE_THRESHOLD_PX,
  type Toast,
  ToastVariant,
  useToast,
} from './toast-store';

/**
 * The toast area: a labelled region whose live container is always present, so screen readers
 * announce each toast as it is inserted. Mount it once, in the app layout.
 */
export function Toaster() {
  const { t } = useTranslation();
  const { toasts } = useToast();
  return (
    <section className="toaster" aria-label={t('toast.regionLabel')}>
      <div className="toaster__viewport" aria-live="polite" aria-relevant="additions text">
        {toasts.map((item) => (
          <ToastCard key={item.id} toast={item} />
        ))}
      </div>
    </section>
  );
}

type Drag = { pointerId: number; startX: number };

function ToastCard({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const [paused, setPaused] = useState(false);
  const drag = useRef<Drag | null>(null);
  useAutoDismiss(toast, paused);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as Element).closest('button')) return;
    drag.current = { pointerId: event.pointerId, startX: event.clientX };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    setOffset(event.clientX - drag.current.startX);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    const distance = Math.abs(event.clientX - drag.current.startX);
    drag.current = null;
    if (distance >= TOAST_SWIPE_THRESHOLD_PX) dismissToast(toast.id);
    else setOffset(0);
  };
  const onPointerCancel = () => {
    drag.current = null;
    setOffset(0);
  };

  const destructive = toast.variant === ToastVariant.Destructive;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: swiping is a pointer shortcut; keyboards use Escape or the Close button.
    <div
      className={`toast toast--${toast.variant}`}
      role={destructive ? 'alert' : 'status'}
      aria-atomic="true"
      data-swiping={offset !== 0 ? '' : undefined}
      style={
        offset !== 0
          ? {
              transform: `translateX(${offset}px)`,
              opacity: Math.max(0.3, 1 - Math.abs(offset) / 200),
            }
          : undefined
      }
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') dismissToast(toast.id);
      }}
    >
      <div className="toast__text">
        {toast.title ? <p className="toast__title">{toast.title}</p> : null}
        {toast.description ? <p className="toast__description">{toast.description}</p> : null}
      </div>
      <button
        type="button"
        className="toast__close"
        aria-label={t('toast.close')}
        onClick={() => dismissToast(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/** Closes the toast after its duration; the clock pauses while it is hovered or focused. */
function useAutoDismiss(toast: Toast, paused: boolean): void {
  const remaining = useRef(toast.duration);
  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismissToast(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [toast.id, paused]);
}
