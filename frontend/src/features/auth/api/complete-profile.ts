import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompleteProfileRequest } from '@ttc/shared-protocol/api/complete-profile';
import { ApiPath } from '@ttc/shared-protocol/api/paths';
import { authUserQueryKey } from '../../../lib/api/get-auth-user';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/complete-profile (spec section 7): only success or failure is read. */
export async function completeProfile(input: CompleteProfileRequest): Promise<void> {
  await apiRequest('POST', ApiPath.completeProfile, { body: input });
}

/** Completes the profile, then refreshes the signed-in user before reporting success. */
export function useCompleteProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authUserQueryKey }),
  });
}
