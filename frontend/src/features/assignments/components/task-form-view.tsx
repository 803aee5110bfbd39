import {
  ASSIGNMENT_QUESTIONS_MAX,
  ASSIGNMENT_QUESTIONS_MIN,
} from '@ttc/shared-protocol/api/assignments';
import type { ClassSummary } from '@ttc/shared-protocol/api/classes';
import { TASK_TITLE_MAX_LENGTH } from '@ttc/shared-protocol/api/tasks';
import { DIFFICULTIES, QUESTION_TYPES } from '@ttc/shared-protocol/game/settings';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useLevelName } from '../../../lib/learner/level-name';
import { formProblem, type TaskForm } from '../model/task-form';

type Props = {
  initial: TaskForm;
  classes: readonly ClassSummary[];
  /** Editing an existing task (its kind stays as it was offered). */
  editing: boolean;
  busy: boolean;
  error: string | null;
  onSubmit: (form: TaskForm) => void;
  onCancel: () => void;
};

const LEVELS = Array.from({ length: 12 }, (_, i) => i + 1);
const COUNTS = Array.from(
  { length: ASSIGNMENT_QUESTIONS_MAX - ASSIGNMENT_QUESTIONS_MIN + 1 },
  (_, i) => i + ASSIGNMENT_QUESTIONS_MIN,
);
const STATUSES = ['pending', 'in_progress', 'completed', 'cancelled'] as const;
const PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;

/** The create and edit form: a to-do, or a Student Game assignment for a class. */
export function TaskFormView({
  initial,
  classes,
  editing,
  busy,
  error,
  onSubmit,
  onCancel,
}: Props) {
  const { t } = useTranslation('assignments');
  const levelName = useLevelName();
  const id = useId();
  const [form, setForm] = useState(initial);
  const [problem, setProblem] = useState<'title' | 'class' | null>(null);
  const set = <K extends keyof TaskForm>(key: K, value: TaskForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = formProblem(form);
    setProblem(found);
    if (!found) onSubmit(form);
  };
  const assignment = form.kind === 'assignment';
  return (
    <form className="task-form" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`}>{editing ? t('form.editTitle') : t('form.newTitle')}</h2>
      <fieldset className="field task-form__kind">
        <legend>{t('form.kind')}</legend>
        {(['todo', 'assignment'] as const).map((kind) => (
          <label key={kind} className="check">
            <input
              type="radio"
              name={`${id}-kind`}
              checked={form.kind === kind}
              onChange={() => set('kind', kind)}
            />
            {t(`form.kinds.${kind}`)}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-name`}>{t('form.title')}</label>
        <input
          id={`${id}-name`}
          value={form.title}
          maxLength={TASK_TITLE_MAX_LENGTH}
          aria-invalid={problem === 'title'}
          aria-describedby={problem === 'title' ? `${id}-name-error` : undefined}
          onChange={(e) => set('title', e.target.value)}
        />
        {problem === 'title' && (
          <p id={`${id}-name-error`} className="field__error">
            {t('form.titleMissing')}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-description`}>{t('form.description')}</label>
        <textarea
          id={`${id}-description`}
          rows={3}
          value={form.description}
          onChange={(e) => set('description', e.target.value)}
        />
      </div>
      <div className="task-form__row">
        <div className="field">
          <label htmlFor={`${id}-status`}>{t('form.status')}</label>
          <select
            id={`${id}-status`}
            value={form.status}
            onChange={(e) => set('status', e.target.value as TaskForm['status'])}
          >
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-priority`}>{t('form.priority')}</label>
          <select
            id={`${id}-priority`}
            value={form.priority}
            onChange={(e) => set('priority', e.target.value as TaskForm['priority'])}
          >
            {PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {t(`priority.${p}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-due`}>{t('form.dueDate')}</label>
          <input
            id={`${id}-due`}
            type="date"
            value={form.dueDate}
            onChange={(e) => set('dueDate', e.target.value)}
          />
        </div>
      </div>
      {assignment && (
        <fieldset className="task-form__game">
          <legend>{t('form.game')}</legend>
          <div className="field">
            <label htmlFor={`${id}-class`}>{t('form.class')}</label>
            <select
              id={`${id}-class`}
              value={form.classId}
              aria-invalid={problem === 'class'}
              aria-describedby={problem === 'class' ? `${id}-class-error` : undefined}
              onChange={(e) => set('classId', e.target.value)}
            >
              <option value="">{t('form.pickClass')}</option>
              {classes.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
            {problem === 'class' && (
              <p id={`${id}-class-error`} className="field__error">
                {classes.length === 0 ? t('form.noClasses') : t('form.classMissing')}
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor={`${id}-level`}>{t('form.level')}</label>
            <select
              id={`${id}-level`}
              value={String(form.level)}
              onChange={(e) =>
                set('level', e.target.value === 'free' ? 'free' : Number(e.target.value))
              }
            >
              {LEVELS.map((level) => (
                <option key={level} value={level}>
                  {t('form.levelOption', { level, name: levelName(level) })}
                </option>
              ))}
              <option value="free">{t('form.freePractice')}</option>
            </select>
          </div>
          {form.level === 'free' && (
            <>
              <div className="field">
                <label htmlFor={`${id}-difficulty`}>{t('form.difficulty')}</label>
                <select
                  id={`${id}-difficulty`}
                  value={form.difficulty}
                  onChange={(e) => set('difficulty', e.target.value as TaskForm['difficulty'])}
                >
                  {DIFFICULTIES.map((d) => (
                    <option key={d} value={d}>
                      {t(`difficulty.${d}`)}
                    </option>
                  ))}
                </select>
              </div>
              <fieldset className="field">
                <legend>{t('form.questionTypes')}</legend>
                {QUESTION_TYPES.map((type) => (
                  <label key={type} className="check">
                    <input
                      type="checkbox"
                      checked={form.questionTypes.includes(type)}
                      onChange={() => {
                        const on = form.questionTypes.includes(type);
                        if (on && form.questionTypes.length === 1) return;
                        set(
                          'questionTypes',
                          on
                            ? form.questionTypes.filter((q) => q !== type)
                            : [...form.questionTypes, type],
                        );
                      }}
                    />
                    {t(`questionType.${type}`)}
                  </label>
                ))}
              </fieldset>
            </>
          )}
          <div className="field">
            <label htmlFor={`${id}-count`}>{t('form.questionCount')}</label>
            <select
              id={`${id}-count`}
              value={form.questionCount}
              onChange={(e) => set('questionCount', Number(e.target.value))}
            >
              {COUNTS.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
        </fieldset>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <div className="task-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {editing ? t('form.save') : t('form.create')}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('form.cancel')}
        </button>
      </div>
    </form>
  );
}
