import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { AuthState } from '../auth-state';
import { loadQueryClient } from '../query-client-source';
import { authUserQueryKey, getAuthUser } from './get-auth-user';

export const getAuthUserQueryOptions = () =>
  queryOptions({
    queryKey: authUserQueryKey,
    queryFn: ({ signal }) => getAuthUser(signal),
  });

/** Runs the user query while a session exists and reports its state; renders nothing. */
export function AuthUserQuery({ onState }: { onState: (state: AuthState) => void }) {
  const [client, setClient] = useState<QueryClient | null>(null);
  useEffect(() => {
    let active = true;
    void loadQueryClient().then((c) => {
      if (active) setClient(c);
    });
    return () => {
      active = false;
    };
  }, []);
  return client ? <UserQuery client={client} onState={onState} /> : null;
}

function UserQuery({ client, onState }: { client: QueryClient; onState: (s: AuthState) => void }) {
  const query = useQuery(getAuthUserQueryOptions(), client);
  const user = query.data ?? null;
  const isLoading = query.isPending;
  useEffect(() => onState({ user, isLoading }), [onState, user, isLoading]);
  return null;
}
