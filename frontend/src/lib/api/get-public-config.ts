import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@ttc/shared-protocol/api/config';
import { apiRequest } from '../api-client';

export const publicConfigQueryKey = ['/api', 'config'] as const;

/** GET /api/config: the public runtime configuration (auth provider, payments, feature flags). */
export async function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  const [body, { publicConfigSchema }] = await Promise.all([
    apiRequest('GET', '/api/config', { signal }),
    import('@ttc/shared-protocol/api/config'),
  ]);
  return publicConfigSchema.parse(body);
}

export const getPublicConfigQueryOptions = () =>
  queryOptions({
    queryKey: publicConfigQueryKey,
    queryFn: ({ signal }) => getPublicConfig(signal),
  });

export function usePublicConfig() {
  return useQuery(getPublicConfigQueryOptions());
}
