import { CHARACTERS, type CharacterId } from '@ttc/shared-protocol/game/characters';
import { useTranslation } from '../../../lib/i18n';

type Props = {
  selected: CharacterId | null;
  onSelect: (id: CharacterId) => void;
  onNext: () => void;
  onBack: () => void;
};

/** The 20 characters as big buttons (spec section 3); Next once one is chosen. */
export function CharacterPicker({ selected, onSelect, onNext, onBack }: Props) {
  const { t } = useTranslation('live-student');
  return (
    <section className="join-step" aria-labelledby="character-heading">
      <h2 id="character-heading">{t('character.heading')}</h2>
      <div className="character-grid">
        {CHARACTERS.map((c) => (
          <button
            key={c.id}
            type="button"
            className={`character${selected === c.id ? ' is-selected' : ''}`}
            style={{ '--character-color': c.color } as React.CSSProperties}
            aria-pressed={selected === c.id}
            onClick={() => onSelect(c.id)}
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
          onClick={onNext}
          disabled={!selected}
        >
          {t('character.next')}
        </button>
      </div>
    </section>
  );
}
