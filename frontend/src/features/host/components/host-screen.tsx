import type { HostRefusal } from '@ttc/shared-protocol/api/host-grant';
import { HOST_GRANT_UNCHECKED, HOST_REFUSAL_ACKS } from '@ttc/shared-protocol/realtime/host-grants';
import {
  MAX_OPEN_ROOMS_PER_HOST,
  TOO_MANY_ROOMS_MESSAGE,
} from '@ttc/shared-protocol/realtime/host-rooms';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { forgetHostedRoom, rememberHostedRoom } from '../../../lib/hosted-room';
import { useTranslation } from '../../../lib/i18n';
import type { TFunction } from '../../../lib/i18n-types';
import { ConnectionState } from '../../../lib/realtime/connection-state';
import { usePageTitle } from '../../../lib/use-page-title';
import { connectHost } from '../api/connect-host';
import type { HostSocket } from '../api/host-socket';
import { type HostRoom, type HostTarget, useHostRoom } from '../hooks/use-host-room';
import { type LoadPublicUrl, loadPublicUrl, useJoinOrigin } from '../hooks/use-join-origin';
import {
  HostStep,
  hostStep,
  type LocalSteps,
  momentKey,
  NO_LOCAL_STEPS,
} from '../model/host-steps';
import { noteQuestionClock, type QuestionClocks } from '../model/question-clocks';
import { EndSessionButton } from './end-session-button';
import type { HostCommand } from './host-command';
import { HostLobby } from './host-lobby';
import { HostQuestion } from './host-question';
import { HostResults } from './host-results';
import { HostScoreboard } from './host-scoreboard';
import './host.css';

const HostPodium = lazy(() => import('./host-podium'));

type Props = {
  /** Opens the host's socket (tests pass a fake). */
  connect?: () => Promise<HostSocket>;
  /**
   * Reads the address the tablets open (default: `publicUrl` of GET /api/config); the join
   * address and QR code are built on it, on this page's origin only until it is known.
   */
  loadJoinOrigin?: LoadPublicUrl;
};

/** What the smartboard says when the room could not be opened or rejoined. */
function failureText(failure: string, t: TFunction<'teacher'>): string {
  if (failure === TOO_MANY_ROOMS_MESSAGE) {
    return t('host.tooManyRooms', { count: MAX_OPEN_ROOMS_PER_HOST });
  }
  const refusal = hostRefusalKey(failure);
  return refusal ? t(`host.refused.${refusal}`) : t('host.failed', { message: failure });
}

/** Which refusal of the API's host grant (or its absence) a failure message names, if any. */
function hostRefusalKey(message: string): HostRefusal | 'unchecked' | null {
  if (message === HOST_GRANT_UNCHECKED.message) return 'unchecked';
  const found = Object.entries(HOST_REFUSAL_ACKS).find(([, ack]) => ack.message === message);
  return found ? (found[0] as HostRefusal) : null;
}

/** Options handed over by the dashboard's "Start a live session" (router state). */
function optionsFromState(state: unknown): HostTarget | null {
  if (typeof state !== 'object' || state === null || !('options' in state)) return null;
  const options = (state as { options: unknown }).options;
  return typeof options === 'object' && options !== null
    ? { kind: 'create', options: options as Extract<HostTarget, { kind: 'create' }>['options'] }
    : null;
}

/**
 * /host and /host/:code: the live session on the smartboard. Without a code it opens a new
 * room with the options the dashboard passed, then shows its code in the address, so a reload
 * (or a dropped connection) comes back to the same room.
 */
export function HostScreen({ connect = connectHost, loadJoinOrigin = loadPublicUrl }: Props) {
  const origin = useJoinOrigin(loadJoinOrigin);
  const { code } = useParams();
  const location = useLocation();
  // The first target decides: the address changes to the new code after create.
  const [target] = useState<HostTarget | null>(() =>
    code ? { kind: 'rejoin', code } : optionsFromState(location.state),
  );
  if (!target) return <Navigate to={paths.teacher.getHref()} replace />;
  return <HostRoomScreen target={target} connect={connect} origin={origin} />;
}

