import {
  ROSTER_NICKNAME_MAX_LENGTH,
  ROSTER_NICKNAME_MIN_LENGTH,
} from '@ttc/shared-protocol/api/classes';
import type { CharacterId } from '@ttc/shared-protocol/game/characters';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { CharacterChoice } from '../../../components/character-choice/character-choice';
import { useTranslation } from '../../../lib/i18n';
import { CHILD_LABEL_MAX_LENGTH } from '../model/child-labels';
import { nicknameProblem } from '../model/class-form';
import { useNames } from './use-names';

export type ChildFormValue = { nickname: string; character: CharacterId; label: string };

type Props = {
  initial: ChildFormValue;
  /** The class's other nicknames (a nickname is unique in a class). */
  otherNicknames: readonly string[];
  submitLabel: string;
  busy: boolean;
  /** The server's refusal, if any. */
  error: string | null;
  onSubmit: (value: ChildFormValue) => void;
  /** Extra buttons beside Submit (Cancel). */
  children?: ReactNode;
};

/** A roster child's fields: nickname, character and the device-only private label. */
export function ChildForm({
  initial,
  otherNicknames,
  submitLabel,
  busy,
  error,
  onSubmit,
  children,
}: Props) {
  const { t } = useTranslation('classes');
  const names = useNames();
  const id = useId();
  const nicknameInput = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initial);
  const [showProblem, setShowProblem] = useState(false);
  const problem = nicknameProblem(value.nickname, otherNicknames);
  const nicknameError =
    showProblem && problem
      ? t(`errors.${problem}`, { min: ROSTER_NICKNAME_MIN_LENGTH, max: ROSTER_NICKNAME_MAX_LENGTH })
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem) {
      setShowProblem(true);
      nicknameInput.current?.focus();
      return;
    }
    onSubmit({ ...value, nickname: value.nickname.trim(), label: value.label.trim() });
  };

  return (
    <form className="classes-form child-form" onSubmit={submit} noValidate>
      <div className="classes-form__row">
        <div className="classes-field">
          <label htmlFor={`${id}-nickname`}>{t('roster.nickname')}</label>
          <input
            ref={nicknameInput}
            id={`${id}-nickname`}
            className="input"
            value={value.nickname}
            onChange={(e) => setValue((v) => ({ ...v, nickname: e.target.value }))}
            onBlur={() => setShowProblem(value.nickname !== '')}
            autoComplete="off"
            maxLength={ROSTER_NICKNAME_MAX_LENGTH + 10}
            aria-invalid={nicknameError ? true : undefined}
            aria-describedby={`${id}-nickname-hint${nicknameError ? ` ${id}-nickname-error` : ''}`}
          />
          <p id={`${id}-nickname-hint`} className="classes-hint">
            {t('roster.nicknameHint', {
              min: ROSTER_NICKNAME_MIN_LENGTH,
              max: ROSTER_NICKNAME_MAX_LENGTH,
            })}
          </p>
          {nicknameError && (
            <p id={`${id}-nickname-error`} className="classes-field__error">
              {nicknameError}
            </p>
          )}
        </div>
        <div className="classes-field">
          <label htmlFor={`${id}-label`}>{t('roster.label')}</label>
          <input
            id={`${id}-label`}
            className="input"
            value={value.label}
            onChange={(e) => setValue((v) => ({ ...v, label: e.target.value }))}
            autoComplete="off"
            maxLength={CHILD_LABEL_MAX_LENGTH}
            aria-describedby={`${id}-label-hint`}
          />
          <p id={`${id}-label-hint`} className="classes-hint">
            {t('roster.labelHint')}
          </p>
        </div>
      </div>
      <fieldset className="classes-field classes-fieldset">
        <legend>{t('roster.character')}</legend>
        <CharacterChoice
          value={value.character}
          onChange={(character) => setValue((v) => ({ ...v, character }))}
          nameOf={names.character}
        />
      </fieldset>
      {error && (
        <p role="alert" className="classes-field__error">
          {error}
        </p>
      )}
      <div className="button-row classes-form__actions">
        <button type="submit" className="button button--primary button--large" disabled={busy}>
          {submitLabel}
        </button>
        {children}
      </div>
    </form>
  );
}
