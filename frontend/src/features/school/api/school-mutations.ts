import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiPath } from '@ttc/shared-protocol/api/paths';
import type { CreateSchoolInput, InviteTeacherInput } from '@ttc/shared-protocol/api/school';
import { authUserQueryKey } from '../../../lib/api/get-auth-user';
import { apiRequest } from '../../../lib/api-client';
import { schoolQueryKey } from './get-school';

// The changes to the school. Each one refreshes every school query when it succeeds (the
// members' counts, the classes and sessions lists and the analytics may all change). Creating a
// school makes its creator an admin and joining one makes a teacher: those refresh the user too.

function useSchoolMutation<T>(
  mutationFn: (input: T) => Promise<unknown>,
  { changesRole = false } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: schoolQueryKey }),
        changesRole && queryClient.invalidateQueries({ queryKey: authUserQueryKey }),
      ]),
  });
}

/** POST /api/school: a teacher creates a school and becomes its admin. */
export function useCreateSchool() {
  return useSchoolMutation(
    (input: CreateSchoolInput) => apiRequest('POST', ApiPath.school, { body: input }),
    { changesRole: true },
  );
}

/** POST /api/school/invites: a magic link goes to the teacher's address. */
export function useInviteTeacher() {
  return useSchoolMutation((input: InviteTeacherInput) =>
    apiRequest('POST', ApiPath.schoolInvites, { body: input }),
  );
}

/** DELETE /api/school/invites/:id: the link stops working. */
export function useRevokeInvite() {
  return useSchoolMutation((id: string) => apiRequest('DELETE', ApiPath.schoolInvite(id)));
}

/** DELETE /api/school/members/:userId: the teacher leaves the school (their data stays theirs). */
export function useRemoveMember() {
  return useSchoolMutation((userId: string) => apiRequest('DELETE', ApiPath.schoolMember(userId)));
}

/** POST /api/school/invites/accept: the signed-in teacher joins the school of the invitation. */
export function useAcceptInvite() {
  return useSchoolMutation(
    (token: string) => apiRequest('POST', ApiPath.schoolInviteAccept, { body: { token } }),
    { changesRole: true },
  );
}
