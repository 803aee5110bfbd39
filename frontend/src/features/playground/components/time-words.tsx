import type { Language } from '@ttc/shared-protocol/clock/language';
import type { ClockTime } from '@ttc/shared-protocol/clock/time';
import { timeInWords } from '@ttc/shared-protocol/clock/words/time-in-words';
import type { ReadingSpeed } from '@ttc/shared-protocol/game/settings';
import { ReadAloudButton } from '../../../components/read-aloud/read-aloud-button';
import { useTranslation } from '../../../lib/i18n';
import { type LiveTime, useLiveTime } from '../hooks/use-live-time';

type Props = {
  /** The committed time; while a hand is dragged the live time is shown instead. */
  time: ClockTime;
  live: LiveTime;
  /** The clock's language (words and voice), not the app's. */
  language: Language;
  /** Settings > Learning preferences: voice reading on (the Read aloud button) and its speed. */
  voice?: { on: boolean; speed: ReadingSpeed };
};

/**
 * The time in words in the clock's language, following the hands live during a drag, with a
 * Read aloud button that says it in that language.
 */
export function TimeWords({ time, live, language, voice }: Props) {
  const { t } = useTranslation('playground');
  const shown = useLiveTime(live, time);
  const words = timeInWords(shown, language);
  return (
    <section
      className="playground-card playground-words"
      data-tour="words"
      aria-labelledby="playground-words-heading"
    >
      <h2 id="playground-words-heading" className="playground-card__heading">
        {t('words.heading')}
      </h2>
      <div className="playground-words__row">
        <p className="playground-words__text" lang={language}>
          {words}
        </p>
        {/* Speaks the time shown, in the clock's language (hidden where the browser has no voice). */}
        {(voice?.on ?? true) && (
          <ReadAloudButton text={words} language={language} speed={voice?.speed} />
        )}
      </div>
    </section>
  );
}
