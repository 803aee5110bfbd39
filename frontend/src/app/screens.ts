import { lazyPart } from '../lib/lazy-part';
import { lazyScreen } from './lazy-screen';

// Every screen is its own chunk (spec route table). Features never import each other; the app
// composes them here. The student-facing screens (no server data for a guest) opt out of
// TanStack Query so a child's first load stays small.

/**
 * The site's frame (top bar, footer, toasts, sign-in redirects) around every screen but a child's
 * game screens (/join, /play) and the smartboard: those never load it. main.tsx starts loading it
 * beside the texts for any other address, so it never adds a step before the first paint.
 */
export const RootLayout = lazyPart(() => import('./layout/root-layout').then((m) => m.RootLayout));

export const LandingScreen = lazyScreen(
  () => import('../features/landing/components/landing-screen').then((m) => m.LandingScreen),
  ['landing'],
  { queries: false },
);
export const HomeScreen = lazyScreen(
  () => import('../features/home/components/home-screen').then((m) => m.HomeScreen),
  ['screens'],
);
export const LoginScreen = lazyScreen(
  () => import('../features/auth/components/login-screen').then((m) => m.LoginScreen),
  ['auth'],
  { queries: false },
);
export const SignupScreen = lazyScreen(
  () => import('../features/auth/components/signup-screen').then((m) => m.SignupScreen),
  ['auth'],
  { queries: false },
);
export const CallbackScreen = lazyScreen(
  () => import('../features/auth/components/callback-screen').then((m) => m.CallbackScreen),
  ['auth'],
  { queries: false },
);
export const VerifyScreen = lazyScreen(
  () => import('../features/auth/components/verify-screen').then((m) => m.VerifyScreen),
  ['auth'],
  { queries: false },
);
export const CompleteProfileScreen = lazyScreen(
  () =>
    import('../features/auth/components/complete-profile-screen').then(
      (m) => m.CompleteProfileScreen,
    ),
  ['auth'],
);
export const PlaygroundScreen = lazyScreen(
  () =>
    import('../features/playground/components/playground-screen').then((m) => m.PlaygroundScreen),
  ['playground', 'tour', 'clock'],
  { queries: false },
);
export const StudentGameScreen = lazyScreen(
  () =>
    import('../features/student-game/components/student-game-screen').then(
      (m) => m.StudentGameScreen,
    ),
  ['student-game', 'tour', 'clock'],
  { queries: false },
);
export const ProgressScreen = lazyScreen(
  () => import('../features/progress/components/progress-screen').then((m) => m.ProgressScreen),
  ['progress'],
  { queries: false },
);
export const SettingsScreen = lazyScreen(
  () => import('../features/settings/components/settings-screen').then((m) => m.SettingsScreen),
  ['settings', 'parent-lock', 'account-data'],
);
export const TeacherScreen = lazyScreen(
  () => import('../features/teacher/components/teacher-screen').then((m) => m.TeacherScreen),
  ['teacher'],
);
export const ClassesScreen = lazyScreen(
  () => import('../features/classes/components/classes-screen').then((m) => m.ClassesScreen),
  ['classes', 'teacher', 'progress', 'student-game'],
);
export const ClassScreen = lazyScreen(
  () => import('../features/classes/components/class-screen').then((m) => m.ClassScreen),
  ['classes', 'teacher', 'progress', 'student-game', 'clock'],
);
export const ChildScreen = lazyScreen(
  () => import('../features/classes/components/child-screen').then((m) => m.ChildScreen),
  ['classes', 'teacher', 'progress', 'student-game', 'clock'],
);
export const LessonsScreen = lazyScreen(
  () => import('../features/lessons/components/lessons-screen').then((m) => m.LessonsScreen),
  ['lessons', 'teacher', 'progress'],
);
export const LessonScreen = lazyScreen(
  () => import('../features/lessons/components/lesson-screen').then((m) => m.LessonScreen),
  ['lessons', 'teacher', 'progress'],
);
export const AssignmentsScreen = lazyScreen(
  () =>
    import('../features/assignments/components/assignments-screen').then(
      (m) => m.AssignmentsScreen,
    ),
  ['assignments', 'teacher', 'progress'],
);
export const SchoolScreen = lazyScreen(
  () => import('../features/school/components/school-screen').then((m) => m.SchoolScreen),
  ['school', 'teacher'],
);
export const SchoolJoinScreen = lazyScreen(
  () => import('../features/school/components/school-join-screen').then((m) => m.SchoolJoinScreen),
  ['school'],
);
/** A child's assignment: no account, so no TanStack Query on a child's first load. */
export const PlayScreen = lazyScreen(
  () => import('./routes/play-route').then((m) => m.PlayRoute),
  ['play', 'student-game', 'clock'],
  { queries: false },
);
/** The live session on the smartboard (full screen, outside the layout). */
export const HostScreen = lazyScreen(
  () => import('../features/host/components/host-screen').then((m) => m.HostScreen),
  ['teacher', 'student-game', 'clock'],
  { queries: false },
);
export const ProfileScreen = lazyScreen(
  () => import('../features/profile/components/profile-screen').then((m) => m.ProfileScreen),
  ['auth'],
  { queries: false },
);
export const JoinClassScreen = lazyScreen(
  () => import('./routes/join-route').then((m) => m.JoinRoute),
  ['live-student'],
  { queries: false },
);
export const PricingScreen = lazyScreen(
  () => import('../features/billing/components/pricing-screen').then((m) => m.PricingScreen),
  ['billing'],
);
export const UpgradeScreen = lazyScreen(
  () => import('../features/billing/components/upgrade-screen').then((m) => m.UpgradeScreen),
  ['billing'],
);
export const SubscribeScreen = lazyScreen(
  () => import('../features/billing/components/subscribe-screen').then((m) => m.SubscribeScreen),
  ['billing'],
);
export const LegalPage = lazyScreen(
  () => import('../features/legal/components/legal-page').then((m) => m.LegalPage),
  ['legal'],
);
export const NotFoundScreen = lazyScreen(() =>
  import('./routes/not-found').then((m) => m.NotFoundScreen),
);
