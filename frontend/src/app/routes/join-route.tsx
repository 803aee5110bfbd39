import { JoinClassScreen } from '../../features/join-class/components/join-class-screen';
import { lazyScreen } from '../lazy-screen';

// The play screen loads once the child has a seat (or is coming back to one), with the texts it
// borrows from the Student Game (feedback messages, prompts), so the code keypad's first paint
// carries neither; features never import each other, so the app hands it to the join screen.
const LiveStudentScreen = lazyScreen(
  () =>
    import('../../features/live-student/components/live-student-screen').then(
      (m) => m.LiveStudentScreen,
    ),
  ['live-student', 'student-game'],
  { queries: false },
);

/** /join: the join flow, then the live game on the tablet. */
export function JoinRoute() {
  return <JoinClassScreen Session={LiveStudentScreen} />;
}
