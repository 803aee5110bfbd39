import type { HostView } from '@ttc/shared-protocol/classroom/view-schemas';
import { formatTime } from '@ttc/shared-protocol/clock/format';
import type { Language } from '@ttc/shared-protocol/clock/language';
import type { ClockTime } from '@ttc/shared-protocol/clock/time';
import type { MisconceptionTag } from '@ttc/shared-protocol/game/misconceptions';
import {
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { AnalogClock } from '../../../components/clock/analog-clock';
import { useTranslation } from '../../../lib/i18n';
import { usePrefersReducedMotion, useWorkedSweep } from './hooks/use-worked-sweep';
import { pickWrongClock, type WorkedError } from './model/pick-wrong-clock';
import { workedErrorLine } from './model/worked-error-line';
import './worked-error.css';

type Props = { view: HostView; onClose: () => void };

/** A clock so large the face fills the space CSS gives it (the stage decides the size). */
const BIG = 2_000;

/**
 * The worked error (the mini-lesson, made real): over the whole board, the clock the class most
 * often gave instead of the right one turns into the right one (the minute hand sweeps, the hour
 * hand creeps with it) beside one line on that mistake in the session language. Show it again
 * or go back to the results; Escape goes back too. With reduced motion both clocks stand side by
 * side with an arrow. Nothing is drawn when the question has no wrong clock.
 */
export function WorkedErrorReveal({ view, onClose }: Props) {
  const language = view.options.language;
  const { t } = useTranslation('teacher', { lng: language });
  const picked = useMemo(() => pickWrongClock(view), [view]);
  const question = view.question?.question ?? null;
  const reduced = usePrefersReducedMotion();
  const [run, setRun] = useState(0);
  const titleId = useId();
  const root = useRef<HTMLDivElement>(null);
  const first = useRef<HTMLButtonElement>(null);

  // Focus moves into the reveal and back to where it was (the button that opened it) after.
  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    first.current?.focus();
    return () => before?.focus();
  }, []);

  // Escape goes back to the results wherever the focus is (a click on the board drops it).
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close.current();
    };
    window.addEventListener('keydown', onEscape);
    return () => window.removeEventListener('keydown', onEscape);
  }, []);

  if (!picked || !question) return null;
  const hint = workedErrorLine(question, picked.tag);
  const wrongText =
    picked.source === 'option'
      ? t('host.workedError.wrongChosen', { count: picked.count, time: picked.wrongLabel })
      : t('host.workedError.wrongSet', { time: picked.wrongLabel });
  const rightText = t('host.workedError.right', { time: picked.rightLabel });

  // A dialog over the board: Tab stays on its buttons.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    const buttons = [...(root.current?.querySelectorAll('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = (at + (event.shiftKey ? -1 : 1) + buttons.length) % buttons.length;
    event.preventDefault();
    buttons[next]?.focus();
  };

  const header = (
    <>
      <h2 id={titleId} className="worked-error__title">
        {t('host.workedError.title')}
      </h2>
      <p className="worked-error__line" data-testid="worked-error-line">
        {t(`host.workedError.line.${hint.key}`, hint.params)}
      </p>
    </>
  );
  const actions = (
    <div className="worked-error__actions">
      {!reduced && (
        <button
          ref={first}
          type="button"
          className="worked-error__button"
          data-testid="worked-error-replay"
          onClick={() => setRun((r) => r + 1)}
        >
          <span aria-hidden="true" className="worked-error__icon">
            ↺
          </span>
          {t('host.workedError.replay')}
        </button>
      )}
      <button
        ref={reduced ? first : undefined}
        type="button"
        className="worked-error__button worked-error__button--primary"
        data-testid="worked-error-close"
        onClick={onClose}
      >
        {t('host.workedError.close')}
      </button>
    </div>
  );
  const parts = { picked, language, wrongText, rightText, header, actions };

  return (
    <div
      ref={root}
      className="worked-error"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      data-testid="worked-error"
      onKeyDown={onKeyDown}
    >
      {reduced ? <StillClocks {...parts} /> : <SweepingClock key={run} {...parts} />}
    </div>
  );
}

