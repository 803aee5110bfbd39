import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClassList } from '@ttc/shared-protocol/api/classes';
import { ApiPath } from '@ttc/shared-protocol/api/paths';
import type { InsertTaskInput, Task, TaskList, UpdateTask } from '@ttc/shared-protocol/api/tasks';
import { apiRequest } from '../../../lib/api-client';

export const tasksQueryKey = ['/api', 'tasks'] as const;
export const classesQueryKey = ['/api', 'classes'] as const;

/** GET /api/tasks: the teacher's to-dos and assignments, with each assignment's play count. */
export async function getTasks(signal?: AbortSignal): Promise<TaskList> {
  const [body, { taskListSchema }] = await Promise.all([
    apiRequest('GET', ApiPath.tasks, { signal }),
    import('@ttc/shared-protocol/api/tasks'),
  ]);
  return taskListSchema.parse(body);
}

export const getTasksQueryOptions = () =>
  queryOptions({ queryKey: tasksQueryKey, queryFn: ({ signal }) => getTasks(signal) });

export function useTasks() {
  return useQuery(getTasksQueryOptions());
}

/** GET /api/classes: the classes an assignment can be for. */
export async function getClasses(signal?: AbortSignal): Promise<ClassList> {
  return apiRequest<ClassList>('GET', ApiPath.classes, { signal });
}

export function useClasses() {
  return useQuery({ queryKey: classesQueryKey, queryFn: ({ signal }) => getClasses(signal) });
}

function useTaskMutation<I>(mutationFn: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getTasksQueryOptions().queryKey }),
  });
}

/** POST /api/tasks. */
export function useCreateTask() {
  return useTaskMutation((input: InsertTaskInput) =>
    apiRequest<Task>('POST', ApiPath.tasks, { body: input }),
  );
}

/** PATCH /api/tasks/:id (the body names the id too, the spec's update rule). */
export function useUpdateTask() {
  return useTaskMutation((input: UpdateTask) =>
    apiRequest<Task>('PATCH', ApiPath.task(input.id), { body: input }),
  );
}

/** DELETE /api/tasks/:id. */
export function useDeleteTask() {
  return useTaskMutation((id: string) => apiRequest('DELETE', ApiPath.task(id)));
}
