import type { ReactNode } from 'react';

type Props = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
};

/** A big on/off switch: a native checkbox read as a switch, with the whole row to tap. */
export function OptionSwitch({ checked, onChange, children }: Props) {
  return (
    <label className="option-switch">
      <input
        type="checkbox"
        role="switch"
        aria-checked={checked}
        className="option-switch__input"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="option-switch__track" aria-hidden="true">
        <span className="option-switch__thumb" />
      </span>
      <span className="option-switch__label">{children}</span>
    </label>
  );
}
