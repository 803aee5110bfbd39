import { type ReactNode, useId } from 'react';

/** One settings section: a card with its heading, found by tests as settings-section-<id>. */
export function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      className="settings-section"
      aria-labelledby={headingId}
      data-testid={`settings-section-${id}`}
    >
      <h2 id={headingId} className="settings-section__title">
        {title}
      </h2>
      {intro && <p className="settings-section__intro">{intro}</p>}
      <div className="settings-section__body">{children}</div>
    </section>
  );
}

/** A row of big radio buttons under a legend. */
export function Choice({
  legend,
  value,
  options,
  disabled = false,
  note,
  onChange,
}: {
  legend: string;
  value: string;
  options: readonly (readonly [string, string])[];
  disabled?: boolean;
  note?: ReactNode;
  onChange: (value: string) => void;
}) {
  const name = useId();
  return (
    <fieldset className="settings-field settings-choice" disabled={disabled}>
      <legend className="settings-field__label">{legend}</legend>
      <div className="settings-choice__options">
        {options.map(([v, label]) => (
          <label key={v} className="settings-choice__option">
            <input
              type="radio"
              name={name}
              value={v}
              checked={value === v}
              onChange={() => onChange(v)}
            />
            <span>{label}</span>
          </label>
        ))}
      </div>
      {note && <p className="settings-field__note">{note}</p>}
    </fieldset>
  );
}

/** A big on/off switch (a native checkbox read as a switch) with an optional note. */
export function Switch({
  label,
  checked,
  disabled = false,
  note,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  note?: ReactNode;
  onChange: (checked: boolean) => void;
}) {
  const noteId = useId();
  return (
    <div className="settings-field settings-switch">
      <label className="settings-switch__row">
        <input
          type="checkbox"
          role="switch"
          aria-checked={checked}
          className="settings-switch__input"
          checked={checked}
          disabled={disabled}
          aria-describedby={note ? noteId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className="settings-switch__track" aria-hidden="true">
          <span className="settings-switch__thumb" />
        </span>
        <span className="settings-switch__label">{label}</span>
      </label>
      {note && (
        <p id={noteId} className="settings-field__note">
          {note}
        </p>
      )}
    </div>
  );
}

/** A labelled select. */
export function Select({
  label,
  value,
  options,
  note,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly (readonly [string, string, string?])[];
  note?: ReactNode;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="settings-field">
      <label className="settings-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="settings-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map(([v, text, lang]) => (
          <option key={v} value={v} lang={lang}>
            {text}
          </option>
        ))}
      </select>
      {note && <p className="settings-field__note">{note}</p>}
    </div>
  );
}
