import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';

type Props = {
  code: string;
  onChange: (code: string) => void;
  onSubmit: () => void;
  busy: boolean;
};

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/**
 * The class code: six big boxes over a real text field (a keyboard types into it), and a big
 * numeric keypad for fingers. Go is enabled once all six digits are there.
 */
export function CodeEntry({ code, onChange, onSubmit, busy }: Props) {
  const { t } = useTranslation('live-student');
  const inputId = useId();
  const hintId = useId();
  const complete = code.length === 6;
  const press = (digit: string) => onChange(`${code}${digit}`);
  return (
    <form
      className="code-entry"
      onSubmit={(event) => {
        event.preventDefault();
        if (complete) onSubmit();
      }}
    >
      <h2>{t('code.heading')}</h2>
      <label className="code-entry__label" htmlFor={inputId}>
        {t('code.label')}
      </label>
      <input
        id={inputId}
        className="code-entry__input"
        value={code}
        onChange={(event) => onChange(event.target.value)}
        inputMode="numeric"
        autoComplete="off"
        pattern="\d{6}"
        maxLength={6}
        aria-describedby={hintId}
        // biome-ignore lint/a11y/noAutofocus: the code is the only thing to do on this screen.
        autoFocus
      />
      <p id={hintId} className="code-entry__hint">
        {t('code.hint')}
      </p>
      <fieldset className="keypad" aria-label={t('code.keypad')}>
        {KEYS.map((digit) => (
          <button
            key={digit}
            type="button"
            className="keypad__key"
            onClick={() => press(digit)}
            disabled={busy}
          >
            {digit}
          </button>
        ))}
        <button
          type="button"
          className="keypad__key keypad__key--delete"
          onClick={() => onChange(code.slice(0, -1))}
          disabled={busy || code.length === 0}
          aria-label={t('code.delete')}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M21 5H9l-7 7 7 7h12zM17.5 9.5l-5 5M12.5 9.5l5 5" />
          </svg>
        </button>
        <button type="button" className="keypad__key" onClick={() => press('0')} disabled={busy}>
          0
        </button>
        <button type="submit" className="keypad__key keypad__key--go" disabled={!complete || busy}>
          {busy ? t('code.checking') : t('code.go')}
        </button>
      </fieldset>
    </form>
  );
}
