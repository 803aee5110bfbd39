import type { Language } from '@ttc/shared-protocol/clock/language';
import type { ClockTime } from '@ttc/shared-protocol/clock/time';
import { AnalogClock } from '../../../components/clock/analog-clock';
import { ReadAloudButton } from '../../../components/read-aloud/read-aloud-button';
import { useTranslation } from '../../../lib/i18n';
import { pickVoice } from '../../../lib/speech/speech';
import { useSpeechVoices } from '../../../lib/speech/use-speech-voices';
import './level-picker.css';

/**
 * A clock of each level, as the child will meet it (learning-anchors section 6): o'clock, half
 * past, quarter past and to, fives past and to, any five minutes, the 24-hour clock (a moon),
 * every minute, how long (an hourglass).
 */
export const LEVEL_PICTURES: ReadonlyArray<{ level: number; time: ClockTime; badge?: string }> = [
  { level: 1, time: { hour: 3, minute: 0 } },
  { level: 2, time: { hour: 9, minute: 0 } },
  { level: 3, time: { hour: 3, minute: 30 } },
  { level: 4, time: { hour: 6, minute: 30 } },
  { level: 5, time: { hour: 3, minute: 15 } },
  { level: 6, time: { hour: 3, minute: 45 } },
  { level: 7, time: { hour: 3, minute: 10 } },
  { level: 8, time: { hour: 3, minute: 40 } },
  { level: 9, time: { hour: 3, minute: 25 } },
  { level: 10, time: { hour: 9, minute: 5 }, badge: '🌙' },
  { level: 11, time: { hour: 3, minute: 7 } },
  { level: 12, time: { hour: 3, minute: 20 }, badge: '⏳' },
];

type Props = {
  selected: number | null;
  onPick: (level: number) => void;
  onNext: () => void;
  onBack: () => void;
  busy?: boolean;
};

/**
 * Each child at their own level, for a child this device knows nothing about: twelve big
 * buttons, each a clock of its level and the level's number, easiest first. Pictures and numbers
 * carry it for a child who cannot read yet; a speaker button reads the one line aloud. A tap
 * picks the level (and may be changed); Next goes on to the names.
 */
export function LevelPicker({ selected, onPick, onNext, onBack, busy = false }: Props) {
  const { t, i18n } = useTranslation('live-student');
  const language = (i18n.resolvedLanguage ?? 'en') as Language;
  const canSpeak = pickVoice(useSpeechVoices(), language) !== null;
  return (
    <section className="join-step" aria-labelledby="level-heading" data-testid="tablet-step-level">
      <div className="join-heading">
        <h2 id="level-heading">{t('level.heading')}</h2>
        {canSpeak && (
          <ReadAloudButton
            className="join-speak"
            text={`${t('level.heading')}. ${t('level.hint')}`}
            language={language}
            label={t('readAloud')}
          />
        )}
      </div>
      <p className="level-hint">{t('level.hint')}</p>
      <ul className="level-grid">
        {LEVEL_PICTURES.map(({ level, time, badge }) => (
          <li key={level}>
            <button
              type="button"
              className={`level-choice${selected === level ? ' is-selected' : ''}`}
              aria-pressed={selected === level}
              aria-label={t('level.option', { level })}
              disabled={busy}
              onClick={() => onPick(level)}
            >
              <span aria-hidden="true">
                <AnalogClock
                  time={time}
                  size={84}
                  showDigital={false}
                  showTraditionalNumbers
                  showHelperCircles={false}
                />
              </span>
              <span className="level-choice__number" aria-hidden="true">
                {level}
              </span>
              {badge && (
                <span className="level-choice__badge" aria-hidden="true">
                  {badge}
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
      <div className="join-actions">
        <button type="button" className="button button--ghost" onClick={onBack}>
          {t('name.back')}
        </button>
        <button
          type="button"
          className="button button--primary join-actions__next"
          data-testid="tablet-primary"
          onClick={onNext}
          disabled={selected === null || busy}
        >
          {t('character.next')}
        </button>
      </div>
    </section>
  );
}
