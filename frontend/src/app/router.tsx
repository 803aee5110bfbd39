import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PageLoading } from '../components/ui/page-loading';
import { paths } from '../config/paths';
import { LazyGuestGate } from '../features/guest-gate/lazy-guest-gate';
import { RequireAuth } from '../lib/auth-required';
import { ParentLockGate } from '../lib/parent-lock/gate';
import { GameLayout } from './layout/game-layout';
import { LandingRoute } from './routes/landing-route';
import { RootIndex } from './routes/root-index';
import {
  AssignmentsScreen,
  CallbackScreen,
  ChildScreen,
  ClassesScreen,
  ClassScreen,
  CompleteProfileScreen,
  HomeScreen,
  HostScreen,
  JoinClassScreen,
  LegalPage,
  LessonScreen,
  LessonsScreen,
  LoginScreen,
  NotFoundScreen,
  PlaygroundScreen,
  PlayScreen,
  PricingScreen,
  ProfileScreen,
  ProgressScreen,
  RootLayout,
  SchoolJoinScreen,
  SchoolScreen,
  SettingsScreen,
  SignupScreen,
  StudentGameScreen,
  SubscribeScreen,
  TeacherScreen,
  UpgradeScreen,
  VerifyScreen,
} from './screens';

/** The route table of spec section 2. Every screen sits inside the layout's error boundary. */
export function AppRoutes() {
  return (
    <Routes>
      {/* The smartboard view fills the screen: no top bar or footer. */}
      <Route
        path={paths.host.path}
        element={
          <Suspense fallback={<PageLoading />}>
            <RequireAuth>
              <HostScreen />
            </RequireAuth>
          </Suspense>
        }
      />
      {/* A child's game screens: no site header or footer, a small leave button instead. */}
      <Route element={<GameLayout />}>
        <Route path={paths.join.path} element={<JoinClassScreen />} />
      </Route>
      <Route element={<GameLayout bar />}>
        <Route path={paths.play.path} element={<PlayScreen />} />
      </Route>
      <Route element={<RootLayout />}>
        <Route index element={<RootIndex />} />
        <Route path={paths.home.path} element={<HomeScreen />} />
        <Route path={paths.landing.path} element={<LandingRoute />} />
        <Route path={paths.auth.login.path} element={<LoginScreen />} />
        <Route path={paths.auth.signup.path} element={<SignupScreen />} />
        <Route path={paths.auth.callback.path} element={<CallbackScreen />} />
        <Route path={paths.auth.verify.path} element={<VerifyScreen />} />
        <Route path={paths.completeProfile.path} element={<CompleteProfileScreen />} />
        <Route
          path={paths.playground.path}
          element={
            <>
              <PlaygroundScreen />
              <LazyGuestGate page="playground" />
            </>
          }
        />
        <Route
          path={paths.studentGame.path}
          element={
            <>
              <StudentGameScreen />
              <LazyGuestGate page="student-game" />
            </>
          }
        />
        <Route path={paths.progress.path} element={<ProgressScreen />} />
        <Route path={paths.settings.path} element={<SettingsScreen />} />
        <Route
          path={paths.teacher.path}
          element={
            <RequireAuth>
              <TeacherScreen />
            </RequireAuth>
          }
        />
        <Route
          path={paths.classes.path}
          element={
            <RequireAuth>
              <ClassesScreen />
            </RequireAuth>
          }
        />
        <Route
          path={paths.class.path}
          element={
            <RequireAuth>
              <ClassScreen />
            </RequireAuth>
          }
        />
        <Route
          path={paths.child.path}
          element={
            <RequireAuth>
              <ChildScreen />
            </RequireAuth>
          }
        />
        <Route
          path={paths.lessons.path}
          element={
            <RequireAuth>
              <LessonsScreen />
            </RequireAuth>
          }
        />
        <Route
          path={paths.lesson.path}
          element={
            <RequireAuth>
              <LessonScreen />
            </RequireAuth>
          }
        />
        <Route
          path={paths.assignments.path}
          element={
            <RequireAuth>
              <AssignmentsScreen />
            </RequireAuth>
          }
        />
        <Route
          path={paths.school.path}
          element={
            <RequireAuth>
              <SchoolScreen />
            </RequireAuth>
          }
        />
        <Route
          path={paths.schoolJoin.path}
          element={
            <RequireAuth>
              <SchoolJoinScreen />
            </RequireAuth>
          }
        />
        <Route
          path={paths.profile.path}
          element={
            <RequireAuth>
              <ProfileScreen />
            </RequireAuth>
          }
        />
        <Route
          path={paths.pricing.path}
          element={
            <ParentLockGate area="purchases">
              <PricingScreen />
            </ParentLockGate>
          }
        />
        <Route
          path={paths.upgrade.path}
          element={
            <ParentLockGate area="purchases">
              <UpgradeScreen />
            </ParentLockGate>
          }
        />
        <Route
          path={paths.subscribe.path}
          element={
            <ParentLockGate area="purchases">
              <SubscribeScreen />
            </ParentLockGate>
          }
        />
        <Route path={paths.privacy.path} element={<LegalPage document="privacy" />} />
        <Route path={paths.terms.path} element={<LegalPage document="terms" />} />
        <Route path={paths.coppa.path} element={<LegalPage document="coppa" />} />
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
    </Routes>
  );
}
