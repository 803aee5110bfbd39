import { type ReactNode, useEffect, useId, useState } from 'react';
import { ApiError } from '../api-client';
import { useTranslation } from '../i18n';
import { requestParentReset, verifyParentPin } from './api';
import { currentParentLock, refreshParentLock, useParentLock } from './lock-state';
import { PIN_LENGTH, PinPad } from './pin-pad';
import { saveUnlock } from './unlock-token';
import './parent-lock.css';

/** What the lock guards; each says so in its own words. */
export type ParentLockArea = 'settings' | 'purchases' | 'sign-out';

type Problem =
  | { kind: 'incomplete' }
  | { kind: 'wrong'; triesLeft: number | null }
  | { kind: 'failed' }
  | null;

type Forgot =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'sent'; to: string }
  | { state: 'failed' };

type Props = {
  area: ParentLockArea;
  userId: string;
  onUnlocked: () => void;
  /** The id of the panel's heading (a dialog labels itself with it). */
  titleId?: string;
  /** The heading's level: a page's h1, a dialog's h2. */
  heading?: 'h1' | 'h2';
  /** More buttons beside "Forgot PIN?" (the dialog's Cancel). */
  actions?: ReactNode;
};

/**
 * The lock screen's content: why it is locked, the PIN pad, what a wrong PIN or the lockout
 * means and what to do next, and "Forgot PIN?" (a reset link to the account's email).
 */
export function UnlockPanel({
  area,
  userId,
  onUnlocked,
  titleId,
  heading: Heading = 'h1',
  actions,
}: Props) {
  const { t, i18n } = useTranslation('parent-lock');
  const id = useId();
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const [forgot, setForgot] = useState<Forgot>({ state: 'idle' });
  const status = useParentLock(userId);
  const lockedUntil =
    status?.status === 'ready' && status.lock.lockedUntil
      ? Date.parse(status.lock.lockedUntil)
      : null;
  const [now, setNow] = useState(() => Date.now());
  const locked = lockedUntil !== null && lockedUntil > now;

  // The lockout ends by itself: ask again then, so the pad opens without a reload.
  useEffect(() => {
    if (lockedUntil === null) return;
    const ms = lockedUntil - Date.now();
    if (ms <= 0) return;
    const timer = setTimeout(
      () => {
        setNow(Date.now());
        setProblem(null);
        void refreshParentLock(userId);
      },
      Math.min(ms + 500, 2 ** 31 - 1),
    );
    return () => clearTimeout(timer);
  }, [lockedUntil, userId]);

  const submit = async (value: string) => {
    if (value.length !== PIN_LENGTH) {
      setProblem({ kind: 'incomplete' });
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const unlock = await verifyParentPin(value);
      saveUnlock(userId, unlock);
      void refreshParentLock(userId);
      onUnlocked();
    } catch (error) {
      setPin('');
      if (
        error instanceof ApiError &&
        (error.code === 'wrong_pin' || error.code === 'pin_locked')
      ) {
        await currentParentLock(userId).catch(() => {});
        setNow(Date.now());
        setProblem(error.code === 'wrong_pin' ? { kind: 'wrong', triesLeft: null } : null);
      } else {
        setProblem({ kind: 'failed' });
      }
    } finally {
      setBusy(false);
    }
  };

  const sendReset = async () => {
    setForgot({ state: 'sending' });
    try {
      const { sentTo } = await requestParentReset(i18n.resolvedLanguage ?? 'en');
      setForgot({ state: 'sent', to: sentTo });
    } catch {
      setForgot({ state: 'failed' });
    }
  };

  const triesLeft = status?.status === 'ready' ? status.lock.triesLeft : null;
  const minutes = locked && lockedUntil ? Math.max(1, Math.ceil((lockedUntil - now) / 60_000)) : 0;
  const message = locked
    ? t('errors.locked', { count: minutes })
    : problem?.kind === 'wrong'
      ? t('errors.wrongPin', { count: triesLeft ?? 0 })
      : problem?.kind === 'incomplete'
        ? t('errors.incomplete')
        : problem?.kind === 'failed'
          ? t('errors.failed')
          : null;

  return (
    <div className="parent-lock">
      <p className="parent-lock__icon" aria-hidden="true">
        🔒
      </p>
      <Heading id={titleId} className="parent-lock__title">
        {t('gate.title')}
      </Heading>
      <p className="parent-lock__why">{t(`gate.areas.${area}`)}</p>
      <PinPad
        value={pin}
        onChange={(value) => {
          setPin(value);
          if (problem?.kind === 'incomplete') setProblem(null);
        }}
        onSubmit={submit}
        submitLabel={t('pad.submit')}
        busy={busy}
        disabled={locked}
        describedBy={message ? `${id}-message` : undefined}
        autoFocus
      >
        {message && (
          <p id={`${id}-message`} role="alert" className="parent-lock__message">
            {message}
          </p>
        )}
      </PinPad>
      <div className="parent-lock__forgot">
        {forgot.state === 'sent' ? (
          <p role="status" className="parent-lock__sent">
            {t('forgot.sent', { email: forgot.to })}
          </p>
        ) : (
          <>
            <button
              type="button"
              className="button button--ghost"
              onClick={sendReset}
              disabled={forgot.state === 'sending'}
              aria-busy={forgot.state === 'sending'}
            >
              {forgot.state === 'sending' ? t('forgot.sending') : t('forgot.button')}
            </button>
            {forgot.state === 'failed' && (
              <p role="alert" className="parent-lock__message">
                {t('forgot.failed')}
              </p>
            )}
          </>
        )}
        {actions}
      </div>
    </div>
  );
}
