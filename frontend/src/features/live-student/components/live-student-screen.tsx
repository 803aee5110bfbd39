import type { Language } from '@ttc/shared-protocol/clock/language';
import { Suspense, useEffect } from 'react';
import { i18n, type TFunction, useTranslation } from '../../../lib/i18n';
import { lazyPart } from '../../../lib/lazy-part';
import { ConnectionState } from '../../../lib/realtime/connection-state';
import { useConnectionState } from '../../../lib/realtime/use-connection-state';
import { useIdlePreload } from '../../../lib/use-idle-preload';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCountdown } from '../hooks/use-countdown';
import { useStudentRoom } from '../hooks/use-student-room';
import type { LiveStudentScreenProps } from '../model/live-seat';
import { LiveNotice } from './live-notice';
import { PlayerBadge } from './player-badge';
import { QuestionView } from './question-view';
import { SoundToggle } from './sound-toggle';
import { WaitingView } from './waiting-view';

type LiveKey = Parameters<TFunction<'live-student'>>[0];

import './live-student.css';

// The result and the podium come after a question closes, with framer-motion's animations: their
// code loads when the browser is idle after the first paint, so the join and the first question
// never carry the library.
const ResultView = lazyPart(() => import('./result-view').then((m) => m.ResultView));
const PodiumView = lazyPart(() => import('./podium-view').then((m) => m.PodiumView));
const loaders = [ResultView.preload, PodiumView.preload];

/** Loads the views that come after the first question (tests render them at once after this). */
export function preloadLiveViews(): Promise<void> {
  return Promise.all(loaders.map((load) => load())).then(() => undefined);
}

/**
 * The live game on a child's tablet, from the waiting screen to the podium. Whatever happens
 * (a drop, a kick, the end, a room that expired) it shows a screen that says so with a way on,
 * never a blank page or an endless spinner. A game screen: the child's badge and a sound switch
 * on top (the layout adds the leave button), each step fits the tablet without scrolling, and
 * motion follows the device's reduced-motion setting.
 */
export function LiveStudentScreen({ connection, seat, onLeave }: LiveStudentScreenProps) {
  const { t } = useTranslation('live-student');
  usePageTitle(t('pageTitle'));
  useIdlePreload(loaders);
  const connectionState = useConnectionState(connection);
  const { room, self, exit, send: lastSend, submit } = useStudentRoom(connection, seat);
  // Only this round's answer (Play again numbers its questions from 0 again).
  const send = lastSend && room && lastSend.round === room.round ? lastSend : null;
  const language = (room?.language ?? i18n.resolvedLanguage ?? 'en') as Language;
  // The speaker buttons read in the session's language: its texts load beside the screen's.
  useEffect(() => {
    void i18n.loadLanguages(language);
  }, [language]);
  const sayT = i18n.getFixedT(language, 'live-student');
  /** A notice's title and text as the speaker button reads them, in the session's language. */
  const say = (title: LiveKey, text: LiveKey) => `${sayT(title)} ${sayT(text)}`;
  const secondsLeft = useCountdown(
    room?.phase === 'question-open' ? room.countdown : null,
    connection.serverNow,
  );

  const leaveButton = (
    <button type="button" className="button button--primary button--large" onClick={onLeave}>
      {t('joinAgain')}
    </button>
  );

  let body: React.ReactNode;
  if (exit === 'expired') {
    body = (
      <LiveNotice
        emoji="🏁"
        title={t('expired.title')}
        text={t('expired.text')}
        language={language}
        spoken={say('expired.title', 'expired.text')}
      >
        {leaveButton}
      </LiveNotice>
    );
  } else if (exit === 'kicked' || exit === 'banned') {
    body = (
      <LiveNotice
        emoji={exit === 'kicked' ? '👋' : '🚫'}
        title={t(exit === 'kicked' ? 'removed.kickedTitle' : 'removed.bannedTitle')}
        text={t(exit === 'kicked' ? 'removed.kickedText' : 'removed.bannedText')}
        language={language}
        spoken={
          exit === 'kicked'
            ? say('removed.kickedTitle', 'removed.kickedText')
            : say('removed.bannedTitle', 'removed.bannedText')
        }
      >
        {leaveButton}
      </LiveNotice>
    );
  } else if (connectionState === ConnectionState.offline) {
    body = (
      <LiveNotice
        emoji="📡"
        title={t('connection.offlineTitle')}
        text={t('connection.offlineText')}
        language={language}
        spoken={say('connection.offlineTitle', 'connection.offlineText')}
      >
        <div className="live-actions">
          <button
            type="button"
            className="button button--primary button--large"
            onClick={() => connection.retry()}
          >
            {t('connection.retry')}
          </button>
          <button type="button" className="button button--ghost" onClick={onLeave}>
            {t('leave')}
          </button>
        </div>
      </LiveNotice>
    );
  } else if (!room) {
    body = (
      <p className="live-connecting" role="status">
        {t('connection.connecting')}
      </p>
    );
  } else if (room.phase === 'lobby' || (room.phase === 'question-open' && !room.question)) {
    body = (
      <WaitingView
        language={language}
        nickname={self?.nickname ?? seat.nickname}
        character={self?.character ?? seat.character}
      />
    );
  } else if (room.phase === 'question-open' && room.question) {
    body = (
      <QuestionView
        key={`${room.round}-${room.question.index}`}
        question={room.question}
        language={room.language as Language}
        secondsLeft={secondsLeft}
        paused={room.countdown?.paused != null}
        self={self}
        send={send}
        onAnswer={(index, answer) => void submit(index, answer)}
      />
    );
  } else if (room.phase === 'question-closed') {
    body = <ResultView room={room} self={self} playerId={seat.playerId} send={send} />;
  } else if (room.phase === 'podium') {
    body = <PodiumView room={room} self={self} />;
  } else {
    body = (
      <LiveNotice
        emoji="🎉"
        title={t('ended.title')}
        text={t('ended.text')}
        language={language}
        spoken={say('ended.title', 'ended.text')}
      >
        {self && (
          <p className="live-notice__score">
            {self.rank !== null && !room.hideRanks && (
              <strong>{t('podium.place', { rank: self.rank })} </strong>
            )}
            {t('podium.score', { count: self.score })}
          </p>
        )}
        {leaveButton}
      </LiveNotice>
    );
  }

  return (
    <div className="live-student">
      <header className="live-student__header">
        <PlayerBadge
          nickname={self?.nickname ?? seat.nickname}
          character={self?.character ?? seat.character}
          score={self?.score ?? null}
        />
        <SoundToggle />
      </header>
      {connectionState === ConnectionState.reconnecting && !exit && (
        <p className="live-banner live-banner--reconnecting" role="status">
          {t('connection.reconnecting')}
        </p>
      )}
      {room && !room.hostConnected && room.phase !== 'ended' && !exit && (
        <p className="live-banner live-banner--host-away" role="status">
          <strong>{t('hostAway.title')}</strong> {t('hostAway.text')}
        </p>
      )}
      <div className="live-student__body">
        <Suspense fallback={null}>{body}</Suspense>
      </div>
    </div>
  );
}
