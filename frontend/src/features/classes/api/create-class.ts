import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassDetail, CreateClassInput } from '@ttc/shared-protocol/api/classes';
import { ApiPath } from '@ttc/shared-protocol/api/paths';
import { apiRequest } from '../../../lib/api-client';
import { classKeys } from './query-keys';

/** POST /api/classes: a new class (the server answers with it, its roster empty). */
export async function createClass(input: CreateClassInput): Promise<ClassDetail> {
  const [body, { classDetailSchema }] = await Promise.all([
    apiRequest('POST', ApiPath.classes, { body: input }),
    import('@ttc/shared-protocol/api/classes'),
  ]);
  return classDetailSchema.parse(body);
}

export function useCreateClass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createClass,
    onSuccess: (created) => {
      client.setQueryData(classKeys.detail(created.id), created);
      return client.invalidateQueries({ queryKey: classKeys.all, exact: true });
    },
  });
}