function HostRoomScreen({
  target,
  connect,
  origin,
}: {
  target: HostTarget;
  connect: () => Promise<HostSocket>;
  origin: string;
}) {
  const navigate = useNavigate();
  const onCode = useCallback(
    (code: string) => navigate(paths.host.getHref(code), { replace: true }),
    [navigate],
  );
  const room = useHostRoom(target, connect, onCode);
  useRememberedRoom(room, target);
  const language = room.view?.options.language;
  const { t } = useTranslation('teacher', language ? { lng: language } : undefined);
  usePageTitle(t('host.title'));
  const [notice, setNotice] = useState<string | null>(null);

  const command: HostCommand = useCallback(
    async (event, payload) => {
      setNotice(null);
      const ack = await room.command(event, payload);
      if (ack.ok) return ack;
      // No connection (a drop on the smartboard): said in the session's language, not the
      // transport's words. A command is not kept for later: a late Skip or Next would surprise.
      setNotice(
        ack.error.code === 'unavailable'
          ? t('host.commandOffline')
          : t('host.commandFailed', { message: ack.error.message }),
      );
      return ack;
    },
    [room.command, t],
  );

  useEffect(() => {
    document.documentElement.classList.add('host-mode');
    return () => document.documentElement.classList.remove('host-mode');
  }, []);

  const view = room.view;
  // Each question's clock, for the podium's "most missed question" (its statistics name no time).
  const [clocks, setClocks] = useState<QuestionClocks>(() => new Map());
  useEffect(() => setClocks((known) => noteQuestionClock(known, view)), [view]);
  const away = view?.players.filter((p) => !p.connected) ?? [];
  // The board's own steps (scoreboard, the podium's numbers): the server's phase does not change.
  const [local, setLocal] = useState<LocalSteps>(NO_LOCAL_STEPS);
  const step = view ? hostStep(view, local) : null;
  const here = view ? momentKey(view) : null;
  const goTo = (next: Partial<LocalSteps>) => setLocal((known) => ({ ...known, ...next }));
  // A new step replaces the whole board: keyboard focus starts again at its top, not on the
  // body (the button that was pressed is gone).
  const main = useRef<HTMLElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    if (main.current && !main.current.contains(document.activeElement)) {
      main.current.focus({ preventScroll: true });
    }
  }, [step]);

  return (
    <div className="host" lang={language}>
      <header className="host-bar">
        <h1 className="host-bar__title">{t('host.title')}</h1>
        {view && view.phase !== 'lobby' && (
          <p className="host-bar__code">
            {t('host.lobby.code')} <strong>{view.code}</strong>
          </p>
        )}
        {view && away.length > 0 && view.phase !== 'lobby' && view.phase !== 'ended' && (
          <p className="host-bar__away">
            {t('host.lobby.away', { count: away.length })}: {away.map((p) => p.nickname).join(', ')}
          </p>
        )}
        <ConnectionBadge state={room.connection} onRetry={room.retry} />
        <div className="host-bar__actions">
          <FullscreenButton />
          {view && view.phase !== 'ended' && (
            <EndSessionButton language={language} onEnd={() => void command('host:end', {})} />
          )}
        </div>
      </header>
      <main className="host-main" id="main" ref={main} tabIndex={-1}>
        {notice && (
          <p role="alert" className="host-alert">
            {notice}
          </p>
        )}
        {room.failure ? (
          <div className="host-center" role="alert">
            <p className="host-heading">{failureText(room.failure, t)}</p>
            <Link className="host-button" to={paths.teacher.getHref()}>
              {t('host.backToDashboard')}
            </Link>
          </div>
        ) : !view ? (
          <p className="host-center host-heading" role="status">
            {room.connection === ConnectionState.connecting
              ? t('host.connecting')
              : t('host.opening')}
          </p>
        ) : (
          <>
            {step === HostStep.lobby && <HostLobby view={view} origin={origin} command={command} />}
            {step === HostStep.question && (
              <HostQuestion view={view} serverNow={room.serverNow} command={command} />
            )}
            {step === HostStep.results && (
              <HostResults view={view} onScoreboard={() => goTo({ scoreboardAt: here })} />
            )}
            {step === HostStep.scoreboard && (
              <HostScoreboard
                view={view}
                command={command}
                onBack={() => goTo({ scoreboardAt: null })}
              />
            )}
            {(step === HostStep.podium || step === HostStep.stats) && (
              <Suspense fallback={<p className="host-center host-heading">…</p>}>
                <HostPodium
                  view={view}
                  command={command}
                  clocks={clocks}
                  step={step}
                  onStats={() => goTo({ statsAt: here })}
                  onBack={() => goTo({ statsAt: null })}
                />
              </Suspense>
            )}
            {step === HostStep.ended && (
              <div className="host-step host-center" data-testid="host-step-ended">
                <p className="host-heading">{t('host.ended')}</p>
                <Link
                  className="host-button host-button--primary"
                  data-testid="host-primary"
                  to={paths.teacher.getHref()}
                >
                  {t('host.backToDashboard')}
                </Link>
              </div>
            )}
          </>
        )}
      </main>
    </div>
  );
}

/**
 * Remembers the room on this device while it lives, so the dashboard can lead back to it after
 * the tab was closed; forgets it once it ended or cannot be hosted any more.
 */
function useRememberedRoom(room: HostRoom, target: HostTarget) {
  const code = room.view?.code ?? (target.kind === 'rejoin' ? target.code : null);
  const ended = room.view?.phase === 'ended' || room.failure !== null;
  const live = room.view !== null && !ended;
  useEffect(() => {
    if (!code) return;
    if (ended) forgetHostedRoom(code);
    else if (live) rememberHostedRoom(code);
  }, [code, ended, live]);
}

/** "Reconnecting..." while the connection is back on its way; Try again once it gave up. */
function ConnectionBadge({ state, onRetry }: { state: ConnectionState; onRetry: () => void }) {
  const { t } = useTranslation('teacher');
  if (state === ConnectionState.reconnecting) {
    return (
      <p className="host-bar__status" role="status">
        {t('host.reconnecting')}
      </p>
    );
  }
  if (state !== ConnectionState.offline) return null;
  return (
    <p className="host-bar__status" role="status">
      {t('host.offline')}{' '}
      <button type="button" className="host-button host-button--small" onClick={onRetry}>
        {t('host.retry')}
      </button>
    </p>
  );
}

function FullscreenButton() {
  const { t } = useTranslation('teacher');
  const [full, setFull] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const update = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  if (typeof document.documentElement.requestFullscreen !== 'function') return null;
  return (
    <button
      type="button"
      className="host-button host-button--small"
      onClick={() =>
        full
          ? void document.exitFullscreen()
          : void document.documentElement.requestFullscreen().catch(() => {})
      }
    >
      {full ? t('host.exitFullscreen') : t('host.fullscreen')}
    </button>
  );
}
