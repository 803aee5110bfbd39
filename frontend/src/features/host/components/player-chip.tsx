import type { HostPlayer } from '@ttc/shared-protocol/classroom/view-schemas';
import { useTranslation } from '../../../lib/i18n';
import { characterLook } from '../model/characters';

type Props = {
  player: HostPlayer;
  /** A full room: the chip is smaller and its buttons show a sign instead of a word. */
  compact?: boolean;
  onKick?: (player: HostPlayer) => void;
  onBan?: (player: HostPlayer) => void;
};

/** A child in the room: character and nickname, marked when disconnected, with kick and ban. */
export function PlayerChip({ player, compact = false, onKick, onBan }: Props) {
  const { t } = useTranslation('teacher');
  const look = characterLook(player.character);
  return (
    <li
      className={`player-chip${player.connected ? '' : ' player-chip--away'}`}
      style={{ borderColor: look.color }}
    >
      <span className="player-chip__emoji" aria-hidden="true">
        {look.emoji}
      </span>
      <span className="player-chip__name">{player.nickname}</span>
      {player.level !== undefined && (
        <span className="player-chip__level">{t('host.lobby.level', { level: player.level })}</span>
      )}
      {!player.connected && (
        <span className="player-chip__away">{t('host.lobby.disconnected')}</span>
      )}
      {(onKick || onBan) && (
        <span className="player-chip__actions">
          {onKick && (
            <button
              type="button"
              className="host-button host-button--small"
              title={compact ? t('host.lobby.kickLabel', { name: player.nickname }) : undefined}
              aria-label={t('host.lobby.kickLabel', { name: player.nickname })}
              onClick={() => onKick(player)}
            >
              {compact ? <span aria-hidden="true">✕</span> : t('host.lobby.kick')}
            </button>
          )}
          {onBan && (
            <button
              type="button"
              className="host-button host-button--small host-button--danger"
              title={compact ? t('host.lobby.banLabel', { name: player.nickname }) : undefined}
              aria-label={t('host.lobby.banLabel', { name: player.nickname })}
              onClick={() => onBan(player)}
            >
              {compact ? <span aria-hidden="true">⛔</span> : t('host.lobby.ban')}
            </button>
          )}
        </span>
      )}
    </li>
  );
}
