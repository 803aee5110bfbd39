import type { ParentLockState } from '@ttc/shared-protocol/api/parent-lock';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useAuthUser } from '../../../lib/api/get-auth-user';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { removeParentLock, setParentPin, verifyParentPin } from '../../../lib/parent-lock/api';
import {
  currentParentLock,
  refreshParentLock,
  setParentLockState,
  useParentLock,
} from '../../../lib/parent-lock/lock-state';
import { PinField } from '../../../lib/parent-lock/pin-field';
import { PIN_LENGTH } from '../../../lib/parent-lock/pin-pad';
import { forgetUnlock, saveUnlock } from '../../../lib/parent-lock/unlock-token';
import '../../../lib/parent-lock/parent-lock.css';

type Mode = 'idle' | 'set' | 'change' | 'off';

/**
 * Settings, Parent Controls (spec sections 2 and 5): the parent-lock switch reveals the PIN
 * fields (enter and repeat); with the lock on, the PIN can be changed or the lock turned off
 * (both need the current PIN), and "Lock now" closes the settings again at once. Signed out, it
 * says a parent lock needs an account.
 */
export function ParentControlsSection() {
  const { t } = useTranslation('parent-lock');
  const id = useId();
  const { user, isLoading } = useAuthUser();
  const userId = user?.id ?? null;
  const status = useParentLock(userId);

  return (
    <section
      className="settings-section"
      aria-labelledby={`${id}-title`}
      data-testid="settings-section-parent"
    >
      <h2 id={`${id}-title`} className="settings-section__title">
        {t('section.title')}
      </h2>
      <p className="settings-section__intro">{t('section.intro')}</p>
      <div className="settings-section__body">
        {isLoading ? (
          <p role="status">{t('section.loading')}</p>
        ) : !userId ? (
          <p className="parent-controls__hint">
            {t('section.signedOut')}{' '}
            <Link to={paths.auth.login.getHref()}>{t('section.signIn')}</Link>
          </p>
        ) : status?.status === 'ready' ? (
          <LockControls userId={userId} lock={status.lock} />
        ) : status?.status === 'error' ? (
          <div>
            <p role="alert" className="parent-lock__message">
              {t('section.loadFailed')}
            </p>
            <div className="button-row">
              <button
                type="button"
                className="button"
                onClick={() => void refreshParentLock(userId)}
              >
                {t('gate.retry')}
              </button>
            </div>
          </div>
        ) : (
          <p role="status">{t('section.loading')}</p>
        )}
      </div>
    </section>
  );
}

