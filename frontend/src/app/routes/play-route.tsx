import { lazy, Suspense } from 'react';
import { PageLoading } from '../../components/ui/page-loading';
import { type PlayGameProps, PlayScreen } from '../../features/play/components/play-screen';

// The Student Game's preset player loads once the child has taken a seat, so the roster's first
// paint carries no game code; features never import each other, so the app hands it over.
const PresetGame = lazy(() =>
  import('../../features/student-game/components/preset-game').then((m) => ({
    default: m.PresetGame,
  })),
);

function Game(props: PlayGameProps) {
  return (
    <Suspense fallback={<PageLoading />}>
      <PresetGame {...props} />
    </Suspense>
  );
}

/** /play/:code: a child's assignment, played in the Student Game. */
export function PlayRoute() {
  return <PlayScreen Game={Game} />;
}
