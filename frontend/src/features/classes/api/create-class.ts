import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassSummary, CreateClassInput } from '@ttc/shared-protocol/api/classes';
import { ApiPath } from '@ttc/shared-protocol/api/paths';
import { apiRequest } from '../../../lib/api-client';
import { classKeys } from './query-keys';

/** POST /api/classes: a new class (the server answers with its summary). */
export async function createClass(input: CreateClassInput): Promise<ClassSummary> {
  const [body, { classSummarySchema }] = await Promise.all([
    apiRequest('POST', ApiPath.classes, { body: input }),
    import('@ttc/shared-protocol/api/classes'),
  ]);
  return classSummarySchema.parse(body);
}

export function useCreateClass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createClass,
    onSuccess: () => client.invalidateQueries({ queryKey: classKeys.all }),
  });
}
