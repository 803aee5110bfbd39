import type { Language } from '@ttc/shared-protocol/clock/language';
import { CHARACTERS, type CharacterId } from '@ttc/shared-protocol/game/characters';
import { ReadAloudButton } from '../../../components/read-aloud/read-aloud-button';
import { useTranslation } from '../../../lib/i18n';
import { pickVoice, speak } from '../../../lib/speech/speech';
import { useSpeechVoices } from '../../../lib/speech/use-speech-voices';

type Props = {
  selected: CharacterId | null;
  onSelect: (id: CharacterId) => void;
  onNext: () => void;
  onBack: () => void;
};

/**
 * The 20 characters as big picture buttons (spec section 3); Next once one is chosen. Where the
 * device has a voice for the screen's language, a tapped character says its name, so a child who
 * cannot read yet hears what it picked.
 */
export function CharacterPicker({ selected, onSelect, onNext, onBack }: Props) {
  const { t, i18n } = useTranslation('live-student');
  const language = (i18n.resolvedLanguage ?? 'en') as Language;
  const canSpeak = pickVoice(useSpeechVoices(), language) !== null;
  return (
    <section
      className="join-step"
      aria-labelledby="character-heading"
      data-testid="tablet-step-character"
    >
      <div className="join-heading">
        <h2 id="character-heading">{t('character.heading')}</h2>
        {canSpeak && (
          <ReadAloudButton
            className="join-speak"
            text={t('character.heading')}
            language={language}
            label={t('readAloud')}
          />
        )}
      </div>
      <div className="character-grid">
        {CHARACTERS.map((c) => (
          <button
            key={c.id}
            type="button"
            className={`character${selected === c.id ? ' is-selected' : ''}`}
            style={{ '--character-color': c.color } as React.CSSProperties}
            aria-pressed={selected === c.id}
            onClick={() => {
              onSelect(c.id);
              if (canSpeak) speak(c.name, { language, speed: 'normal' });
            }}
          >
            <span className="character__emoji" aria-hidden="true">
              {c.emoji}
            </span>
            <span className="character__name">{c.name}</span>
          </button>
        ))}
      </div>
      <div className="join-actions">
        <button type="button" className="button button--ghost" onClick={onBack}>
          {t('name.back')}
        </button>
        <button
          type="button"
          className="button button--primary join-actions__next"
          data-testid="tablet-primary"
          onClick={onNext}
          disabled={!selected}
        >
          {t('character.next')}
        </button>
      </div>
    </section>
  );
}
