import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiPath } from '@ttc/shared-protocol/api/paths';
import { apiRequest } from '../../../lib/api-client';
import { classKeys } from './query-keys';

/** DELETE /api/classes/:id: the class, its roster and its answers. */
export async function deleteClass(classId: string): Promise<void> {
  await apiRequest('DELETE', ApiPath.class(classId));
}

export function useDeleteClass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteClass,
    onSuccess: (_data, classId) => {
      client.removeQueries({ queryKey: classKeys.detail(classId) });
      return client.invalidateQueries({ queryKey: classKeys.all });
    },
  });
}
