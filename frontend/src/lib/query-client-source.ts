import type { QueryClient } from '@tanstack/react-query';

/**
 * The app's one QueryClient, created on first need. TanStack Query is a separate chunk: a
 * signed-out child on the Playground or in the Student Game never runs a server query, so
 * those routes never download it. Screens that do use queries get it with their own chunk
 * (see app/lazy-screen.tsx), and a sign-in session loads it for the user query.
 */
let client: Promise<QueryClient> | undefined;

export function loadQueryClient(): Promise<QueryClient> {
  client ??= import('./query-client').then((m) => m.createQueryClient());
  return client;
}

/** Tests hand in their own client (with cached data) before rendering. */
export function setQueryClientForTests(queryClient: QueryClient): void {
  client = Promise.resolve(queryClient);
}