type ClockProps = {
  picked: WorkedError;
  language: Language;
  wrongText: string;
  rightText: string;
  /** The title and the line on the mistake. */
  header: ReactNode;
  /** Show it again, back to the results. */
  actions: ReactNode;
};

/** The big clock: the wrong time, then the hands turn to the right one. */
function SweepingClock({ picked, language, wrongText, rightText, header, actions }: ClockProps) {
  const { t } = useTranslation('teacher', { lng: language });
  const { time, phase } = useWorkedSweep(picked.wrong, picked.right);
  return (
    <div className="worked-error__stage" data-phase={phase} data-testid="worked-error-stage">
      <div className="worked-error__face">
        <AnalogClock
          time={time}
          size={BIG}
          {...faceFor(picked)}
          language={language}
          label={t('host.workedError.clock')}
        />
      </div>
      <div className="worked-error__text">
        {header}
        <p className="worked-error__digits" aria-hidden="true">
          {digits(time, picked)}
        </p>
        <ul className="worked-error__captions">
          <li
            className={`worked-error__caption worked-error__caption--wrong${phase === 'right' ? ' is-past' : ''}`}
            data-testid="worked-error-wrong"
          >
            <span aria-hidden="true" className="worked-error__mark">
              ✗
            </span>
            {wrongText}
          </li>
          <li
            className={`worked-error__caption worked-error__caption--right${phase === 'right' ? ' is-here' : ''}`}
            data-testid="worked-error-right"
          >
            <span aria-hidden="true" className="worked-error__mark">
              ✓
            </span>
            {rightText}
          </li>
        </ul>
        {actions}
      </div>
    </div>
  );
}

/** Reduced motion: the wrong clock, an arrow, the right clock. */
function StillClocks({ picked, language, wrongText, rightText, header, actions }: ClockProps) {
  const { t } = useTranslation('teacher', { lng: language });
  return (
    <div className="worked-error__stage worked-error__stage--still" data-phase="right">
      <div className="worked-error__text">{header}</div>
      <div className="worked-error__pair">
        <figure className="worked-error__still" data-testid="worked-error-wrong">
          <AnalogClock
            time={picked.wrong}
            size={BIG}
            {...faceFor(picked)}
            language={language}
            label={t('host.workedError.wrongClock')}
          />
          <figcaption className="worked-error__caption worked-error__caption--wrong">
            <span aria-hidden="true" className="worked-error__mark">
              ✗
            </span>
            {wrongText}
          </figcaption>
        </figure>
        <span className="worked-error__arrow" aria-hidden="true">
          →
        </span>
        <figure className="worked-error__still" data-testid="worked-error-right">
          <AnalogClock
            time={picked.right}
            size={BIG}
            {...faceFor(picked)}
            language={language}
            label={t('host.workedError.rightClock')}
          />
          <figcaption className="worked-error__caption worked-error__caption--right is-here">
            <span aria-hidden="true" className="worked-error__mark">
              ✓
            </span>
            {rightText}
          </figcaption>
        </figure>
      </div>
      {actions}
    </div>
  );
}

/** Mistakes about the hour: the face colours the zone the short hand is in. */
const HOUR_TAGS: ReadonlySet<MisconceptionTag> = new Set<MisconceptionTag>([
  'next_hour',
  'previous_hour',
  'off_by_one_hour',
  'hour_hand_on_numeral',
  'hour_wrong_other',
  'hands_swapped',
]);

/**
 * The learning face, so both hands can be read from the back of the room: the numerals for the
 * hour, 00-55 around them for the minutes, and for a mistake about the hour the coloured zone
 * ("the hour hand belongs to the number it has passed").
 */
function faceFor(picked: WorkedError) {
  return {
    showDigital: false,
    showTraditionalNumbers: true,
    minuteLabels: true,
    hourZones: picked.tag !== null && HOUR_TAGS.has(picked.tag),
  };
}

/** The running time in digits, written as the board writes the two ends. */
function digits(time: ClockTime, picked: WorkedError): string {
  if (time.hour === picked.wrong.hour && time.minute === picked.wrong.minute) {
    return picked.wrongLabel;
  }
  if (time.hour === picked.right.hour && time.minute === picked.right.minute) {
    return picked.rightLabel;
  }
  return formatTime(time);
}
