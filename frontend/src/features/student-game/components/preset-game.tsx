import type { AssignmentPreset } from '@ttc/shared-protocol/api/assignments';
import type { ProgressAnswerInput } from '@ttc/shared-protocol/api/progress';
import type { Language } from '@ttc/shared-protocol/clock/language';
import type { Character } from '@ttc/shared-protocol/game/characters';
import { type ReactNode, Suspense, useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useIdlePreload } from '../../../lib/use-idle-preload';
import { usePresetGame } from '../hooks/use-preset-game';
import { isAnswered, shownClockTime } from '../model/game-flow';
import { GameProgress } from './game-progress';
import { LazyFeedbackDialog } from './lazy-feedback-dialog';
import { QuestionPlay } from './question-play';
import { WaitingView } from './waiting-view';
import './student-game.css';
import './learning.css';

export type PresetGameProps = {
  preset: AssignmentPreset;
  language: Language;
  character: Character;
  /** The child's nickname, shown in the header. */
  playerName: string;
  /** Every answer, once the last feedback is closed. */
  onFinish: (answers: ProgressAnswerInput[]) => void;
  /** What shows once the game is over (the caller's end screen). */
  ending: ReactNode;
};

/**
 * The Student Game playing a teacher's preset (an assignment): the same questions, clock,
 * answers and feedback as /student-game, without the menu, settings, tips or saved progress.
 * The play route composes it (features never import each other).
 */
export function PresetGame({
  preset,
  language,
  character,
  playerName,
  onFinish,
  ending,
}: PresetGameProps) {
  const { t } = useTranslation('student-game');
  const game = usePresetGame({ preset, language, playerName, onFinish });
  useIdlePreload([LazyFeedbackDialog.preload]);
  const { flow, settings, question } = game;
  const headingId = useId();
  if (game.finished) return <>{ending}</>;
  const clockTime = shownClockTime(flow);
  const locked = flow.feedback !== null || isAnswered(flow);
  return (
    <div className="student-game preset-game">
      <header className="game-header">
        <div className="game-header__title">
          <span
            className="game-header__avatar"
            style={{ backgroundColor: character.color }}
            aria-hidden="true"
          >
            {character.emoji}
          </span>
          <h1 className="visually-hidden">{t('pageTitle')}</h1>
          <p className="game-header__name">{playerName}</p>
        </div>
      </header>
      <GameProgress answered={flow.game.questionsAnswered} total={flow.game.totalQuestions} />
      {!question || !clockTime ? (
        <WaitingView />
      ) : (
        <section className="game-board" aria-labelledby={headingId}>
          <QuestionPlay
            flow={flow}
            question={question}
            total={flow.game.totalQuestions}
            clockTime={clockTime}
            settings={settings}
            language={language}
            headingId={headingId}
            locked={locked}
            onSelect={game.select}
            onSetClock={game.setClockTime}
            onSubmit={game.submit}
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
    </div>
  );
}
