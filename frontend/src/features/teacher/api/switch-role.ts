import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SelfSelectableRole } from '@ttc/shared-protocol/api/auth-user';
import { ApiPath } from '@ttc/shared-protocol/api/paths';
import { authUserQueryKey } from '../../../lib/api/get-auth-user';
import { apiRequest } from '../../../lib/api-client';

/** PATCH /api/profile/role: switch the profile's role among the self-selectable ones. */
export async function switchRole(role: SelfSelectableRole): Promise<void> {
  await apiRequest('PATCH', ApiPath.profileRole, { body: { role } });
}

/** Switches the role, then refreshes the signed-in user, so every screen sees the new role. */
export function useSwitchRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authUserQueryKey }),
  });
}
