import type { Language } from '@ttc/shared-protocol/clock/language';
import { characterById } from '@ttc/shared-protocol/game/characters';
import { i18n, useTranslation } from '../../../lib/i18n';
import { SpeakButton } from './speak-button';

type Props = {
  language: Language;
  /** The child's name and character: the child sees its own picture while it waits. */
  nickname: string;
  character: string;
};

/**
 * Spec sections 2 and 8: the lobby, and any time there is no current question. The child's own
 * character, big, with "You are ..." (a child who cannot read finds its picture).
 */
export function WaitingView({ language, nickname, character }: Props) {
  const look = characterById(character);
  const { t } = useTranslation('live-student');
  const sayT = i18n.getFixedT(language, 'live-student');
  return (
    <section className="live-waiting" aria-live="polite" data-testid="tablet-step-waiting">
      <span
        className="live-waiting__me"
        style={{ '--character-color': look?.color } as React.CSSProperties}
        aria-hidden="true"
      >
        {look?.emoji ?? '🐱'}
      </span>
      <p className="live-waiting__you">{t('waiting.you', { name: nickname })}</p>
      <span className="live-waiting__dots" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <div className="live-heading">
        <h1>{t('waiting.title')}</h1>
        <SpeakButton
          text={`${sayT('waiting.title')} ${sayT('waiting.text')}`}
          language={language}
          label={t('readAloud')}
        />
      </div>
      <p>{t('waiting.text')}</p>
    </section>
  );
}
