import type { Character } from '@ttc/shared-protocol/game/characters';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { useSoundMuted } from '../../../lib/sound/sound-mute';

type Props = {
  score: number;
  /** The name remembered on the device, if any (else the translated 'Student'). */
  playerName: string | null;
  character: Character;
  onShowTips: () => void;
  onOpenSettings: () => void;
};

/**
 * The game's header (spec section 2): back to the menu, the title 'Student' (the player's name),
 * the score in points,
 * tips replay, a link to the Playground, the sound switch and the settings.
 */
export function GameHeader({ score, playerName, character, onShowTips, onOpenSettings }: Props) {
  const { t } = useTranslation('student-game');
  const [muted, setMuted] = useSoundMuted();
  const name = t(`characters.${character.id}`);
  return (
    <header className="game-header">
      <Link className="game-header__back button button--ghost" to={paths.root.getHref()}>
        <span aria-hidden="true">←</span> {t('backToMenu')}
      </Link>
      <div className="game-header__title">
        <span
          className="game-header__avatar"
          style={{ backgroundColor: character.color }}
          role="img"
          aria-label={t('playingAs', { name })}
        >
          {character.emoji}
        </span>
        {/* The page's heading names the screen; the header shows the player's name, 'Student'
            unless the device remembers another (spec section 9: studentName). */}
        <h1 className="visually-hidden">{t('pageTitle')}</h1>
        <p className="game-header__name">{playerName ?? t('title')}</p>
      </div>
      <p className="game-header__score" data-tour="score">
        <span className="visually-hidden">{t('scoreLabel')}: </span>
        {t('score', { score })}
      </p>
      <div className="game-header__tools">
        <button type="button" className="button game-tool" onClick={onShowTips}>
          <ToolIcon d="M12 2a7 7 0 0 0-4 12.7V18h8v-3.3A7 7 0 0 0 12 2zM9 21h6" />
          <span className="game-tool__label">{t('tips')}</span>
        </button>
        <Link className="button game-tool" to={paths.playground.getHref()}>
          <ToolIcon d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4v5l3 2" />
          <span className="game-tool__label">{t('playground')}</span>
        </Link>
        <button
          type="button"
          className="button game-tool"
          aria-pressed={!muted}
          onClick={() => setMuted(!muted)}
        >
          <ToolIcon
            d={
              muted
                ? 'M4 9v6h4l5 4V5L8 9zm12 0l5 6m0-6l-5 6'
                : 'M4 9v6h4l5 4V5L8 9zm12-1a5 5 0 0 1 0 8m2.5-11a9 9 0 0 1 0 14'
            }
          />
          <span className="game-tool__label">{t('sounds')}</span>
        </button>
        <button
          type="button"
          className="button game-tool"
          data-tour="settings"
          aria-haspopup="dialog"
          onClick={onOpenSettings}
        >
          <ToolIcon d="M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm0-6v3m0 14v3M2 12h3m14 0h3M4.9 4.9l2.1 2.1m10 10l2.1 2.1m0-14.2l-2.1 2.1m-10 10l-2.1 2.1" />
          <span className="game-tool__label">{t('settings')}</span>
        </button>
      </div>
    </header>
  );
}

function ToolIcon({ d }: { d: string }) {
  return (
    <svg className="game-tool__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}
