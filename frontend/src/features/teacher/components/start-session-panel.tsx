import type { SessionOptionsInput } from '@ttc/shared-protocol/classroom/options';
import { LeaderboardMode, NicknameMode } from '@ttc/shared-protocol/classroom/options';
import { LANGUAGES, type Language } from '@ttc/shared-protocol/clock/language';
import { DIFFICULTIES, QUESTION_TYPES } from '@ttc/shared-protocol/game/settings';
import { type FormEvent, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { useAuthUser } from '../../../lib/api/get-auth-user';
import { currentLanguage, languageNames, useTranslation } from '../../../lib/i18n';
import { storage } from '../../../lib/storage';
import { useClassList } from '../api/get-classes';
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

/** Where this device keeps a teacher's last session options: per user, for a shared classroom PC. */
export function sessionOptionsKey(userId: string): string {
  return `ttc-session-options:${userId}`;
}

function objectOrNull(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

function rememberedOptions(userId: string | undefined): Record<string, unknown> | null {
  const raw = userId ? storage.get(sessionOptionsKey(userId)) : null;
  if (!raw) return null;
  try {
    return objectOrNull(JSON.parse(raw));
  } catch {
    return null;
  }
}

/**
 * Options over the defaults, field by field; anything that is not a known value of a field is
 * ignored (a hand-edited or older stored value, a preset from an older lesson plan).
 */
function formFrom(preset: Record<string, unknown>, form: SessionForm): SessionForm {
  const pick = <T,>(value: unknown, allowed: readonly T[], fallback: T): T =>
    allowed.includes(value as T) ? (value as T) : fallback;
  const types = Array.isArray(preset.questionTypes)
    ? preset.questionTypes.filter((type): type is SessionForm['questionTypes'][number] =>
        (QUESTION_TYPES as readonly unknown[]).includes(type),
      )
    : [];
  return {
    questionCount: pick(preset.questionCount, QUESTION_COUNTS, form.questionCount),
    questionTypes: types.length > 0 ? [...new Set(types)] : form.questionTypes,
    difficulty: pick(preset.difficulty, DIFFICULTIES, form.difficulty),
    secondsPerQuestion: pick(preset.secondsPerQuestion, SECONDS_CHOICES, form.secondsPerQuestion),
    leaderboard: pick(
      preset.leaderboard,
      [LeaderboardMode.afterEach, LeaderboardMode.atEnd],
      form.leaderboard,
    ),
    nicknameMode: pick(
      preset.nicknameMode,
      [NicknameMode.generated, NicknameMode.typed],
      form.nicknameMode,
    ),
    language: pick(preset.language, LANGUAGES, form.language),
    adaptive: pick(preset.adaptive, [true, false], form.adaptive),
    hideRanks: pick(preset.hideRanks, [true, false], form.hideRanks),
  };
}

/**
 * Where the form starts: a preset handed over in router state (`{ options }`, as a lesson plan's
 * "Start this session" passes it) wins; otherwise this teacher's last options on this device;
 * otherwise the defaults.
 */
function initialForm(
  state: unknown,
  language: Language,
  userId: string | undefined,
): { form: SessionForm; classId: string; fromPreset: boolean } {
  const defaults = defaultSessionForm(language);
  const preset = objectOrNull(objectOrNull(state)?.options);
  const chosen = preset ?? rememberedOptions(userId);
  if (!chosen) return { form: defaults, classId: '', fromPreset: false };
  return {
    form: formFrom(chosen, defaults),
    classId: typeof chosen.classId === 'string' ? chosen.classId : '',
    fromPreset: preset !== null,
  };
}

/**
 * "Start a live session": the class it is for (or none: anyone with the code), the host's
 * session options (question count, question types including set the clock, difficulty, seconds
 * per question, when the leaderboard shows, how children get a nickname, the session language),
 * then Start. A preset in router state (a lesson plan's) fills the form first, else the options
 * this teacher last started with on this device.
 */
export function StartSessionPanel({ onStart }: Props) {
  // The signed-in teacher: this device remembers their last options (signed out: nothing kept).
  const userId = useAuthUser().user?.id;
  const { t } = useTranslation('teacher');
  const location = useLocation();
  const [initial] = useState(() => initialForm(location.state, currentLanguage(), userId));
  const [form, setForm] = useState<SessionForm>(initial.form);
  const [classId, setClassId] = useState(initial.classId);
  const classes = useClassList();
  const id = useId();
  const set = <K extends keyof SessionForm>(key: K, value: SessionForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const pickClass = (next: string) => {
    setClassId(next);
    // The session speaks the class's language unless the teacher changes it after.
    const chosen = classes.data?.classes.find((c) => c.id === next);
    if (chosen) set('language', chosen.language);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const known = classes.data?.classes.some((c) => c.id === classId) ?? false;
    const options = { ...toSessionOptions(form), ...(classId && known ? { classId } : {}) };
    if (userId) storage.set(sessionOptionsKey(userId), JSON.stringify(options));
    onStart(options);
  };

  return (
    <section className="teacher-card start-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('start.title')}</h2>
      <p className="teacher-card__intro">{t('start.intro')}</p>
      {initial.fromPreset && <p className="field__hint">{t('start.preset')}</p>}
      <form className="start-panel__form" onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-class`}>{t('start.class')}</label>
          <select
            id={`${id}-class`}
            value={classId}
            aria-describedby={`${id}-class-hint`}
            onChange={(e) => pickClass(e.target.value)}
          >
            <option value="">{t('start.noClass')}</option>
            {classes.data?.classes.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
          <p id={`${id}-class-hint`} className="field__hint">
            {classes.isPending
              ? t('start.classesLoading')
              : classes.isError
                ? t('start.classesFailed')
                : t('start.classHint')}
          </p>
        </div>

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

        <fieldset className="field">
          <legend>{t('start.playStyle')}</legend>
          <label className="check">
            <input
              type="checkbox"
              checked={form.adaptive}
              aria-describedby={`${id}-adaptive-hint`}
              onChange={(e) => set('adaptive', e.target.checked)}
            />
            {t('start.adaptive')}
          </label>
          <p id={`${id}-adaptive-hint`} className="field__hint">
            {t('start.adaptiveHint')}
          </p>
          <label className="check">
            <input
              type="checkbox"
              checked={form.hideRanks}
              aria-describedby={`${id}-hide-ranks-hint`}
              onChange={(e) => set('hideRanks', e.target.checked)}
            />
            {t('start.hideRanks')}
          </label>
          <p id={`${id}-hide-ranks-hint`} className="field__hint">
            {t('start.hideRanksHint')}
          </p>
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
