import { type FormEvent, type ReactNode, useId, useRef } from 'react';
import { useTranslation } from '../i18n';

export const PIN_LENGTH = 4;

type Props = {
  value: string;
  onChange: (pin: string) => void;
  onSubmit: (pin: string) => void;
  submitLabel: string;
  busy?: boolean;
  /** Every try is refused for now (the lockout): the pad shows but cannot be used. */
  disabled?: boolean;
  /** The id of the message that describes the field (an error), for screen readers. */
  describedBy?: string;
  /** Put the cursor in the field on mount (a keyboard can type the PIN at once). */
  autoFocus?: boolean;
  children?: ReactNode;
};

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/** Keeps the digits of what was typed or pasted, at most four. */
export function onlyDigits(text: string): string {
  return text.replace(/[^0-9]/g, '').slice(0, PIN_LENGTH);
}

/**
 * The parent PIN: a password-style field of 4 digits (typed on a keyboard, or the phone's number
 * pad through inputMode) above big keys for touch, and the submit button. Enter submits.
 */
export function PinPad({
  value,
  onChange,
  onSubmit,
  submitLabel,
  busy = false,
  disabled = false,
  describedBy,
  autoFocus = false,
  children,
}: Props) {
  const { t } = useTranslation('parent-lock');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const locked = busy || disabled;

  const press = (digit: string) => {
    if (value.length < PIN_LENGTH) onChange(value + digit);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!locked) onSubmit(value);
  };

  return (
    <form className="pin-pad" onSubmit={submit} noValidate>
      <label className="pin-pad__label" htmlFor={`${id}-pin`}>
        {t('pad.label')}
      </label>
      <input
        ref={input}
        id={`${id}-pin`}
        className="input pin-pad__input"
        type="password"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        maxLength={PIN_LENGTH}
        value={value}
        onChange={(event) => onChange(onlyDigits(event.target.value))}
        disabled={disabled}
        aria-describedby={describedBy}
        // biome-ignore lint/a11y/noAutofocus: the lock screen is there to take the PIN.
        autoFocus={autoFocus}
        data-testid="parent-lock-pin"
      />
      <p className="pin-pad__count" aria-live="polite">
        {t('pad.count', { count: value.length })}
      </p>
      <fieldset className="pin-pad__keys">
        <legend className="visually-hidden">{t('pad.keys')}</legend>
        {KEYS.map((digit) => (
          <button
            key={digit}
            type="button"
            className="pin-pad__key"
            onClick={() => press(digit)}
            disabled={locked || value.length >= PIN_LENGTH}
          >
            {digit}
          </button>
        ))}
        <button
          type="button"
          className="pin-pad__key pin-pad__key--small"
          onClick={() => onChange('')}
          disabled={locked || value.length === 0}
        >
          {t('pad.clear')}
        </button>
        <button
          type="button"
          className="pin-pad__key"
          onClick={() => press('0')}
          disabled={locked || value.length >= PIN_LENGTH}
        >
          0
        </button>
        <button
          type="button"
          className="pin-pad__key pin-pad__key--small"
          onClick={() => onChange(value.slice(0, -1))}
          disabled={locked || value.length === 0}
          aria-label={t('pad.deleteLabel')}
        >
          <span aria-hidden="true">⌫</span>
        </button>
      </fieldset>
      {children}
      <button
        type="submit"
        className="button button--primary button--large pin-pad__submit"
        disabled={locked}
        aria-busy={busy}
        data-testid="parent-lock-submit"
      >
        {busy ? t('pad.checking') : submitLabel}
      </button>
    </form>
  );
}
