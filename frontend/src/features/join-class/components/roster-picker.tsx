import type { ClassroomChoices, RosterChoice } from '@ttc/shared-protocol/classroom/roster';
import type { Language } from '@ttc/shared-protocol/clock/language';
import { CHARACTERS } from '@ttc/shared-protocol/game/characters';
import { ReadAloudButton } from '../../../components/read-aloud/read-aloud-button';
import { useTranslation } from '../../../lib/i18n';
import { pickVoice } from '../../../lib/speech/speech';
import { useSpeechVoices } from '../../../lib/speech/use-speech-voices';

type Props = {
  classroom: ClassroomChoices;
  busy: boolean;
  /** One tap on a free child joins as that child. */
  onPick: (child: RosterChoice) => void;
  onBack: () => void;
};

/**
 * A class room's roster (issue 14): every child of the class as a big character tile with the
 * nickname under it, for children who cannot read yet to find their own picture. One tap joins;
 * a child already in the game is shown but cannot be taken. Plain buttons: the tab key and
 * touch both work, and each tile says in words whether it is taken. A speaker button on each
 * tile (where the device has voices) reads the child's name aloud.
 */
export function RosterPicker({ classroom, busy, onPick, onBack }: Props) {
  const { t, i18n } = useTranslation('live-student');
  const language = (i18n.resolvedLanguage ?? 'en') as Language;
  const canSpeak = pickVoice(useSpeechVoices(), language) !== null;
  const firstFree = classroom.roster.find((child) => !child.taken)?.childId;
  return (
    <section
      className="join-step"
      aria-labelledby="roster-heading"
      aria-busy={busy}
      data-testid="tablet-step-roster"
    >
      <div className="join-heading">
        <h2 id="roster-heading">{t('roster.heading')}</h2>
        {canSpeak && (
          <ReadAloudButton
            className="join-speak"
            text={t('roster.heading')}
            language={language}
            label={t('readAloud')}
          />
        )}
      </div>
      <p className="roster-class">{t('roster.class', { name: classroom.name })}</p>
      <ul className="roster-grid">
        {classroom.roster.map((child) => {
          const look = CHARACTERS.find((c) => c.id === child.character);
          return (
            <li key={child.childId} className="roster-grid__item">
              <button
                type="button"
                className={`character roster-child${child.taken ? ' is-taken' : ''}`}
                // The first free child is the step's main action (one tap joins as that child).
                {...(child.childId === firstFree ? { 'data-testid': 'tablet-primary' } : {})}
                style={{ '--character-color': look?.color ?? '#F59E0B' } as React.CSSProperties}
                disabled={busy || child.taken}
                aria-label={
                  child.taken
                    ? t('roster.takenLabel', { name: child.nickname })
                    : t('roster.pickLabel', { name: child.nickname })
                }
                onClick={() => onPick(child)}
              >
                <span className="character__emoji" aria-hidden="true">
                  {look?.emoji ?? '🐱'}
                </span>
                <span className="character__name">{child.nickname}</span>
                {child.taken && (
                  <span className="roster-child__taken" aria-hidden="true">
                    {t('roster.taken')}
                  </span>
                )}
              </button>
              {canSpeak && (
                <ReadAloudButton
                  className="join-speak roster-child__speak"
                  text={child.nickname}
                  language={language}
                  label={t('name.hear', { name: child.nickname })}
                />
              )}
            </li>
          );
        })}
      </ul>
      {classroom.roster.length === 0 && <p>{t('roster.empty')}</p>}
      <div className="join-actions">
        <button type="button" className="button button--ghost" onClick={onBack} disabled={busy}>
          {t('name.back')}
        </button>
      </div>
    </section>
  );
}
