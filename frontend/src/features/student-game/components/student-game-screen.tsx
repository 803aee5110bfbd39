import type { GameSettings } from '@ttc/shared-protocol/game/settings';
import { lazy, Suspense, useCallback, useId, useMemo, useRef, useState } from 'react';
import { LazyTipsTour } from '../../../components/ui/tips-tour/lazy-tips-tour';
import { useTipsTour } from '../../../components/ui/tips-tour/use-tips-tour';
import { toast } from '../../../components/ui/toast/toast-store';
import { useTranslation } from '../../../lib/i18n';
import { useParentPinPrompt } from '../../../lib/parent-lock/use-parent-pin';
import { AppBackground } from '../../../lib/settings/app-background';
import { useSettings } from '../../../lib/settings/use-settings';
import { useIdlePreload } from '../../../lib/use-idle-preload';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePreloadClass } from '../hooks/use-preload-class';
import { useStudentGame } from '../hooks/use-student-game';
import { isAnswered, shownClockTime } from '../model/game-flow';
import { StudentGameKey } from '../model/storage-keys';
import { studentGameTourSteps } from '../model/tour-steps';
import { loadMotion } from '../motion/use-motion';
import { GameHeader } from './game-header';
import { GameProgress } from './game-progress';
import { LazyFeedbackDialog } from './lazy-feedback-dialog';
import { QuestionPlay } from './question-play';
import { WaitingView } from './waiting-view';
import './student-game.css';
import './learning.css';

// Not needed for the first paint: loaded on first use, or when the browser is idle.
const loadResults = () => import('./results-view');
const loadSettings = () => import('./settings-dialog');
const ResultsView = lazy(() => loadResults().then((m) => ({ default: m.ResultsView })));
const SettingsDialog = lazy(() => loadSettings().then((m) => ({ default: m.SettingsDialog })));

/** /student-game: the scored 10-question game (spec sections 2, 4, 5, 8 and 9). */
export function StudentGameScreen() {
  const { t } = useTranslation('student-game');
  usePageTitle(t('pageTitle'));
  usePreloadClass();
  useIdlePreload([loadMotion, loadResults, loadSettings, LazyFeedbackDialog.preload]);
  const game = useStudentGame();
  const { settings: appSettings } = useSettings();
  const { flow, settings, question, finished } = game;
  const tour = useTipsTour(StudentGameKey.tips, { autoStart: !finished });
  const steps = useMemo(() => studentGameTourSteps(t), [t]);
  const headingId = useId();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const askParentPin = useParentPinPrompt();
  const changed = useRef(false);
  const language = settings.language;

  const onSettings = useCallback(
    (next: GameSettings) => {
      changed.current = true;
      game.updateSettings(next);
    },
    [game.updateSettings],
  );
  const closeSettings = useCallback(() => {
    setSettingsOpen(false);
    if (changed.current) {
      changed.current = false;
      toast({ title: t('settingsSaved.title'), description: t('settingsSaved.description') });
    }
  }, [t]);

  const answered = flow.game.questionsAnswered;
  const total = flow.game.totalQuestions;
  const clockTime = shownClockTime(flow);
  const locked = flow.feedback !== null || isAnswered(flow);

  return (
    <AppBackground settings={appSettings} panelClassName="page student-game">
      <GameHeader
        score={flow.game.score}
        playerName={game.playerName}
        character={game.character}
        onShowTips={tour.start}
        onOpenSettings={async () => {
          // The parent lock guards the game's settings as it guards /settings.
          if (await askParentPin('settings')) setSettingsOpen(true);
        }}
      />
      <GameProgress answered={answered} total={total} />

      {finished ? (
        <Suspense fallback={<p className="results__loading">{t('results.title')}</p>}>
          <ResultsView
            game={flow.game}
            questions={flow.questions}
            character={game.character}
            language={language}
            onPlayAgain={game.playAgain}
            levelGame={flow.levelGame}
          />
        </Suspense>
      ) : !question || !clockTime ? (
        <WaitingView />
      ) : (
        <section className="game-board" aria-labelledby={headingId}>
          {game.startPlacement && (
            <div className="placement-offer">
              <p>{t('placement.offer')}</p>
              <button
                type="button"
                className="button button--secondary"
                onClick={game.startPlacement}
              >
                {t('placement.button')}
              </button>
            </div>
          )}
          <QuestionPlay
            flow={flow}
            question={question}
            total={total}
            clockTime={clockTime}
            settings={settings}
            language={language}
            headingId={headingId}
            locked={locked}
            onSelect={game.select}
            onSetClock={game.setClockTime}
            onSubmit={game.submit}
            submitTourStep="submit"
          />
        </section>
      )}

      {flow.feedback && question && (
        <Suspense fallback={null}>
          <LazyFeedbackDialog
            feedback={flow.feedback}
            question={question}
            language={language}
            onContinue={game.continueToNext}
          />
        </Suspense>
      )}
      {settingsOpen && (
        <Suspense fallback={null}>
          <SettingsDialog settings={settings} onChange={onSettings} onClose={closeSettings} />
        </Suspense>
      )}
      <LazyTipsTour steps={steps} tour={tour} />
    </AppBackground>
  );
}
