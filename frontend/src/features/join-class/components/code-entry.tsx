import type { Language } from '@ttc/shared-protocol/clock/language';
import { useEffect, useId, useRef } from 'react';
import { ReadAloudButton } from '../../../components/read-aloud/read-aloud-button';
import { useTranslation } from '../../../lib/i18n';
import { pickVoice } from '../../../lib/speech/speech';
import { useSpeechVoices } from '../../../lib/speech/use-speech-voices';

type Props = {
  code: string;
  onChange: (code: string) => void;
  onSubmit: () => void;
  busy: boolean;
};

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/**
 * The class code: a real text field (a keyboard types into it, a paste fills it) over a big
 * numeric keypad for fingers: 1-9, delete, 0 and Go. A hardware keyboard works wherever the
 * focus is on this step (digits, Backspace, Enter), and so does a paste. Go is enabled once all
 * six digits are there. A speaker button reads the step aloud for children who cannot read yet.
 */
export function CodeEntry({ code, onChange, onSubmit, busy }: Props) {
  const { t, i18n } = useTranslation('live-student');
  const language = (i18n.resolvedLanguage ?? 'en') as Language;
  const canSpeak = pickVoice(useSpeechVoices(), language) !== null;
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const complete = code.length === 6;
  const press = (digit: string) => onChange(`${code}${digit}`);

  // Keys and pastes that land outside the field (focus on a keypad key, or on nothing) still
  // type the code. The latest values are read through a ref so the listeners stay put.
  const latest = useRef({ code, complete, busy, onChange, onSubmit });
  latest.current = { code, complete, busy, onChange, onSubmit };
  useEffect(() => {
    // Not while a dialog is open (the leave question) nor in a field, which types by itself.
    const outsideField = (target: EventTarget | null) =>
      target !== input.current &&
      !(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) &&
      document.querySelector('[aria-modal="true"]') === null;
    const onKeyDown = (event: KeyboardEvent) => {
      const now = latest.current;
      if (now.busy || event.ctrlKey || event.metaKey || event.altKey) return;
      if (!outsideField(event.target)) return;
      if (/^\d$/.test(event.key)) {
        event.preventDefault();
        now.onChange(`${now.code}${event.key}`);
      } else if (event.key === 'Backspace') {
        event.preventDefault();
        now.onChange(now.code.slice(0, -1));
      } else if (
        event.key === 'Enter' &&
        now.complete &&
        !(event.target instanceof HTMLButtonElement)
      ) {
        event.preventDefault();
        now.onSubmit();
      }
    };
    const onPaste = (event: ClipboardEvent) => {
      if (latest.current.busy || !outsideField(event.target)) return;
      const text = event.clipboardData?.getData('text') ?? '';
      if (!/\d/.test(text)) return;
      event.preventDefault();
      latest.current.onChange(text);
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('paste', onPaste);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('paste', onPaste);
    };
  }, []);

  return (
    <form
      className="code-entry"
      data-testid="tablet-step-code"
      onSubmit={(event) => {
        event.preventDefault();
        if (complete) onSubmit();
      }}
    >
      <div className="join-heading">
        <h2>{t('code.heading')}</h2>
        {canSpeak && (
          <ReadAloudButton
            className="join-speak"
            text={`${t('code.heading')}. ${t('code.hint')}`}
            language={language}
            label={t('readAloud')}
          />
        )}
      </div>
      <label className="code-entry__label" htmlFor={inputId}>
        {t('code.label')}
      </label>
      <input
        ref={input}
        id={inputId}
        className="code-entry__input"
        value={code}
        // A pasted "123 456" or "Code: 123456" keeps its digits (the flow keeps six).
        onChange={(event) => onChange(event.target.value)}
        inputMode="numeric"
        autoComplete="off"
        pattern="\d{6}"
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
        <button
          type="submit"
          className="keypad__key keypad__key--go"
          data-testid="tablet-primary"
          disabled={!complete || busy}
        >
          {busy ? t('code.checking') : t('code.go')}
        </button>
      </fieldset>
    </form>
  );
}
