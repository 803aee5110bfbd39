import { lazy } from 'react';
import { JoinClassScreen } from '../../features/join-class/components/join-class-screen';

// The play screen loads once the child has a seat (or is coming back to one); features never
// import each other, so the app hands it to the join screen.
const LiveStudentScreen = lazy(() =>
  import('../../features/live-student/components/live-student-screen').then((m) => ({
    default: m.LiveStudentScreen,
  })),
);

/** /join: the join flow, then the live game on the tablet. */
export function JoinRoute() {
  return <JoinClassScreen Session={LiveStudentScreen} />;
}
