// What every column of the database holds about a person, where else personal data lives, and
// how long each is kept. The privacy page (frontend/src/locales/<lang>/legal.json,
// `privacy.categories`) describes each category below in plain words; api/test/privacy-columns
// .test.ts fails when a column of the drizzle schema is missing here (so a new column is
// classified before it ships), when a personal category has no statement on the privacy page,
// and when a field marked `mask` could reach a log line.

/** The groups the privacy page names, one statement each (`privacy.categories.<category>`). */
export const PERSONAL_CATEGORIES = [
  'account',
  'signIn',
  'limits',
  'newsList',
  'gameResults',
  'teaching',
  'children',
  'school',
  'settings',
  'parentLock',
  'uploads',
  'payments',
  'liveRooms',
  'device',
  'logs',
  'mail',
] as const;
export type PersonalCategory = (typeof PERSONAL_CATEGORIES)[number];

/** How long a value is kept (the privacy page's "How long" line of its category says it). */
export type Retention =
  /** Until the account is deleted (Settings > Data & Privacy), which removes it at once. */
  | 'account'
  /** A sign-in on a device: until signing out there, or the account is deleted. */
  | 'signedIn'
  /** An emailed sign-in link or code: works 10 minutes, removed a day after it expires. */
  | 'signInLink'
  /** A rate-limit counter: its window (15 minutes to 24 hours), removed a day after. */
  | 'limitWindow'
  /** The news list: until the person asks to be removed or deletes the account. */
  | 'newsList'
  /** A teacher's data: until the teacher deletes it (or the class, or the account). */
  | 'teacher'
  /** School membership and invitations: until removed, the school is deleted, or the account. */
  | 'school'
  /** A parent lock: until it is turned off or the account is deleted. */
  | 'parentLock'
  /** An uploaded image: until its owner deletes it or the account. */
  | 'upload'
  /** A Stripe event: until applied, then 30 days (a late redelivery is still recognised). */
  | 'paymentEvent'
  /** Nothing is kept: the table is never written. */
  | 'unused';

export interface ColumnData {
  /** True when the value says something about a person or identifies one (alone or by its row). */
  personal: boolean;
  /** The privacy page's group; null for a column that is not personal. */
  category: PersonalCategory | null;
  retention: Retention;
  /**
   * Values that must never reach a log line: an email address, or a secret (a token, a hash of
   * one, a PIN's hash). The logger masks fields of these names (api/src/logger.ts).
   */
  mask?: 'email' | 'secret';
}

type Kind = 'personal' | 'email' | 'secret' | 'not personal';

/** The columns of one table, all of one category and retention. */
function table(
  category: PersonalCategory,
  retention: Retention,
  columns: Record<string, Kind>,
): Record<string, ColumnData> {
  return Object.fromEntries(
    Object.entries(columns).map(([column, kind]) => [
      column,
      kind === 'not personal'
        ? { personal: false, category: null, retention }
        : {
            personal: true,
            category,
            retention,
            ...(kind === 'email' ? { mask: 'email' } : kind === 'secret' ? { mask: 'secret' } : {}),
          },
    ]),
  );
}

// Row ids are random UUIDs (or counters) that say nothing by themselves: 'not personal'. The
// column that ties a row to a person (user_id, owner_id, child_id) is personal.
const P = 'personal';
const N = 'not personal';

