import type { Task, TaskStatus } from '@ttc/shared-protocol/api/tasks';
import { useId } from 'react';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { useLevelName } from '../../../lib/learner/level-name';
import { AssignmentLink } from './assignment-link';

type Props = {
  task: Task;
  className: string | null;
  playCount: number;
  onStatus: (task: Task, status: TaskStatus) => void;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
};

const STATUSES = ['pending', 'in_progress', 'completed', 'cancelled'] as const;

/** One to-do or assignment in the list. */
export function TaskItem({ task, className, playCount, onStatus, onEdit, onDelete }: Props) {
  const { t } = useTranslation('assignments');
  const levelName = useLevelName();
  const id = useId();
  const due = task.dueDate
    ? new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium' }).format(
        new Date(task.dueDate),
      )
    : null;
  const preset = task.preset;
  return (
    <li className={`task-item task-item--${task.status}`} aria-labelledby={`${id}-title`}>
      <div className="task-item__head">
        <h3 id={`${id}-title`}>{task.title}</h3>
        <span className={`task-item__priority task-item__priority--${task.priority}`}>
          {t(`priority.${task.priority}`)}
        </span>
      </div>
      <p className="task-item__meta">
        {task.classId ? t('kind.assignment', { className: className ?? '…' }) : t('kind.todo')}
        {due && ` · ${t('due', { date: due })}`}
      </p>
      {preset && (
        <p className="task-item__meta">
          {preset.level === null
            ? t('presetFree', { count: preset.questionCount })
            : t('presetLevel', {
                level: preset.level,
                name: levelName(preset.level),
                count: preset.questionCount,
              })}
        </p>
      )}
      {task.description && <p className="task-item__description">{task.description}</p>}
      {task.shareCode && task.status !== 'cancelled' && (
        <AssignmentLink shareCode={task.shareCode} title={task.title} playCount={playCount} />
      )}
      <div className="task-item__actions">
        <label htmlFor={`${id}-status`}>{t('form.status')}</label>
        <select
          id={`${id}-status`}
          value={task.status}
          onChange={(e) => onStatus(task, e.target.value as TaskStatus)}
        >
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button button--ghost"
          aria-describedby={`${id}-title`}
          onClick={() => onEdit(task)}
        >
          {t('edit')}
        </button>
        <button
          type="button"
          className="button button--ghost task-item__delete"
          aria-describedby={`${id}-title`}
          onClick={() => onDelete(task)}
        >
          {t('delete')}
        </button>
      </div>
    </li>
  );
}
