import { CHARACTERS, type CharacterId } from '@ttc/shared-protocol/game/characters';
import { useId } from 'react';
import './character-choice.css';

type Props = {
  value: CharacterId | null;
  onChange: (id: CharacterId) => void;
  /** A character's name in the reader's language (the English name by default). */
  nameOf?: (id: CharacterId) => string;
};

/**
 * The 20 characters as big tiles over native radio buttons: one Tab stop, arrow keys move the
 * choice, a tap picks one. Put it in a fieldset whose legend names the choice. For grown-ups
 * choosing a character for a child (a class roster).
 */
export function CharacterChoice({ value, onChange, nameOf }: Props) {
  const name = useId();
  return (
    <div className="character-choice">
      {CHARACTERS.map((c) => (
        <label
          key={c.id}
          className={`character-choice__tile${value === c.id ? ' is-selected' : ''}`}
          style={{ '--character-color': c.color } as React.CSSProperties}
        >
          <input
            type="radio"
            name={name}
            value={c.id}
            checked={value === c.id}
            onChange={() => onChange(c.id)}
            className="character-choice__input"
          />
          <span className="character-choice__emoji" aria-hidden="true">
            {c.emoji}
          </span>
          <span className="character-choice__name">{nameOf?.(c.id) ?? c.name}</span>
        </label>
      ))}
    </div>
  );
}
