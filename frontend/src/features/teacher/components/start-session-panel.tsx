import type { SessionOptionsInput } from '@ttc/shared-protocol/classroom/options';
import { LeaderboardMode, NicknameMode } from '@ttc/shared-protocol/classroom/options';
import { LANGUAGES } from '@ttc/shared-protocol/clock/language';
import { DIFFICULTIES, QUESTION_TYPES } from '@ttc/shared-protocol/game/settings';
import { type FormEvent, useId, useState } from 'react';
import { currentLanguage, languageNames, useTranslation } from '../../../lib/i18n';
import {
  defaultSessionForm,
  QUESTION_COUNTS,
  SECONDS_CHOICES,
  type SessionForm,
  toggleQuestionType,
  toSessionOptions,
} from '../model/session-form';

type Props = {
  /** Called with the chosen options; the app opens the host screen with them. */
  onStart: (options: SessionOptionsInput) => void;
};

/**
 * "Start a live session": the host's session options (question count, question types including
 * set the clock, difficulty, seconds per question, when the leaderboard shows, how children get
 * a nickname, the session language), then Start.
 */
export function StartSessionPanel({ onStart }: Props) {
  const { t } = useTranslation('teacher');
  const [form, setForm] = useState<SessionForm>(() => defaultSessionForm(currentLanguage()));
  const id = useId();
  const set = <K extends keyof SessionForm>(key: K, value: SessionForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onStart(toSessionOptions(form));
  };

  return (
    <section className="teacher-card start-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('start.title')}</h2>
      <p className="teacher-card__intro">{t('start.intro')}</p>
      <form className="start-panel__form" onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-count`}>{t('start.questionCount')}</label>
          <select
            id={`${id}-count`}
            value={form.questionCount}
            onChange={(e) => set('questionCount', Number(e.target.value))}
          >
            {QUESTION_COUNTS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>

        <fieldset className="field start-panel__types">
          <legend>{t('start.questionTypes')}</legend>
          {QUESTION_TYPES.map((type) => (
            <label key={type} className="check">
              <input
                type="checkbox"
                checked={form.questionTypes.includes(type)}
                onChange={() => set('questionTypes', toggleQuestionType(form.questionTypes, type))}
              />
              {t(`start.type.${type}`)}
            </label>
          ))}
          <p className="field__hint">{t('start.questionTypesNote')}</p>
        </fieldset>

        <div className="field">
          <label htmlFor={`${id}-difficulty`}>{t('start.difficulty')}</label>
          <select
            id={`${id}-difficulty`}
            value={form.difficulty}
            onChange={(e) => set('difficulty', e.target.value as SessionForm['difficulty'])}
          >
            {DIFFICULTIES.map((d) => (
              <option key={d} value={d}>
                {t(`start.level.${d}`)}
              </option>
            ))}
          </select>
        </div>

        <div className="field">
          <label htmlFor={`${id}-seconds`}>{t('start.seconds')}</label>
          <select
            id={`${id}-seconds`}
            value={form.secondsPerQuestion}
            onChange={(e) => set('secondsPerQuestion', Number(e.target.value))}
          >
            {SECONDS_CHOICES.map((s) => (
              <option key={s} value={s}>
                {t('start.secondsValue', { count: s })}
              </option>
            ))}
          </select>
        </div>

        <fieldset className="field">
          <legend>{t('start.leaderboard')}</legend>
          {[LeaderboardMode.afterEach, LeaderboardMode.atEnd].map((mode) => (
            <label key={mode} className="check">
              <input
                type="radio"
                name={`${id}-leaderboard`}
                checked={form.leaderboard === mode}
                onChange={() => set('leaderboard', mode)}
              />
              {t(`start.leaderboardMode.${mode}`)}
            </label>
          ))}
        </fieldset>

        <fieldset className="field">
          <legend>{t('start.nicknames')}</legend>
          {[NicknameMode.generated, NicknameMode.typed].map((mode) => (
            <label key={mode} className="check">
              <input
                type="radio"
                name={`${id}-nicknames`}
                checked={form.nicknameMode === mode}
                onChange={() => set('nicknameMode', mode)}
              />
              {t(`start.nicknameMode.${mode}`)}
            </label>
          ))}
        </fieldset>

        <div className="field">
          <label htmlFor={`${id}-language`}>{t('start.language')}</label>
          <select
            id={`${id}-language`}
            value={form.language}
            onChange={(e) => set('language', e.target.value as SessionForm['language'])}
          >
            {LANGUAGES.map((lang) => (
              <option key={lang} value={lang} lang={lang}>
                {languageNames[lang]}
              </option>
            ))}
          </select>
        </div>

        <div className="button-row start-panel__actions">
          <button type="submit" className="button button--primary button--large">
            {t('start.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