function LockControls({ userId, lock }: { userId: string; lock: ParentLockState }) {
  const { t } = useTranslation('parent-lock');
  const id = useId();
  const [mode, setMode] = useState<Mode>('idle');
  const [current, setCurrent] = useState('');
  const [pin, setPin] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const open = (next: Mode) => {
    setMode(next);
    setCurrent('');
    setPin('');
    setRepeat('');
    setError(null);
    setDone(null);
  };

  const problemOf = async (caught: unknown): Promise<string> => {
    if (
      caught instanceof ApiError &&
      (caught.code === 'wrong_pin' || caught.code === 'pin_locked')
    ) {
      const state = await currentParentLock(userId).catch(() => null);
      if (caught.code === 'pin_locked') return t('section.lockedOut');
      return t('errors.wrongPin', { count: state?.triesLeft ?? 0 });
    }
    if (caught instanceof ApiError && caught.status === 429) return t('section.tooMany');
    return t('errors.failed');
  };

  /** A PIN just set or changed unlocks this page until it is left or reloaded. */
  const stayUnlocked = async (newPin: string) => {
    forgetUnlock();
    const unlock = await verifyParentPin(newPin).catch(() => null);
    if (unlock) saveUnlock(userId, unlock, { persist: false });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const needsNew = mode === 'set' || mode === 'change';
    const needsCurrent = mode === 'change' || mode === 'off';
    if (needsCurrent && current.length !== PIN_LENGTH) return setError(t('section.currentNeeded'));
    if (needsNew && pin.length !== PIN_LENGTH) return setError(t('errors.incomplete'));
    if (needsNew && pin !== repeat) return setError(t('section.mismatch'));
    setBusy(true);
    setError(null);
    try {
      if (mode === 'off') {
        const state = await removeParentLock(current);
        forgetUnlock();
        setParentLockState(userId, state);
        open('idle');
        setDone(t('section.turnedOff'));
      } else {
        const state = await setParentPin(pin, mode === 'change' ? current : undefined);
        await stayUnlocked(pin);
        setParentLockState(userId, state);
        const message = mode === 'change' ? t('section.changed') : t('section.turnedOn');
        open('idle');
        setDone(message);
      }
    } catch (caught) {
      setError(await problemOf(caught));
    } finally {
      setBusy(false);
    }
  };

  const onToggle = () => {
    if (lock.enabled) open(mode === 'off' ? 'idle' : 'off');
    else open(mode === 'set' ? 'idle' : 'set');
  };
  const checked = lock.enabled ? mode !== 'off' : mode === 'set';
  const errorId = `${id}-error`;

  return (
    <div className="parent-controls">
      <label className="parent-controls__switch">
        <input
          type="checkbox"
          role="switch"
          checked={checked}
          aria-checked={checked}
          onChange={onToggle}
          disabled={busy}
          data-testid="parent-lock-toggle"
        />
        {t('section.toggle')}
      </label>
      <p className="parent-controls__hint">
        {lock.enabled ? t('section.onHint') : t('section.offHint')}
      </p>
      {done && (
        <p role="status" className="parent-controls__status">
          {done}
        </p>
      )}
      {mode !== 'idle' && (
        <form className="parent-controls__form" onSubmit={submit} noValidate>
          <p className="parent-controls__hint">{t(`section.${mode}Intro`)}</p>
          <div className="parent-controls__fields">
            {(mode === 'change' || mode === 'off') && (
              <PinField
                id={`${id}-current`}
                label={t('section.currentPin')}
                value={current}
                onChange={setCurrent}
                testId="parent-lock-current-pin"
                describedBy={error ? errorId : undefined}
                autoFocus
              />
            )}
            {(mode === 'set' || mode === 'change') && (
              <>
                <PinField
                  id={`${id}-new`}
                  label={mode === 'set' ? t('section.pin') : t('section.newPin')}
                  value={pin}
                  onChange={setPin}
                  testId="parent-lock-new-pin"
                  describedBy={error ? errorId : undefined}
                  autoFocus={mode === 'set'}
                />
                <PinField
                  id={`${id}-repeat`}
                  label={t('section.repeatPin')}
                  value={repeat}
                  onChange={setRepeat}
                  testId="parent-lock-repeat-pin"
                  describedBy={error ? errorId : undefined}
                />
              </>
            )}
          </div>
          {error && (
            <p id={errorId} role="alert" className="parent-lock__message">
              {error}
            </p>
          )}
          <div className="button-row">
            <button
              type="submit"
              className={`button button--large ${mode === 'off' ? 'button--danger' : 'button--primary'}`}
              disabled={busy}
              aria-busy={busy}
              data-testid="parent-lock-save"
            >
              {t(`section.${mode}Submit`)}
            </button>
            <button
              type="button"
              className="button button--large"
              onClick={() => open('idle')}
              disabled={busy}
            >
              {t('dialog.cancel')}
            </button>
          </div>
        </form>
      )}
      {lock.enabled && mode === 'idle' && (
        <div className="button-row">
          <button
            type="button"
            className="button"
            onClick={() => open('change')}
            data-testid="parent-lock-change"
          >
            {t('section.change')}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => forgetUnlock()}
            data-testid="parent-lock-lock-now"
          >
            {t('section.lockNow')}
          </button>
        </div>
      )}
    </div>
  );
}
