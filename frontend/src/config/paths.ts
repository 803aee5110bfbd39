/**
 * Every URL of the app, defined once (spec section 2, route table). `path` is the router
 * pattern; `getHref` builds a link to it. Anchors on the landing screen are here too.
 */
export const paths = {
  root: { path: '/', getHref: () => '/' },
  home: { path: '/home', getHref: () => '/home' },
  landing: { path: '/landing', getHref: () => '/landing' },
  /** The Features section of the landing screen. */
  features: { id: 'features', getHref: () => '/#features' },
  /** The About section of the landing screen. */
  about: { id: 'about', getHref: () => '/#about' },
  auth: {
    login: { path: '/auth/login', getHref: () => '/auth/login' },
    signup: {
      path: '/auth/signup',
      /** `next` and `source` are set by the guest gate (spec section 4). */
      getHref: (query: { next?: string; source?: string } = {}) => withQuery('/auth/signup', query),
    },
    callback: { path: '/auth/callback', getHref: () => '/auth/callback' },
    verify: { path: '/auth/verify', getHref: () => '/auth/verify' },
  },
  completeProfile: { path: '/complete-profile', getHref: () => '/complete-profile' },
  playground: { path: '/playground', getHref: () => '/playground' },
  studentGame: { path: '/student-game', getHref: () => '/student-game' },
  progress: { path: '/progress', getHref: () => '/progress' },
  settings: { path: '/settings', getHref: () => '/settings' },
  teacher: { path: '/teacher', getHref: () => '/teacher' },
  // The teacher's and the school admin's tools (issue 14).
  classes: { path: '/teacher/classes', getHref: () => '/teacher/classes' },
  class: {
    path: '/teacher/classes/:classId',
    getHref: (classId: string) => `/teacher/classes/${encodeURIComponent(classId)}`,
  },
  child: {
    path: '/teacher/classes/:classId/children/:childId',
    getHref: (classId: string, childId: string) =>
      `/teacher/classes/${encodeURIComponent(classId)}/children/${encodeURIComponent(childId)}`,
  },
  lessons: { path: '/teacher/lessons', getHref: () => '/teacher/lessons' },
  lesson: {
    path: '/teacher/lessons/:planId',
    getHref: (planId: string) => `/teacher/lessons/${encodeURIComponent(planId)}`,
  },
  assignments: { path: '/teacher/assignments', getHref: () => '/teacher/assignments' },
  school: { path: '/teacher/school', getHref: () => '/teacher/school' },
  /** Where a school invitation's magic link lands (`?token=`). */
  schoolJoin: {
    path: '/school/join',
    getHref: (token?: string) => withQuery('/school/join', { token }),
  },
  /** A child opens an assignment here, from its link or QR code. */
  play: { path: '/play/:code', getHref: (code: string) => `/play/${encodeURIComponent(code)}` },
  /** The live session on the smartboard: a new room (no code) or the host's room `code`. */
  host: {
    path: '/host/:code?',
    getHref: (code?: string) => (code ? `/host/${encodeURIComponent(code)}` : '/host'),
  },
  profile: { path: '/profile', getHref: () => '/profile' },
  join: { path: '/join', getHref: () => '/join' },
  pricing: { path: '/pricing', getHref: () => '/pricing' },
  upgrade: { path: '/upgrade', getHref: () => '/upgrade' },
  subscribe: { path: '/subscribe', getHref: () => '/subscribe' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  terms: { path: '/terms', getHref: () => '/terms' },
  coppa: { path: '/coppa', getHref: () => '/coppa' },
} as const;

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, value);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
