import type { Language } from '@ttc/shared-protocol/clock/language';
import type { ClockTime } from '@ttc/shared-protocol/clock/time';
import type { Question } from '@ttc/shared-protocol/game/question';
import type { ReactNode } from 'react';
import { AnalogClock } from '../../../components/clock/analog-clock';
import { useTranslation } from '../../../lib/i18n';
import { promptText } from '../model/question-text';

type Props = {
  question: Question;
  index: number;
  total: number;
  language: Language;
  /** What the clock shows now (the question's time, or the hands sweeping to the answer). */
  clockTime: ClockTime;
  /** The digital readout only once the answer is out: on reading questions it IS the answer. */
  showDigital: boolean;
  children?: ReactNode;
};

/** The question on the smartboard: its number, the prompt in large type and a large clock. */
export function QuestionBoard({
  question,
  index,
  total,
  language,
  clockTime,
  showDigital,
  children,
}: Props) {
  const { t } = useTranslation('teacher', { lng: language });
  const { t: tGame } = useTranslation('student-game', { lng: language });
  return (
    <div className="question-board">
      <div className="question-board__text">
        <p className="host-kicker">{t('host.question.number', { number: index + 1, total })}</p>
        <h2 className="question-board__prompt">
          {promptText(question.prompt, tGame, language, question.questionText)}
        </h2>
        {children}
      </div>
      <div className="question-board__clock">
        <AnalogClock
          time={clockTime}
          size={520}
          showDigital={showDigital}
          showHelperCircles
          hourMode={question.hourMode}
          language={language}
          label={t('host.question.clock')}
        />
      </div>
    </div>
  );
}
