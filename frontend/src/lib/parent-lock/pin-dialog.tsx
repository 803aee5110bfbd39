import { Suspense, useId, useLayoutEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { useModalFocus } from '../../components/ui/modal/use-modal-focus';
import { useTranslation } from '../i18n';
import { currentParentLock } from './lock-state';
import { type ParentLockArea, UnlockPanel } from './unlock-panel';
import { isUnlocked } from './unlock-token';

/**
 * Asks for the parent PIN before `area` goes ahead (sign-out): resolves true at once when the
 * account has no lock or this tab is unlocked, otherwise opens the PIN dialog and resolves true
 * once the right PIN is entered, false when it is cancelled. When the lock cannot be checked,
 * the dialog opens (the lock fails closed).
 */
export async function askParentPin(area: ParentLockArea, userId: string): Promise<boolean> {
  if (isUnlocked(userId)) return true;
  const lock = await currentParentLock(userId).catch(() => null);
  if (lock && !lock.enabled) return true;
  return new Promise<boolean>((resolve) => {
    // Its own root beside the app's: the app (#root) turns inert behind the dialog.
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const close = (unlocked: boolean) => {
      // Not while React is still handling the click that closed it.
      setTimeout(() => {
        root.unmount();
        host.remove();
        resolve(unlocked);
      });
    };
    root.render(
      <Suspense fallback={null}>
        <PinDialog area={area} userId={userId} onClose={close} />
      </Suspense>,
    );
  });
}

function PinDialog({
  area,
  userId,
  onClose,
}: {
  area: ParentLockArea;
  userId: string;
  onClose: (unlocked: boolean) => void;
}) {
  const { t } = useTranslation('parent-lock');
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const first = useRef<HTMLElement | null>(null);
  // The PIN field takes the first focus (before useModalFocus's effect reads it).
  useLayoutEffect(() => {
    first.current = panel.current?.querySelector<HTMLElement>('input') ?? null;
  }, []);
  const onKeyDown = useModalFocus(panel, { initialFocus: first, onEscape: () => onClose(false) });

  return (
    <div className="confirm-dialog parent-lock-dialog">
      <div className="confirm-dialog__backdrop" aria-hidden="true" onClick={() => onClose(false)} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        className="confirm-dialog__panel parent-lock-dialog__panel"
        onKeyDown={onKeyDown}
        tabIndex={-1}
        data-testid="parent-lock-dialog"
      >
        <UnlockPanel
          area={area}
          userId={userId}
          titleId={`${id}-title`}
          heading="h2"
          onUnlocked={() => onClose(true)}
          actions={
            <button type="button" className="button" onClick={() => onClose(false)}>
              {t('dialog.cancel')}
            </button>
          }
        />
      </div>
    </div>
  );
}
