import type { NicknameChoice } from '@ttc/shared-protocol/classroom/payloads';
import type { Language } from '@ttc/shared-protocol/clock/language';
import { useId, useState } from 'react';
import { ReadAloudButton } from '../../../components/read-aloud/read-aloud-button';
import { useTranslation } from '../../../lib/i18n';
import { pickVoice } from '../../../lib/speech/speech';
import { useSpeechVoices } from '../../../lib/speech/use-speech-voices';
import type { SuggestedName } from '../hooks/use-join-flow';

type Props = {
  names: SuggestedName[];
  /** The room takes typed names; otherwise "Type my own name" is not offered (it would be refused). */
  typedNames: boolean;
  busy: boolean;
  onJoin: (nickname: NicknameChoice) => void;
  onMore: () => void;
  onBack: () => void;
};

/**
 * The nickname: one tap on one of three generated friendly names joins; "Type my own name" opens
 * a field, offered only in rooms where the host allows typed names (the code check says so).
 * Each name has a speaker button beside it (where the device has voices), so a child who cannot
 * read yet hears the names before choosing one.
 */
export function NamePicker({ names, typedNames, busy, onJoin, onMore, onBack }: Props) {
  const { t, i18n } = useTranslation('live-student');
  const language = (i18n.resolvedLanguage ?? 'en') as Language;
  const canSpeak = pickVoice(useSpeechVoices(), language) !== null;
  const [typing, setTyping] = useState(false);
  const [text, setText] = useState('');
  const inputId = useId();
  const hintId = useId();
  return (
    <section
      className="join-step"
      aria-labelledby="name-heading"
      aria-busy={busy}
      data-testid="tablet-step-name"
    >
      <div className="join-heading">
        <h2 id="name-heading">{t('name.heading')}</h2>
        {canSpeak && (
          <ReadAloudButton
            className="join-speak"
            text={t('name.heading')}
            language={language}
            label={t('readAloud')}
          />
        )}
      </div>
      {names.length === 0 ? (
        <p>{t('name.loading')}</p>
      ) : (
        <ul className="name-list">
          {names.map((name, index) => (
            <li key={name.text} className="name-list__item">
              <button
                type="button"
                className="name-choice"
                // The first name is the step's main action (one tap joins with it).
                {...(index === 0 ? { 'data-testid': 'tablet-primary' } : {})}
                disabled={busy}
                onClick={() =>
                  onJoin({ kind: 'generated', adjective: name.adjective, animal: name.animal })
                }
              >
                {name.text}
              </button>
              {canSpeak && (
                <ReadAloudButton
                  className="join-speak"
                  text={name.text}
                  language={language}
                  label={t('name.hear', { name: name.text })}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="join-actions">
        <button type="button" className="button button--ghost" onClick={onBack} disabled={busy}>
          {t('name.back')}
        </button>
        <button type="button" className="button button--ghost" onClick={onMore} disabled={busy}>
          {t('name.more')}
        </button>
        {typedNames && !typing && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setTyping(true)}
            disabled={busy}
          >
            {t('name.typeOwn')}
          </button>
        )}
      </div>
      {typedNames && typing && (
        <form
          className="typed-name"
          onSubmit={(event) => {
            event.preventDefault();
            if (text.trim()) onJoin({ kind: 'typed', text: text.trim() });
          }}
        >
          <label htmlFor={inputId}>{t('name.typeLabel')}</label>
          <input
            id={inputId}
            value={text}
            maxLength={20}
            autoComplete="off"
            aria-describedby={hintId}
            onChange={(event) => setText(event.target.value)}
          />
          <p id={hintId} className="typed-name__hint">
            {t('name.typeHint')}
          </p>
          <button type="submit" className="button button--primary" disabled={busy || !text.trim()}>
            {busy ? t('name.joining') : t('name.join')}
          </button>
        </form>
      )}
    </section>
  );
}
