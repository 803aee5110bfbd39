import type { StudentQuestion, StudentSelfView } from '@ttc/shared-protocol/classroom/view-schemas';
import type { Language } from '@ttc/shared-protocol/clock/language';
import type { Answer } from '@ttc/shared-protocol/game/question';
import { useEffect, useId } from 'react';
import { AnalogClock } from '../../../components/clock/analog-clock';
import { i18n, useTranslation } from '../../../lib/i18n';
import type { SendState } from '../hooks/use-student-room';
import { useWindowSize } from '../hooks/use-window-size';
import { readClockSize } from '../model/clock-size';
import { studentPromptText } from '../model/student-question-text';
import { ChoiceButtons } from './choice-buttons';
import { SetClockAnswer } from './set-clock-answer';
import { SpeakButton } from './speak-button';

type Props = {
  question: StudentQuestion;
  /** The session's language: the question is read aloud in it. */
  language: Language;
  secondsLeft: number | null;
  paused: boolean;
  self: StudentSelfView | null;
  send: SendState | null;
  onAnswer: (questionIndex: number, answer: Answer) => void;
};

/**
 * One question on the tablet: its number, time left, the prompt with a read-aloud button, and
 * the four answer buttons or the clock. Locked once an answer is on its way (or held during a
 * drop, saying so); after a reload the seat's own view says it was already given.
 */
export function QuestionView({
  question,
  language,
  secondsLeft,
  paused,
  self,
  send,
  onAnswer,
}: Props) {
  const { t, i18n: screenI18n } = useTranslation('live-student');
  const { t: gameT } = useTranslation('student-game');
  const headingId = useId();
  useEffect(() => {
    void i18n.loadLanguages(language);
  }, [language]);

  const given = self?.answer?.questionIndex === question.index ? self.answer.answer : null;
  const mine = send?.questionIndex === question.index ? send : null;
  const shown = given ?? (mine && mine.status !== 'failed' ? mine.answer : null);
  const locked = given !== null || (mine !== null && mine.status !== 'failed');
  const screenLanguage = (screenI18n.resolvedLanguage ?? 'en') as Language;
  const prompt = studentPromptText(question, gameT, screenLanguage);
  const spoken = studentPromptText(
    question,
    i18n.getFixedT(language, 'student-game'),
    language,
    true,
  );
  const isReading = question.type === 'read_time' || question.type === 'multiple_choice';
  const screen = useWindowSize();
  const ownClock = isReading && question.clock ? question.clock : null;

  return (
    <section className="live-question" data-testid="tablet-step-question">
      <div className="live-question__bar">
        <p className="live-question__number">
          {t('question.number', { number: question.index + 1, total: question.total })}
        </p>
        {paused ? (
          <p className="live-question__paused" role="status">
            {t('question.paused')}
          </p>
        ) : (
          secondsLeft !== null && (
            <p className="live-question__timer" aria-hidden={secondsLeft > 5}>
              {t('question.timeLeft', { seconds: secondsLeft })}
            </p>
          )
        )}
      </div>
      <div className="live-question__prompt">
        <h1 id={headingId}>{prompt}</h1>
        <SpeakButton text={spoken} language={language} label={t('question.readAloud')} />
      </div>
      {isReading && !ownClock && <p className="live-question__look">{t('question.lookAtBoard')}</p>}
      {mine?.status === 'failed' && (
        <p className="live-question__error" role="alert">
          {t('question.notSent')}
        </p>
      )}
      {question.type === 'set_time' ? (
        <SetClockAnswer
          key={question.index}
          question={question}
          language={language}
          sent={shown?.kind === 'clock' ? shown.time : null}
          disabled={locked || paused}
          busy={mine?.status === 'sending'}
          onSubmit={(time) => onAnswer(question.index, { kind: 'clock', time })}
        />
      ) : (
        <div className={`live-question__play${ownClock ? ' has-clock' : ''}`}>
          {ownClock && (
            // Each child at their own level: the child reads its own clock here, not the board's.
            <div className="live-question__own-clock" data-testid="tablet-own-clock">
              <AnalogClock
                time={ownClock}
                size={readClockSize(screen.width, screen.height)}
                showDigital={false}
                showTraditionalNumbers={question.face?.hourNumerals ?? true}
                showHelperCircles={question.face?.minuteLabels ?? false}
                hourZones={question.face?.hourZones ?? false}
                language={language}
              />
            </div>
          )}
          <ChoiceButtons
            question={question}
            chosen={shown?.kind === 'choice' ? shown.label : null}
            disabled={locked || paused}
            onChoose={(label) => onAnswer(question.index, { kind: 'choice', label })}
            labelledBy={headingId}
          />
        </div>
      )}
      {locked && (
        <div className="live-locked" role="status">
          {given === null && mine?.status === 'waiting' ? (
            <>
              <strong>{t('question.heldTitle')}</strong> {t('question.heldText')}
            </>
          ) : given === null && mine?.status === 'late' ? (
            <>
              <strong>{t('question.lateTitle')}</strong> {t('question.lateText')}
            </>
          ) : (
            <>
              <strong>{t('question.locked')}</strong> {t('question.lockedText')}
            </>
          )}
        </div>
      )}
    </section>
  );
}
