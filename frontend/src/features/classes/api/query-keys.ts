/** The TanStack Query keys of the classes feature, so mutations invalidate what they change. */
export const classKeys = {
  all: ['/api', 'classes'] as const,
  detail: (classId: string) => ['/api', 'classes', classId] as const,
  analytics: (classId: string) => ['/api', 'classes', classId, 'analytics'] as const,
  childAnalytics: (classId: string, childId: string) =>
    ['/api', 'classes', classId, 'analytics', childId] as const,
  sessions: (classId: string) => ['/api', 'sessions', { classId }] as const,
};
