import type { HostView } from '@ttc/shared-protocol/classroom/view-schemas';
import { QRCodeSVG } from 'qrcode.react';
import type { CSSProperties } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { joinAddressInWords, joinUrl, spacedCode } from '../model/characters';
import { ClassRoster } from './class-roster';
import type { HostCommand } from './host-command';
import { PlayerChip } from './player-chip';

type Props = { view: HostView; origin: string; command: HostCommand };

/**
 * The lobby on the smartboard: the 6-digit code, a large QR code of the join address, the
 * address in words, the children as they join (kick and ban on each), lock and Start; for a
 * class room, the class's roster with who has joined.
 */
export function HostLobby({ view, origin, command }: Props) {
  const { t } = useTranslation('teacher');
  const url = joinUrl(origin, view.code, view.joinKey);
  const address = joinAddressInWords(origin);
  const players = view.players;
  // A full room: columns of smaller cards, so the whole class fits beside the code (up to 60).
  const many = players.length > 12;
  const columns = players.length > 39 ? 4 : players.length > 24 ? 3 : 2;
  return (
    <div className="host-step host-lobby" data-testid="host-step-lobby">
      <section className="host-lobby__join" aria-labelledby="host-join-title">
        <h2 id="host-join-title" className="host-heading">
          {t('host.lobby.heading')}
        </h2>
        <div className="host-lobby__ways">
          <div className="host-lobby__code-way">
            <p className="host-lobby__code-label">{t('host.lobby.code')}</p>
            <p className="host-lobby__code">{spacedCode(view.code)}</p>
          </div>
          <div className="host-lobby__scan-way">
            <div className="host-qr">
              <QRCodeSVG
                value={url}
                size={360}
                level="M"
                marginSize={2}
                title={t('host.lobby.qrLabel', { address: url })}
              />
            </div>
            <p className="host-lobby__scan">{t('host.lobby.scan')}</p>
          </div>
        </div>
        <p className="host-lobby__words">
          {t('host.lobby.inWords', { address, code: spacedCode(view.code) })}
        </p>
      </section>

      <section className="host-lobby__players" aria-labelledby="host-players-title">
        <h2 id="host-players-title" className="host-heading">
          {players.length === 0
            ? t('host.lobby.waiting')
            : t('host.lobby.joined', { count: view.playerCount })}
        </h2>
        {view.locked && <p className="host-note">{t('host.lobby.locked')}</p>}
        {view.classroom && <ClassRoster classroom={view.classroom} players={players} />}
        <ul
          className="player-grid"
          aria-live="polite"
          data-many={many || undefined}
          data-crowd={players.length > 24 || undefined}
          style={many ? ({ '--columns': columns } as CSSProperties) : undefined}
        >
          {players.map((player) => (
            <PlayerChip
              key={player.playerId}
              player={player}
              compact={many}
              onKick={(p) => command('host:kick', { playerId: p.playerId })}
              onBan={(p) => command('host:ban', { playerId: p.playerId })}
            />
          ))}
        </ul>
        <div className="host-actions host-actions--end">
          <button
            type="button"
            className="host-button"
            onClick={() => command(view.locked ? 'host:unlock' : 'host:lock', {})}
          >
            {view.locked ? t('host.lobby.unlock') : t('host.lobby.lock')}
          </button>
          <button
            type="button"
            className="host-button host-button--primary"
            data-testid="host-primary"
            disabled={view.playerCount === 0}
            onClick={() => command('host:start', {})}
          >
            {t('host.lobby.start')}
          </button>
        </div>
      </section>
    </div>
  );
}
