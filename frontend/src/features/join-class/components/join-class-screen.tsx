import { type ComponentType, Suspense, useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { lazyPart } from '../../../lib/lazy-part';
import type { ClassroomConnection } from '../../../lib/realtime/classroom-connection';
import { openClassroomSocket } from '../../../lib/realtime/open-classroom-socket';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDeviceLevel } from '../hooks/use-device-level';
import { type OpenConnection, useJoinFlow } from '../hooks/use-join-flow';
import type { JoinedSeat } from '../model/join-seat';
import { CharacterPicker } from './character-picker';
import { CodeEntry } from './code-entry';
import { JoinNotice } from './join-notice';
import { NamePicker } from './name-picker';
import { RosterPicker } from './roster-picker';
import './join-class.css';

/** What the play screen gets once the child has a seat (the app passes live-student's screen). */
export type SessionScreenProps = {
  connection: ClassroomConnection;
  seat: JoinedSeat;
  /** The child leaves the game, or taps "Join a game" on an end screen. */
  onLeave: () => void;
};

type Props = {
  Session: ComponentType<SessionScreenProps>;
  /** Test seam: how the connection is opened. */
  openConnection?: OpenConnection;
};

// Only an adaptive room asks a level (with a clock for each): it loads when the room says so.
const LevelPicker = lazyPart(() => import('./level-picker').then((m) => m.LevelPicker));

const openStudentSocket: OpenConnection = () => openClassroomSocket({ role: 'student' });

/**
 * /join (spec section 2, "Join a Class"): `/join?code=123456&key=...` from the QR code pre-fills
 * the code and carries the room's QR key; otherwise a big keypad. Then the character, the name, and the live game. A reload comes
 * straight back into the stored seat.
 */
export function JoinClassScreen({ Session, openConnection = openStudentSocket }: Props) {
  const { t } = useTranslation('live-student');
  usePageTitle(t('pageTitle'));
  const [params, setParams] = useSearchParams();
  // Each child at their own level: the level this device's learner model holds, when it holds
  // progress (a child it knows nothing about picks one in an adaptive room). Its code loads only
  // when a room asks for it.
  const { deviceLevel: learnerLevel, probe } = useDeviceLevel();
  const deviceLevel = useCallback(() => {
    LevelPicker.preload().catch(() => {});
    return learnerLevel();
  }, [learnerLevel]);
  const flow = useJoinFlow({
    initialCode: params.get('code'),
    initialKey: params.get('key'),
    initialStep: params.get('step'),
    deviceLevel,
    openConnection,
  });
  const { state, error, busy } = flow;

  // The address names the step the child is on (`?code=123456&step=name`), so a reload lands
  // back there; the code step and the game itself need no step (a seat comes back by itself).
  const step = state.step;
  const code = flow.code;
  useEffect(() => {
    const next = new URLSearchParams(params);
    if (step === 'character' || step === 'level' || step === 'name' || step === 'roster') {
      next.set('code', code);
      next.set('step', step);
    } else if (step === 'code' || step === 'session') {
      next.delete('step');
    }
    if (next.toString() !== params.toString()) setParams(next, { replace: true });
  }, [step, code, params, setParams]);

  if (state.step === 'session' && flow.connection) {
    // Its own boundary: while the play screen's code loads, only it waits. A boundary higher up
    // would hide this screen, and React cleans up the effects of a hidden tree, which would close
    // the connection the seat lives on.
    return (
      <Suspense
        fallback={
          <p className="join-resuming" role="status">
            {t('connection.connecting')}
          </p>
        }
      >
        <Session connection={flow.connection} seat={state.seat} onLeave={flow.startOver} />
      </Suspense>
    );
  }

  return (
    <div className="page join-class">
      <h1>{t('title')}</h1>
      {probe}
      {error && state.step !== 'expired' && (
        <p className="join-error" role="alert">
          {t(`errors.${error}`)}
        </p>
      )}
      {state.step === 'code' && (
        <CodeEntry
          code={flow.code}
          onChange={flow.setCode}
          onSubmit={() => void flow.submitCode()}
          busy={busy}
        />
      )}
      {state.step === 'character' && (
        <CharacterPicker
          selected={flow.character}
          onSelect={flow.pickCharacter}
          onNext={() => void flow.confirmCharacter()}
          onBack={flow.back}
        />
      )}
      {state.step === 'level' && (
        <Suspense fallback={null}>
          <LevelPicker
            selected={flow.pickedLevel}
            busy={busy}
            onPick={flow.pickLevel}
            onNext={() => void flow.confirmLevel()}
            onBack={flow.back}
          />
        </Suspense>
      )}
      {state.step === 'name' && (
        <NamePicker
          names={state.names}
          typedNames={state.typedNames}
          busy={busy}
          onJoin={(nickname) => void flow.join(nickname)}
          onMore={() => void flow.moreNames()}
          onBack={flow.back}
        />
      )}
      {state.step === 'roster' && (
        <RosterPicker
          classroom={state.classroom}
          busy={busy}
          onPick={(child) => void flow.joinAs(child)}
          onBack={flow.back}
        />
      )}
      {(state.step === 'resuming' || (state.step === 'session' && !flow.connection)) && (
        <p className="join-resuming" role="status">
          {t('connection.connecting')}
        </p>
      )}
      {state.step === 'offline' && (
        <JoinNotice
          emoji="📡"
          title={t('connection.offlineTitle')}
          text={t('connection.offlineText')}
        >
          <div className="join-actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => void flow.retryResume()}
            >
              {t('connection.retry')}
            </button>
            <button type="button" className="button button--ghost" onClick={flow.startOver}>
              {t('joinAgain')}
            </button>
          </div>
        </JoinNotice>
      )}
      {state.step === 'expired' && (
        <JoinNotice emoji="🏁" title={t('expired.title')} text={t('expired.text')}>
          <button type="button" className="button button--primary" onClick={flow.startOver}>
            {t('joinAgain')}
          </button>
        </JoinNotice>
      )}
    </div>
  );
}