/** Every column of every table, by their SQL names. */
export const PERSONAL_DATA: Record<string, Record<string, ColumnData>> = {
  users: table('account', 'account', {
    id: P,
    email: 'email',
    first_name: P,
    last_name: P,
    full_name: P,
    profile_image_url: P,
    role: P,
    plan: P,
    trial_ends_at: P,
    created_at: P,
    updated_at: P,
    // Filled only once paid plans open (issue 17); the card itself stays with Stripe.
    stripe_customer_id: P,
    stripe_subscription_id: P,
  }),
  profiles: table('account', 'account', {
    id: N,
    email: 'email',
    display_name: P,
    first_name: P,
    last_name: P,
    full_name: P,
    profile_image_url: P,
    role: P,
    plan: P,
    marketing_opt_in: P,
    trial_ends_at: P,
    created_at: P,
    updated_at: P,
  }),
  // connect-pg-simple's layout, kept in the schema but never written: sign-in uses auth_*.
  sessions: table('signIn', 'unused', { sid: N, sess: N, expire: N }),
  auth_sessions: table('signIn', 'signedIn', {
    id: N,
    user_id: P,
    created_at: P,
    refreshed_at: P,
  }),
  auth_refresh_tokens: table('signIn', 'signedIn', {
    token_hash: 'secret',
    session_id: P,
    created_at: P,
    used_at: P,
    successor: 'secret',
  }),
  auth_link_tokens: table('signIn', 'signInLink', {
    token_hash: 'secret',
    user_id: P,
    code_challenge: P,
    code_challenge_method: N,
    redirect_to: P,
    created_at: P,
    expires_at: P,
    used_at: P,
  }),
  auth_codes: table('signIn', 'signInLink', {
    code_hash: 'secret',
    user_id: P,
    code_challenge: P,
    code_challenge_method: N,
    created_at: P,
    expires_at: P,
    used_at: P,
  }),
  // Keys are "<limit>:<SHA-256 of the address or network address>", never the address itself.
  auth_rate_limits: table('limits', 'limitWindow', { key: P, points: P, expire: P }),
  email_subscribers: table('newsList', 'newsList', {
    id: N,
    email: 'email',
    source: P,
    created_at: P,
  }),
  progress_games: table('gameResults', 'account', {
    id: N,
    user_id: P,
    game_id: N,
    source: P,
    played_at: P,
    answer_count: P,
    correct_count: P,
    created_at: P,
  }),
  progress_answers: table('gameResults', 'account', {
    id: N,
    progress_game_id: P,
    user_id: P,
    question_type: P,
    difficulty: P,
    correct: P,
    answered_at: P,
    answer_ms: P,
    given: P,
    expected: P,
    tag: P,
    skill: P,
    level: P,
    purpose: P,
  }),
  tasks: table('teaching', 'teacher', {
    id: N,
    user_id: P,
    title: P,
    description: P,
    status: P,
    priority: P,
    due_date: P,
    completed_at: P,
    created_at: P,
    updated_at: P,
    class_id: P,
    preset: P,
    share_code: 'secret',
  }),
  classes: table('teaching', 'teacher', {
    id: N,
    teacher_id: P,
    name: P,
    grade: P,
    language: P,
    created_at: P,
    updated_at: P,
  }),
  classroom_sessions: table('teaching', 'teacher', {
    id: N,
    teacher_id: P,
    room_code: P,
    options: P,
    questions: N,
    started_at: P,
    ended_at: P,
    end_reason: P,
    player_count: P,
    question_count: N,
    answer_count: P,
    average_score: P,
    average_answer_ms: P,
    most_missed_index: P,
    most_missed_count: P,
    received_at: P,
    class_id: P,
  }),
  class_children: table('children', 'teacher', {
    id: N,
    class_id: P,
    nickname: P,
    nickname_key: P,
    character_id: P,
    created_at: P,
  }),
  session_players: table('children', 'teacher', {
    session_id: P,
    player_id: P,
    nickname: P,
    character_id: P,
    final_score: P,
    rank: P,
    correct_count: P,
    total_answer_ms: P,
    child_id: P,
  }),
  session_answers: table('children', 'teacher', {
    session_id: P,
    player_id: P,
    question_index: N,
    question_type: N,
    correct_time: N,
    given: P,
    correct: P,
    answer_ms: P,
    tag: P,
    skill: N,
    level: P,
    class_id: P,
    child_id: P,
  }),
  assignment_games: table('children', 'teacher', {
    id: N,
    task_id: P,
    child_id: P,
    game_id: N,
    played_at: P,
    answer_count: P,
    correct_count: P,
    created_at: P,
  }),
  assignment_answers: table('children', 'teacher', {
    id: N,
    assignment_game_id: P,
    task_id: P,
    child_id: P,
    question_index: N,
    question_type: N,
    skill: N,
    level: P,
    correct_time: N,
    given: P,
    correct: P,
    answer_ms: P,
    tag: P,
    answered_at: P,
  }),
  // A school's name names an organisation, not a person.
  schools: table('school', 'school', { id: N, name: N, created_at: N }),
  school_members: table('school', 'school', {
    school_id: P,
    user_id: P,
    role: P,
    joined_at: P,
  }),
  school_invites: table('school', 'school', {
    id: N,
    school_id: P,
    email: 'email',
    token_hash: 'secret',
    invited_by: P,
    created_at: P,
    expires_at: P,
    accepted_at: P,
  }),
  user_settings: table('settings', 'account', { user_id: P, values: P, updated_at: P }),
  parent_locks: table('parentLock', 'parentLock', {
    user_id: P,
    pin_hash: 'secret',
    failed_tries: P,
    locked_until: P,
    reset_token_hash: 'secret',
    reset_expires_at: P,
    created_at: P,
    updated_at: P,
  }),
  uploaded_objects: table('uploads', 'upload', {
    id: N,
    owner_id: P,
    visibility: P,
    acl_rules: P,
    content_type: P,
    byte_size: P,
    width: P,
    height: P,
    created_at: P,
  }),
  subscriptions: table('payments', 'account', {
    id: N,
    user_id: P,
    stripe_customer_id: P,
    stripe_subscription_id: P,
    status: P,
    current_period_start: P,
    current_period_end: P,
    cancel_at_period_end: P,
    plan: P,
    synced_at: P,
    created_at: P,
    updated_at: P,
  }),
  // Stripe's event ids and types say nothing of anyone; the subscription id they name does.
  stripe_events: table('payments', 'paymentEvent', {
    id: N,
    type: N,
    subscription_id: P,
    created_at: P,
    received_at: P,
    attempts: N,
    next_attempt_at: N,
    processed_at: P,
    last_error: N,
  }),
};

