import { SCHOOL_NAME_MAX_LENGTH } from '@ttc/shared-protocol/api/school';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useCreateSchool } from '../api/school-mutations';

/** A teacher without a school creates one and becomes its admin (what that means is said first). */
export function CreateSchoolForm() {
  const { t } = useTranslation('school');
  const id = useId();
  const [name, setName] = useState('');
  const create = useCreateSchool();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || create.isPending) return;
    create.mutate({ name: name.trim() });
  };

  return (
    <section className="school-card school-create" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('create.title')}</h2>
      <p>{t('create.intro')}</p>
      <p>{t('create.admin')}</p>
      <form className="school-form" onSubmit={submit}>
        <label htmlFor={`${id}-name`}>{t('create.name')}</label>
        <input
          id={`${id}-name`}
          className="input"
          value={name}
          required
          maxLength={SCHOOL_NAME_MAX_LENGTH}
          autoComplete="organization"
          onChange={(e) => setName(e.target.value)}
        />
        <div className="button-row">
          <button
            type="submit"
            className="button button--primary button--large"
            disabled={create.isPending}
          >
            {create.isPending ? t('create.saving') : t('create.submit')}
          </button>
        </div>
        {create.isError && (
          <p role="alert" className="school-status school-status--error">
            {t('create.error', { message: create.error.message })}
          </p>
        )}
      </form>
      <p className="school-soft">{t('create.joinHint')}</p>
    </section>
  );
}
