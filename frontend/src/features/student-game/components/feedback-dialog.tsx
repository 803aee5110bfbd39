import type { Language } from '@ttc/shared-protocol/clock/language';
import type { ClockTime } from '@ttc/shared-protocol/clock/time';
import type { Answer, Question } from '@ttc/shared-protocol/game/question';
import { type ReactNode, useId, useRef, useState } from 'react';
import { AnalogClock } from '../../../components/clock/analog-clock';
import { useTranslation } from '../../../lib/i18n';
import { useLevelName } from '../../../lib/learner/level-name';
import { expectedLabel, type Feedback } from '../model/game-flow';
import { feedbackMessage, hintText } from '../model/question-text';
import { motionIfLoaded } from '../motion/use-motion';
import { Modal } from './modal';

type Props = {
  feedback: Feedback;
  question: Question;
  language: Language;
  onContinue: () => void;
};

/**
 * The feedback after each answer (spec sections 2 and 8): 'Excellent!' with one of five praises,
 * or 'Good Try!' with one of five encouragements naming the correct answer (each fitting the
 * kind of question: reading, setting the clock, how long), plus a tip for the misconception
 * behind the answer with the question's own numbers. Only Continue closes it: not Escape, not a
 * click outside.
 */
export function FeedbackDialog({ feedback, question, language, onContinue }: Props) {
  const { t } = useTranslation('student-game');
  const titleId = useId();
  const messageId = useId();
  const continueButton = useRef<HTMLButtonElement>(null);
  // Chosen once per opening, so the dialog never switches between plain and animated.
  const [motion] = useState(motionIfLoaded);
  const title = feedback.correct ? t('feedback.correctTitle') : t('feedback.incorrectTitle');
  const message = feedbackMessage(question, feedback.correct, feedback.messageIndex, t, language);
  const hint = !feedback.correct && feedback.tag ? hintText(question, feedback.tag, t) : null;

  const body: ReactNode = (
    <>
      <FeedbackIcon correct={feedback.correct} />
      <h2 id={titleId} className="feedback__title">
        {title}
      </h2>
      <p id={messageId} className="feedback__message">
        {message}
      </p>
      {hint && (
        <p className="feedback__hint">
          <strong>{t('feedback.hintLabel')}</strong> {hint}
        </p>
      )}
      {!feedback.correct && <ShowMe question={question} answer={feedback.answer} />}
      {feedback.levelChange && <LevelChangeNote change={feedback.levelChange} />}
      {feedback.remediation && <p className="feedback__next">{t('remediationNext')}</p>}
      <button
        ref={continueButton}
        type="button"
        className="button button--primary button--large feedback__continue"
        onClick={onContinue}
      >
        {t('feedback.continue')}
      </button>
    </>
  );

  const tone = feedback.correct ? 'feedback--correct' : 'feedback--incorrect';
  return (
    <Modal
      labelledBy={titleId}
      describedBy={messageId}
      initialFocus={continueButton}
      className={`feedback ${tone}`}
    >
      {motion ? (
        <motion.MotionConfig reducedMotion="user">
          <motion.motion.div
            className="feedback__body"
            // It pops in but never fades: the title and Continue keep their contrast from the
            // first frame (axe reads a fading dialog at 1.7 to 3.3:1).
            initial={{ scale: 0.7, y: 24 }}
            animate={{ scale: 1, y: 0 }}
            transition={{ type: 'spring', stiffness: 320, damping: 20 }}
          >
            {body}
          </motion.motion.div>
        </motion.MotionConfig>
      ) : (
        <div className="feedback__body feedback__body--plain">{body}</div>
      )}
    </Modal>
  );
}

/** The size of the hint ladder's clock: small beside the big one, still readable. */
const SHOW_ME_CLOCK_SIZE = 150;

/** The time on the face the child answered, when the answer is a time at all. */
function answeredTime(question: Question, answer: Answer): ClockTime | null {
  if (answer.kind === 'clock') return answer.time;
  if (question.type === 'set_time') return null;
  const choices: readonly { label: string; time?: ClockTime }[] = question.choices;
  return choices.find((c) => c.label === answer.label)?.time ?? null;
}

/**
 * The hint ladder's next rung (learning-anchors section 4, after the tip): "Show me on the clock"
 * shows the child's own answer on a clock, which then turns into the right time.
 */
function ShowMe({ question, answer }: { question: Question; answer: Answer }) {
  const { t } = useTranslation('student-game');
  const [shown, setShown] = useState(false);
  const from = answeredTime(question, answer);
  if (!from) return null;
  const to = question.correctAnswer;
  if (!shown) {
    return (
      <button
        type="button"
        className="button button--secondary feedback__show-me"
        onClick={() => setShown(true)}
      >
        {t('ladder.showMe')}
      </button>
    );
  }
  return (
    <figure className="feedback__ladder">
      <AnalogClock
        time={from}
        revealTo={to}
        size={SHOW_ME_CLOCK_SIZE}
        showDigital={false}
        showTraditionalNumbers
        minuteLabels={question.face?.minuteLabels ?? false}
        label={t('ladder.clockLabel')}
      />
      <figcaption>{t('ladder.rightTime', { time: expectedLabel(question) })}</figcaption>
    </figure>
  );
}

/** A promotion is celebrated; a step back is said kindly, never as "demoted". */
function LevelChangeNote({ change }: { change: { from: number; to: number } }) {
  const { t } = useTranslation('student-game');
  const name = useLevelName()(change.to);
  return (
    <p className={`feedback__level feedback__level--${change.to > change.from ? 'up' : 'back'}`}>
      {change.to > change.from
        ? t('levelChange.up', { level: change.to, name })
        : t('levelChange.back', { name })}
    </p>
  );
}

/** A big star for a right answer, a warm heart for a try: never a red cross for a child. */
function FeedbackIcon({ correct }: { correct: boolean }) {
  return (
    <svg className="feedback__icon" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      {correct ? (
        <path
          className="feedback__star"
          d="M32 4l8.2 17.6 19.3 2.2-14.3 13.1 3.9 19L32 46.3 14.9 55.9l3.9-19L4.5 23.8l19.3-2.2z"
        />
      ) : (
        <path
          className="feedback__heart"
          d="M32 56S6 40.5 6 22.5C6 13.9 12.7 8 20.3 8c5.2 0 9.3 2.7 11.7 6.6C34.4 10.7 38.5 8 43.7 8 51.3 8 58 13.9 58 22.5 58 40.5 32 56 32 56z"
        />
      )}
    </svg>
  );
}
