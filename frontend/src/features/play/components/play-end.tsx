import type { Character } from '@ttc/shared-protocol/game/characters';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { DeliveryStatus } from '../model/deliver-result';

type Props = {
  name: string;
  character: Character;
  correct: number;
  total: number;
  status: DeliveryStatus;
  onPlayAgain: () => void;
};

/** The end of an assignment, in the child's words, and whether the teacher has the answers. */
export function PlayEnd({ name, character, correct, total, status, onPlayAgain }: Props) {
  const { t } = useTranslation('play');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const cheer = correct === total ? 'perfect' : correct * 2 >= total ? 'good' : 'keepGoing';
  return (
    <section className="play-end" aria-labelledby="play-end-title">
      <span
        className="play-end__face"
        style={{ backgroundColor: character.color }}
        aria-hidden="true"
      >
        {character.emoji}
      </span>
      <h1 id="play-end-title" ref={heading} tabIndex={-1}>
        {t(`end.title.${cheer}`, { name })}
      </h1>
      <p className="play-end__score">{t('end.score', { correct, total })}</p>
      <p className={`play-end__status play-end__status--${status}`} role="status">
        {t(`end.status.${status}`)}
      </p>
      <button
        type="button"
        className="button button--primary button--large"
        onClick={onPlayAgain}
        disabled={status === 'sending'}
      >
        {t('end.playAgain')}
      </button>
    </section>
  );
}
