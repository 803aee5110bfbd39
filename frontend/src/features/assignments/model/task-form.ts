import {
  ASSIGNMENT_QUESTIONS_DEFAULT,
  type AssignmentPreset,
  type AssignmentPresetInput,
} from '@ttc/shared-protocol/api/assignments';
import type {
  InsertTaskInput,
  Task,
  TaskPriority,
  TaskStatus,
  UpdateTask,
} from '@ttc/shared-protocol/api/tasks';
import {
  Difficulty,
  QuestionType as QT,
  type QuestionType,
} from '@ttc/shared-protocol/game/settings';

export type TaskKind = 'todo' | 'assignment';

/** What the task form edits, field by field (strings as the inputs hold them). */
export type TaskForm = {
  kind: TaskKind;
  title: string;
  description: string;
  status: TaskStatus;
  priority: TaskPriority;
  /** yyyy-mm-dd, or '' for none. */
  dueDate: string;
  classId: string;
  /** 1-12, or 'free' for free practice. */
  level: number | 'free';
  difficulty: Difficulty;
  questionTypes: QuestionType[];
  questionCount: number;
};

/** Router state other screens send (class analytics' groups, lesson plans). */
export type AssignPrefill = {
  classId?: string;
  preset?: AssignmentPresetInput;
  title?: string;
};

export function emptyTaskForm(): TaskForm {
  return {
    kind: 'todo',
    title: '',
    description: '',
    status: 'pending',
    priority: 'medium',
    dueDate: '',
    classId: '',
    level: 1,
    difficulty: Difficulty.fiveMinutes,
    questionTypes: [QT.multipleChoice],
    questionCount: ASSIGNMENT_QUESTIONS_DEFAULT,
  };
}

function presetFields(preset: AssignmentPresetInput | null | undefined): Partial<TaskForm> {
  if (!preset) return {};
  return {
    level: preset.level ?? 'free',
    ...(preset.difficulty ? { difficulty: preset.difficulty } : {}),
    ...(preset.questionTypes ? { questionTypes: [...preset.questionTypes] } : {}),
    ...(preset.questionCount ? { questionCount: preset.questionCount } : {}),
  };
}

/** The form pre-filled from another screen's "assign this" (an assignment for that class). */
export function formFromPrefill(prefill: AssignPrefill): TaskForm {
  return {
    ...emptyTaskForm(),
    kind: prefill.classId || prefill.preset ? 'assignment' : 'todo',
    title: prefill.title ?? '',
    classId: prefill.classId ?? '',
    ...presetFields(prefill.preset),
  };
}

/** Reads router state that may not be ours: only the fields of an AssignPrefill pass. */
export function readPrefill(state: unknown): AssignPrefill | null {
  if (typeof state !== 'object' || state === null) return null;
  const s = state as Record<string, unknown>;
  const prefill: AssignPrefill = {};
  if (typeof s.classId === 'string') prefill.classId = s.classId;
  if (typeof s.title === 'string') prefill.title = s.title;
  if (typeof s.preset === 'object' && s.preset !== null) {
    prefill.preset = s.preset as AssignmentPresetInput;
  }
  return Object.keys(prefill).length > 0 ? prefill : null;
}

/** The form of an existing task (Edit). */
export function formFromTask(task: Task): TaskForm {
  return {
    ...emptyTaskForm(),
    kind: task.classId ? 'assignment' : 'todo',
    title: task.title,
    description: task.description ?? '',
    status: task.status,
    priority: task.priority,
    dueDate: task.dueDate ? task.dueDate.slice(0, 10) : '',
    classId: task.classId ?? '',
    ...presetFields(task.preset),
  };
}

/** A due date picked as a day: the end of that day where the teacher is. */
function dueDateIso(day: string): string | null {
  if (!day) return null;
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y ?? 0, (m ?? 1) - 1, d ?? 1, 23, 59).toISOString();
}

function preset(form: TaskForm): AssignmentPreset {
  return form.level === 'free'
    ? {
        level: null,
        difficulty: form.difficulty,
        questionTypes: [...form.questionTypes],
        questionCount: form.questionCount,
      }
    : { level: form.level, questionCount: form.questionCount };
}

function fields(form: TaskForm) {
  const assignment = form.kind === 'assignment';
  return {
    title: form.title.trim(),
    description: form.description.trim() || null,
    status: form.status,
    priority: form.priority,
    dueDate: dueDateIso(form.dueDate),
    classId: assignment ? form.classId : null,
    preset: assignment ? preset(form) : null,
  };
}

/** POST /api/tasks: the spec's insert (no id, timestamps or completedAt; the teacher's userId). */
export function toInsertTask(form: TaskForm, userId: string): InsertTaskInput {
  return { userId, ...fields(form) };
}

/** PATCH /api/tasks/:id: the spec's update (the id, never a userId). */
export function toUpdateTask(form: TaskForm, id: string): UpdateTask {
  return { id, ...fields(form) };
}

/** The form's own checks before it is sent (the server checks again). */
export function formProblem(form: TaskForm): 'title' | 'class' | null {
  if (!form.title.trim()) return 'title';
  if (form.kind === 'assignment' && !form.classId) return 'class';
  return null;
}
