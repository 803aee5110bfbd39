import type { Task, TaskStatus } from '@ttc/shared-protocol/api/tasks';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog';
import { useAuthUser } from '../../../lib/api/get-auth-user';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  useClasses,
  useCreateTask,
  useDeleteTask,
  useTasks,
  useUpdateTask,
} from '../api/tasks-api';
import {
  emptyTaskForm,
  formFromPrefill,
  formFromTask,
  readPrefill,
  type TaskForm,
  toInsertTask,
  toUpdateTask,
} from '../model/task-form';
import { TaskFormView } from './task-form-view';
import { TaskItem } from './task-item';
import './assignments.css';

type Filter = 'open' | 'all' | TaskStatus;
const FILTERS: Filter[] = ['open', 'all', 'pending', 'in_progress', 'completed', 'cancelled'];

type Editor = { form: TaskForm; task: Task | null; key: number } | null;

/** /teacher/assignments: the teacher's to-do and assignment list (spec section 3, tasks). */
export function AssignmentsScreen() {
  const { t } = useTranslation('assignments');
  usePageTitle(t('pageTitle'));
  const location = useLocation();
  const { user } = useAuthUser();
  const tasks = useTasks();
  const classes = useClasses();
  const create = useCreateTask();
  const update = useUpdateTask();
  const remove = useDeleteTask();
  const [filter, setFilter] = useState<Filter>('open');
  const [editor, setEditor] = useState<Editor>(() => {
    const prefill = readPrefill(location.state);
    return prefill ? { form: formFromPrefill(prefill), task: null, key: 0 } : null;
  });
  const [deleting, setDeleting] = useState<Task | null>(null);

  const classNames = useMemo(
    () => new Map((classes.data?.classes ?? []).map((c) => [c.id, c.name])),
    [classes.data],
  );
  const shown = (tasks.data?.tasks ?? []).filter((task) =>
    filter === 'all'
      ? true
      : filter === 'open'
        ? task.status === 'pending' || task.status === 'in_progress'
        : task.status === filter,
  );

  const submit = (form: TaskForm) => {
    if (editor?.task) {
      update.mutate(toUpdateTask(form, editor.task.id), { onSuccess: () => setEditor(null) });
    } else if (user) {
      create.mutate(toInsertTask(form, user.id), { onSuccess: () => setEditor(null) });
    }
  };
  const saving = editor?.task ? update : create;

  return (
    <div className="page assignments">
      <header className="assignments__header">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
        {!editor && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => setEditor({ form: emptyTaskForm(), task: null, key: Date.now() })}
          >
            {t('new')}
          </button>
        )}
      </header>

      {editor && (
        <TaskFormView
          key={editor.key}
          initial={editor.form}
          classes={classes.data?.classes ?? []}
          editing={editor.task !== null}
          busy={saving.isPending}
          error={saving.error ? t('saveFailed', { reason: saving.error.message }) : null}
          onSubmit={submit}
          onCancel={() => setEditor(null)}
        />
      )}

      <section className="assignments__list" aria-labelledby="assignments-list-title">
        <div className="assignments__list-head">
          <h2 id="assignments-list-title">{t('listTitle')}</h2>
          <div className="field field--inline">
            <label htmlFor="assignments-filter">{t('filter.label')}</label>
            <select
              id="assignments-filter"
              value={filter}
              onChange={(e) => setFilter(e.target.value as Filter)}
            >
              {FILTERS.map((f) => (
                <option key={f} value={f}>
                  {f === 'open' || f === 'all' ? t(`filter.${f}`) : t(`status.${f}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        {tasks.isPending ? (
          <p role="status">{t('loading')}</p>
        ) : tasks.isError ? (
          <p role="alert">{t('loadFailed', { reason: tasks.error.message })}</p>
        ) : shown.length === 0 ? (
          <p>{filter === 'open' ? t('emptyOpen') : t('empty')}</p>
        ) : (
          <ul className="task-list">
            {shown.map((task) => (
              <TaskItem
                key={task.id}
                task={task}
                className={task.classId ? (classNames.get(task.classId) ?? null) : null}
                playCount={tasks.data?.playCounts[task.id] ?? 0}
                onStatus={(item, status) => update.mutate({ id: item.id, status })}
                onEdit={(item) =>
                  setEditor({ form: formFromTask(item), task: item, key: Date.now() })
                }
                onDelete={setDeleting}
              />
            ))}
          </ul>
        )}
      </section>

      {deleting && (
        <ConfirmDialog
          title={t('deleteDialog.title', { title: deleting.title })}
          confirmLabel={t('deleteDialog.confirm')}
          cancelLabel={t('deleteDialog.cancel')}
          destructive
          busy={remove.isPending}
          error={remove.error ? t('saveFailed', { reason: remove.error.message }) : null}
          onConfirm={() => remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
          onCancel={() => {
            remove.reset();
            setDeleting(null);
          }}
        >
          {deleting.classId ? t('deleteDialog.assignment') : t('deleteDialog.todo')}
        </ConfirmDialog>
      )}
    </div>
  );
}
