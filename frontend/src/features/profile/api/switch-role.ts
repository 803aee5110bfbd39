import type { SelfSelectableRole } from '@ttc/shared-protocol/api/auth-user';
import { ApiPath } from '@ttc/shared-protocol/api/paths';
import { authUserQueryKey } from '../../../lib/api/get-auth-user';
import { apiRequest } from '../../../lib/api-client';
import { loadQueryClient } from '../../../lib/query-client-source';

/**
 * PATCH /api/profile/role, then the signed-in user is refreshed so every screen sees the new
 * role. The profile screen runs without TanStack Query of its own (it loads with the user query).
 */
export async function switchRole(role: SelfSelectableRole): Promise<void> {
  await apiRequest('PATCH', ApiPath.profileRole, { body: { role } });
  const client = await loadQueryClient();
  await client.invalidateQueries({ queryKey: authUserQueryKey });
}
