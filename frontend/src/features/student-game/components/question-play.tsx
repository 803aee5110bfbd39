import type { Language } from '@ttc/shared-protocol/clock/language';
import type { ClockTime } from '@ttc/shared-protocol/clock/time';
import { isChoiceQuestion, type Question } from '@ttc/shared-protocol/game/question';
import type { GameSettings } from '@ttc/shared-protocol/game/settings';
import type { ReactNode } from 'react';
import { ReadAloudButton } from '../../../components/read-aloud/read-aloud-button';
import { useTranslation } from '../../../lib/i18n';
import { useSettings } from '../../../lib/settings/use-settings';
import { canSubmit, type GameFlow } from '../model/game-flow';
import { promptText } from '../model/question-text';
import { AnswerGrid } from './answer-grid';
import { QuestionCard } from './question-card';

type Props = {
  flow: GameFlow;
  question: Question;
  total: number;
  clockTime: ClockTime;
  settings: GameSettings;
  language: Language;
  headingId: string;
  /** The question is answered or its feedback shows: nothing can change now. */
  locked: boolean;
  onSelect: (label: string) => void;
  onSetClock: (time: ClockTime, hourAngle?: number) => void;
  onSubmit: () => void;
  /** Above the clock (the placement offer of a game by level). */
  children?: ReactNode;
  /** The Submit button's place in the tips tour, when the screen has one. */
  submitTourStep?: string;
};

/**
 * One question being played: the clock card with its read-aloud button, the options of a choice
 * question and Submit. The Student Game and a teacher's preset game (an assignment) share it.
 */
export function QuestionPlay({
  flow,
  question,
  total,
  clockTime,
  settings,
  language,
  headingId,
  locked,
  onSelect,
  onSetClock,
  onSubmit,
  children,
  submitTourStep,
}: Props) {
  const { t } = useTranslation('student-game');
  // Settings > Learning preferences: the read-aloud button can be switched off.
  const voiceReading = useSettings().settings.voiceReading;
  return (
    <>
      {children}
      <QuestionCard
        question={question}
        number={flow.game.currentQuestion + 1}
        total={total}
        clockTime={clockTime}
        settings={settings}
        language={language}
        headingId={headingId}
        onSetClock={question.type === 'set_time' && !locked ? onSetClock : undefined}
        hourAngle={flow.selection?.kind === 'clock' ? flow.selection.hourAngle : undefined}
        headingTools={
          voiceReading && (
            <ReadAloudButton
              text={promptText(question, t, language, true)}
              language={language}
              speed={settings.readingSpeed}
              label={t('readAloud')}
            />
          )
        }
      />
      <div className="answer-panel">
        {isChoiceQuestion(question) && (
          <AnswerGrid
            question={question}
            language={language}
            selected={flow.selection?.kind === 'choice' ? flow.selection.label : null}
            disabled={locked}
            onSelect={onSelect}
            labelledBy={headingId}
          />
        )}
        <button
          type="button"
          className="button button--primary button--large submit-answer"
          data-tour={submitTourStep}
          disabled={!canSubmit(flow)}
          onClick={onSubmit}
        >
          {t('submit')}
        </button>
      </div>
    </>
  );
}
