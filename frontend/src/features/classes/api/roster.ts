import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AddChildInput,
  RosterChild,
  UpdateChildInput,
} from '@ttc/shared-protocol/api/classes';
import { ApiPath } from '@ttc/shared-protocol/api/paths';
import { apiRequest } from '../../../lib/api-client';
import { classKeys } from './query-keys';

/** POST /api/classes/:id/children: a child joins the roster. */
export async function addChild(classId: string, input: AddChildInput): Promise<RosterChild> {
  const [body, { rosterChildSchema }] = await Promise.all([
    apiRequest('POST', ApiPath.classChildren(classId), { body: input }),
    import('@ttc/shared-protocol/api/classes'),
  ]);
  return rosterChildSchema.parse(body);
}

/** PATCH /api/classes/:id/children/:childId: a new nickname or character. */
export async function updateChild(
  classId: string,
  childId: string,
  input: UpdateChildInput,
): Promise<RosterChild> {
  const [body, { rosterChildSchema }] = await Promise.all([
    apiRequest('PATCH', ApiPath.classChild(classId, childId), { body: input }),
    import('@ttc/shared-protocol/api/classes'),
  ]);
  return rosterChildSchema.parse(body);
}

/** DELETE /api/classes/:id/children/:childId: the child and their answers leave the class. */
export async function removeChild(classId: string, childId: string): Promise<void> {
  await apiRequest('DELETE', ApiPath.classChild(classId, childId));
}

/**
 * The roster changes the class and its summary in the list: both are refetched. Not awaited, so
 * a caller's own onSuccess (clearing the add form) runs at once, not after the refetch, when the
 * teacher may already be typing the next child.
 */
function useRosterInvalidation(classId: string) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: classKeys.detail(classId) });
    void client.invalidateQueries({ queryKey: classKeys.all, exact: true });
  };
}

export function useAddChild(classId: string) {
  const onSuccess = useRosterInvalidation(classId);
  return useMutation({
    mutationFn: (input: AddChildInput) => addChild(classId, input),
    onSuccess,
  });
}

export function useUpdateChild(classId: string) {
  const onSuccess = useRosterInvalidation(classId);
  return useMutation({
    mutationFn: ({ childId, input }: { childId: string; input: UpdateChildInput }) =>
      updateChild(classId, childId, input),
    onSuccess,
  });
}

export function useRemoveChild(classId: string) {
  const onSuccess = useRosterInvalidation(classId);
  return useMutation({
    mutationFn: (childId: string) => removeChild(classId, childId),
    onSuccess,
  });
}
