import { useTranslation } from '../../../lib/i18n';
import { useSoundMuted } from '../../../lib/sound/sound-mute';

/**
 * The tablet's sound switch, remembered on the device (the same switch as the Student Game's).
 */
export function SoundToggle() {
  const { t } = useTranslation('live-student');
  const [muted, setMuted] = useSoundMuted();
  return (
    <button
      type="button"
      className="live-sound-toggle"
      aria-pressed={!muted}
      aria-label={t('sound.label')}
      title={muted ? t('sound.off') : t('sound.on')}
      onClick={() => setMuted(!muted)}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d={
            muted
              ? 'M4 9v6h4l5 4V5L8 9zm12 0l5 6m0-6l-5 6'
              : 'M4 9v6h4l5 4V5L8 9zm12-1a5 5 0 0 1 0 8m2.5-11a9 9 0 0 1 0 14'
          }
        />
      </svg>
    </button>
  );
}
