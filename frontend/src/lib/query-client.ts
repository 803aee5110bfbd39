import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** The spec's default query: a GET on the query key parts joined with slashes (section 7). */
const defaultQueryFn: QueryFunction = ({ queryKey, signal }) =>
  apiRequest('GET', queryKey.join('/'), { signal });

/**
 * The app's query client with the spec's defaults (section 7): data never goes stale, nothing
 * refetches on focus or on an interval, and neither queries nor mutations retry.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
