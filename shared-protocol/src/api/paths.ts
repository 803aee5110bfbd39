/** The product's REST paths (spec section 7), so the client and the server name them once. */
export const ApiPath = {
  health: '/api/health',
  config: '/api/config',
  levels: '/api/levels',
  emailNotify: '/api/email/notify',
  authUser: '/api/auth/user',
  completeProfile: '/api/complete-profile',
  createSubscription: '/api/create-subscription',
  /** Answers `userStatsSchema` of `game/stats.ts` (the stats derivation lives with the game). */
  userStats: (userId: string) => `/api/user/${encodeURIComponent(userId)}/stats`,
} as const;

/** Reserved for the built-in GoTrue-compatible sign-in (the accounts issue). */
export const AUTH_BASE_PATH = '/auth/v1';
