/** The product's REST paths (spec section 7), so the client and the server name them once. */
export const ApiPath = {
  health: '/api/health',
  config: '/api/config',
  levels: '/api/levels',
  emailNotify: '/api/email/notify',
  authUser: '/api/auth/user',
  completeProfile: '/api/complete-profile',
  createSubscription: '/api/create-subscription',
  /** POST: a link to Stripe's customer portal (change or cancel the subscription). */
  billingPortal: '/api/billing-portal',
  /** POST, from Stripe only: signed subscription events (raw body, Stripe-Signature header). */
  stripeWebhook: '/api/stripe/webhook',
  /** GET: the account's plan, what it unlocks and its subscription (billing-status.ts). */
  entitlements: '/api/entitlements',
  /** Answers `userStatsSchema` of `game/stats.ts` (the stats derivation lives with the game). */
  userStats: (userId: string) => `/api/user/${encodeURIComponent(userId)}/stats`,
  // Teacher and admin tools (issue 14).
  /** PATCH {role}: switch the profile's role among the self-selectable ones. */
  profileRole: '/api/profile/role',
  classes: '/api/classes',
  class: (id: string) => `/api/classes/${encodeURIComponent(id)}`,
  classChildren: (id: string) => `/api/classes/${encodeURIComponent(id)}/children`,
  classChild: (id: string, childId: string) =>
    `/api/classes/${encodeURIComponent(id)}/children/${encodeURIComponent(childId)}`,
  classAnalytics: (id: string) => `/api/classes/${encodeURIComponent(id)}/analytics`,
  childAnalytics: (id: string, childId: string) =>
    `/api/classes/${encodeURIComponent(id)}/children/${encodeURIComponent(childId)}/analytics`,
  /** CSV (UTF-8 with BOM): one row per answer, then a per-child summary. */
  classCsv: (id: string) => `/api/classes/${encodeURIComponent(id)}/report.csv`,
  sessionCsv: (id: string) => `/api/sessions/${encodeURIComponent(id)}/report.csv`,
  /** A child's printable progress report for parents (PDF). */
  childPdf: (id: string, childId: string) =>
    `/api/classes/${encodeURIComponent(id)}/children/${encodeURIComponent(childId)}/report.pdf`,
  session: (id: string) => `/api/sessions/${encodeURIComponent(id)}`,
  tasks: '/api/tasks',
  task: (id: string) => `/api/tasks/${encodeURIComponent(id)}`,
  play: (code: string) => `/api/play/${encodeURIComponent(code)}`,
  playSeat: (code: string) => `/api/play/${encodeURIComponent(code)}/seat`,
  playResults: (code: string) => `/api/play/${encodeURIComponent(code)}/results`,
  school: '/api/school',
  schoolInvites: '/api/school/invites',
  schoolInvite: (id: string) => `/api/school/invites/${encodeURIComponent(id)}`,
  schoolInviteAccept: '/api/school/invites/accept',
  schoolMember: (userId: string) => `/api/school/members/${encodeURIComponent(userId)}`,
  schoolAnalytics: '/api/school/analytics',
  /** GET: every class of the school (admin). */
  schoolClasses: '/api/school/classes',
  /** GET: every session of the school, newest first (admin), paged like /api/sessions. */
  schoolSessions: '/api/school/sessions',
  hostGrants: '/api/internal/host-grants',
} as const;

/** Reserved for the built-in GoTrue-compatible sign-in (the accounts issue). */
export const AUTH_BASE_PATH = '/auth/v1';
