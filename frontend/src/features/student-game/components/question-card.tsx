import type { Language } from '@ttc/shared-protocol/clock/language';
import type { ClockTime, DayPeriod } from '@ttc/shared-protocol/clock/time';
import type { MisconceptionTag } from '@ttc/shared-protocol/game/misconceptions';
import type { Question } from '@ttc/shared-protocol/game/question';
import type { GameSettings } from '@ttc/shared-protocol/game/settings';
import type { ReactNode } from 'react';
import { AnalogClock } from '../../../components/clock/analog-clock';
import { useTranslation } from '../../../lib/i18n';
import { useLevelName } from '../../../lib/learner/level-name';
import { clockStep } from '../model/game-flow';
import { promptText, tipText } from '../model/question-text';

/** The size of the game's clock (spec section 9). */
export const GAME_CLOCK_SIZE = 300;

type Props = {
  question: Question;
  number: number;
  total: number;
  clockTime: ClockTime;
  settings: GameSettings;
  language: Language;
  /** id for the heading, which also names the answer group. */
  headingId: string;
  /** Given for an unanswered set-the-clock question: the hands can be dragged. */
  onSetClock?: (time: ClockTime, hourAngle?: number) => void;
  /** Independent hands: where the child put the hour hand (degrees), once it has moved it. */
  hourAngle?: number;
  /** Shown beside the heading (the read-aloud button). */
  headingTools?: ReactNode;
};

function periodOf(question: Question): DayPeriod {
  const day =
    question.type === 'set_time'
      ? question.metadata.targetDayTime
      : question.type === 'elapsed_time'
        ? null
        : question.correctDayTime;
  return day && day.hour >= 12 ? 'pm' : 'am';
}

/**
 * The question heading and the clock (spec sections 2 and 9): the clock shows the question's time
 * (display only), or starts at its time and is set by dragging for set-the-clock questions, with
 * the difficulty's step. No digital readout: reading the hands is the task.
 */
export function QuestionCard({
  question,
  number,
  total,
  clockTime,
  settings,
  language,
  headingId,
  onSetClock,
  hourAngle,
  headingTools,
}: Props) {
  const { t } = useTranslation('student-game');
  const face = question.face;
  const hands = question.type === 'set_time' ? (question.metadata.hands ?? 'geared') : 'geared';
  return (
    <div className="question-card" data-tour="question">
      <p className="question-card__number">
        {t('questionNumber', { number, total })}
        {question.level !== undefined && <LevelChip question={question} />}
      </p>
      {question.focus && <RemediationNote tag={question.focus} />}
      <div className="question-card__heading">
        <h2 id={headingId} className="question-card__prompt" aria-live="polite">
          {promptText(question, t, language)}
        </h2>
        {headingTools}
      </div>
      <div className="question-card__clock" data-tour="clock">
        <AnalogClock
          key={question.id}
          time={clockTime}
          onChange={onSetClock && ((time, change) => onSetClock(time, change.hourAngle))}
          size={GAME_CLOCK_SIZE}
          step={clockStep(question.difficulty)}
          hands={hands === 'geared' ? 'geared' : 'independent'}
          hourAngle={hands === 'geared' ? undefined : hourAngle}
          lockedMinuteHand={hands === 'hour_only'}
          hourZones={face?.hourZones ?? false}
          minuteLabels={face ? face.hourNumerals && face.minuteLabels : undefined}
          showTraditionalNumbers={face ? face.hourNumerals : settings.clockFace === 'traditional'}
          showHelperCircles={face ? face.minuteLabels : settings.showHelperCircles}
          showDigital={false}
          hourMode={question.hourMode}
          period={periodOf(question)}
          language={language}
          label={t('clockLabel')}
        />
      </div>
      {question.type === 'set_time' && onSetClock && (
        <p className="question-card__hint">
          {hands === 'hour_only'
            ? t('setClockHintHourOnly')
            : hands === 'independent'
              ? t('setClockHintIndependent')
              : t('setClockHint')}
        </p>
      )}
    </div>
  );
}

/** "Level 3 · Half Past", or "Review: Level 2 · O'Clock" for a question from an earlier level. */
function LevelChip({ question }: { question: Question }) {
  const { t } = useTranslation('student-game');
  const level = question.level ?? 1;
  const name = useLevelName()(level);
  const key =
    question.purpose === 'review'
      ? 'levelChip.review'
      : question.purpose === 'placement'
        ? 'levelChip.placement'
        : 'levelChip.level';
  return <span className="question-card__level">{t(key, { level, name })}</span>;
}

/** A remediation question says what it practises and gives the tip before the child answers. */
function RemediationNote({ tag }: { tag: MisconceptionTag }) {
  const { t } = useTranslation('student-game');
  return (
    <p className="question-card__remediation" role="note">
      <strong>{t('remediation.title')}</strong> {tipText(tag, t)} {t('remediation.helpersOn')}
    </p>
  );
}
