import { onlyDigits, PIN_LENGTH } from './pin-pad';

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (pin: string) => void;
  testId: string;
  describedBy?: string;
  invalid?: boolean;
  autoFocus?: boolean;
};

/** One PIN field of a form (spec section 5): a 4-digit numeric password field, max length 4. */
export function PinField({
  id,
  label,
  value,
  onChange,
  testId,
  describedBy,
  invalid,
  autoFocus,
}: Props) {
  return (
    <div className="pin-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input pin-field__input"
        type="password"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        maxLength={PIN_LENGTH}
        value={value}
        onChange={(event) => onChange(onlyDigits(event.target.value))}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        // biome-ignore lint/a11y/noAutofocus: the field the parent just asked for.
        autoFocus={autoFocus}
        data-testid={testId}
      />
    </div>
  );
}
