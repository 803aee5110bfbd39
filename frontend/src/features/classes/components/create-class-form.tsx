import { CLASS_NAME_MAX_LENGTH, GRADES, type Grade } from '@ttc/shared-protocol/api/classes';
import { LANGUAGES, type Language } from '@ttc/shared-protocol/clock/language';
import { type FormEvent, useId, useRef, useState } from 'react';
import { toast } from '../../../components/ui/toast/toast-store';
import { currentLanguage, languageNames, useTranslation } from '../../../lib/i18n';
import { useCreateClass } from '../api/create-class';
import { classNameProblem } from '../model/class-form';
import { errorText } from './query-status';
import { useNames } from './use-names';

type Props = {
  onCreated: (created: { id: string }) => void;
};

/** "Create a class": name, grade K-3 and the language of its sessions. */
export function CreateClassForm({ onCreated }: Props) {
  const { t } = useTranslation('classes');
  const names = useNames();
  const id = useId();
  const nameInput = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [grade, setGrade] = useState<Grade>('1');
  const [language, setLanguage] = useState<Language>(() => currentLanguage());
  const [showProblem, setShowProblem] = useState(false);
  const create = useCreateClass();
  const problem = classNameProblem(name);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem) {
      setShowProblem(true);
      nameInput.current?.focus();
      return;
    }
    create.mutate(
      { name: name.trim(), grade, language },
      {
        onSuccess: (created) => {
          setName('');
          setShowProblem(false);
          toast({ title: t('create.created', { name: created.name }) });
          onCreated(created);
        },
      },
    );
  };

  const nameError =
    showProblem && problem ? t(`errors.${problem}`, { max: CLASS_NAME_MAX_LENGTH }) : null;

  return (
    <section className="classes-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('create.title')}</h2>
      <form className="classes-form" onSubmit={submit} noValidate>
        <div className="classes-field">
          <label htmlFor={`${id}-name`}>{t('create.name')}</label>
          <input
            ref={nameInput}
            id={`${id}-name`}
            className="input"
            value={name}
            onChange={(e) => setName(e.target.value)}
            onBlur={() => setShowProblem(name !== '')}
            maxLength={CLASS_NAME_MAX_LENGTH + 20}
            autoComplete="off"
            aria-invalid={nameError ? true : undefined}
            aria-describedby={`${id}-name-hint${nameError ? ` ${id}-name-error` : ''}`}
          />
          <p id={`${id}-name-hint`} className="classes-hint">
            {t('create.nameHint', { max: CLASS_NAME_MAX_LENGTH })}
          </p>
          {nameError && (
            <p id={`${id}-name-error`} className="classes-field__error">
              {nameError}
            </p>
          )}
        </div>
        <div className="classes-form__row">
          <div className="classes-field">
            <label htmlFor={`${id}-grade`}>{t('create.grade')}</label>
            <select
              id={`${id}-grade`}
              value={grade}
              onChange={(e) => setGrade(e.target.value as Grade)}
            >
              {GRADES.map((g) => (
                <option key={g} value={g}>
                  {names.grade(g)}
                </option>
              ))}
            </select>
          </div>
          <div className="classes-field">
            <label htmlFor={`${id}-language`}>{t('create.language')}</label>
            <select
              id={`${id}-language`}
              value={language}
              onChange={(e) => setLanguage(e.target.value as Language)}
              aria-describedby={`${id}-language-hint`}
            >
              {LANGUAGES.map((lang) => (
                <option key={lang} value={lang} lang={lang}>
                  {languageNames[lang]}
                </option>
              ))}
            </select>
            <p id={`${id}-language-hint`} className="classes-hint">
              {t('create.languageHint')}
            </p>
          </div>
        </div>
        {create.isError && (
          <p role="alert" className="classes-field__error">
            {t('create.failed', { message: errorText(create.error) })}
          </p>
        )}
        <div className="button-row classes-form__actions">
          <button
            type="submit"
            className="button button--primary button--large"
            disabled={create.isPending}
          >
            {create.isPending ? t('create.creating') : t('create.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
