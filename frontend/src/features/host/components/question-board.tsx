import type { Language } from '@ttc/shared-protocol/clock/language';
import type { ClockTime } from '@ttc/shared-protocol/clock/time';
import type { Question } from '@ttc/shared-protocol/game/question';
import type { ReactNode } from 'react';
import { AnalogClock } from '../../../components/clock/analog-clock';
import { useTranslation } from '../../../lib/i18n';
import { promptText } from '../../../lib/prompt-text';

type Props = {
  question: Question;
  index: number;
  total: number;
  language: Language;
  /** What the clock shows now (the question's time, or the hands sweeping to the answer). */
  clockTime: ClockTime;
  /** The digital readout only once the answer is out: on reading questions it IS the answer. */
  showDigital: boolean;
  /**
   * A face with no hands (set the clock while it is open): the hands would show a time that is
   * not the one asked for, and the children set it on their tablets.
   */
  blankFace?: boolean;
  children?: ReactNode;
};

/**
 * The question on the smartboard: the clock as the hero, as tall as the board allows, and
 * beside it the number, the prompt in large type and what the step adds (tiles, countdown...).
 */
export function QuestionBoard({
  question,
  index,
  total,
  language,
  clockTime,
  showDigital,
  blankFace = false,
  children,
}: Props) {
  const { t } = useTranslation('teacher', { lng: language });
  const { t: tGame } = useTranslation('student-game', { lng: language });
  return (
    <div className="host-board">
      <div
        className={`host-board__clock${blankFace ? ' host-board__clock--blank' : ''}`}
        data-testid="host-clock"
      >
        {blankFace ? (
          // The hands are hidden: the face alone is decoration, the prompt says the time.
          <div className="host-board__face" aria-hidden="true">
            <AnalogClock
              time={clockTime}
              size={4000}
              showDigital={false}
              showHelperCircles
              hourMode={question.hourMode}
              language={language}
            />
            <span className="host-board__mystery">?</span>
          </div>
        ) : (
          <AnalogClock
            time={clockTime}
            size={4000}
            showDigital={showDigital}
            showHelperCircles
            hourMode={question.hourMode}
            language={language}
            label={t('host.question.clock')}
          />
        )}
      </div>
      <div className="host-board__side">
        <p className="host-kicker">{t('host.question.number', { number: index + 1, total })}</p>
        <h2 className="host-board__prompt question-board__prompt">
          {promptText(question.prompt, tGame, language, question.questionText)}
        </h2>
        {children}
      </div>
    </div>
  );
}