/** Personal data outside the database's tables, each described on the privacy page too. */
export const PERSONAL_DATA_ELSEWHERE: Record<
  string,
  { category: PersonalCategory; where: string }
> = {
  uploadedBytes: {
    category: 'uploads',
    where: 'the object store: DATA_DIR/objects on disk, or an S3-compatible bucket (S3_*)',
  },
  liveRooms: {
    category: 'liveRooms',
    where:
      'Redis: ttc:room:{code} (ROOM_TTL_SECONDS after the last change, default 24 h), ttc:results:* until delivered, ttc:socket.io stream (10,000 messages) and sessions (2 minutes)',
  },
  codeMisses: {
    category: 'limits',
    where: 'Redis: ttc:code-misses:<network address>, 10 minutes (30 when blocked)',
  },
  browserStorage: {
    category: 'device',
    where:
      'the browser: localStorage keys of frontend/src/lib/storage.ts users, sessionStorage for the sign-in return path',
  },
  requestLogs: {
    category: 'logs',
    where: 'stdout of the API (api/src/logger.ts): method, path, status, time, user agent',
  },
  mail: {
    category: 'mail',
    where: 'SMTP_URL when set; otherwise DATA_DIR/outbox, kept 24 hours (at most 200 messages)',
  },
};

/**
 * Fields of request bodies (not columns) whose values must never reach a log line: the parent
 * lock's PIN (stored only as its hash), its unlock token, and the address typed to confirm a
 * deletion (shared-protocol/src/api: parent-lock and account).
 */
export const REQUEST_SECRETS = ['pin', 'currentPin', 'unlockToken', 'confirmEmail'] as const;

/** The field names whose values the logger must mask (the columns marked `mask`). */
export function maskedFields(): { email: string[]; secret: string[] } {
  const out = { email: new Set<string>(), secret: new Set<string>() };
  for (const columns of Object.values(PERSONAL_DATA)) {
    for (const [column, data] of Object.entries(columns)) {
      if (data.mask) out[data.mask].add(column);
    }
  }
  return { email: [...out.email].sort(), secret: [...out.secret].sort() };
}
