import type { AssignmentPlay, AssignmentPreset } from '@ttc/shared-protocol/api/assignments';
import type { RosterChild } from '@ttc/shared-protocol/api/classes';
import type { ProgressAnswerInput } from '@ttc/shared-protocol/api/progress';
import type { Language } from '@ttc/shared-protocol/clock/language';
import { CHARACTERS, type Character, characterById } from '@ttc/shared-protocol/game/characters';
import {
  type ComponentType,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { currentLanguage, setLanguage, useTranslation } from '../../../lib/i18n';
import { newGameId } from '../../../lib/progress-sync/game-id';
import { usePageTitle } from '../../../lib/use-page-title';
import { claimSeat, getPlay, sendResults } from '../api/play-api';
import { type DeliveryStatus, deliverResult } from '../model/deliver-result';
import {
  clearPendingResult,
  type PendingResult,
  readPendingResult,
  writePendingResult,
} from '../model/pending-result';
import { PlayEnd } from './play-end';
import { RosterPicker } from './roster-picker';
import './play.css';

/** What the app hands in to play the preset (the Student Game's PresetGame). */
export type PlayGameProps = {
  preset: AssignmentPreset;
  language: Language;
  character: Character;
  playerName: string;
  onFinish: (answers: ProgressAnswerInput[]) => void;
  ending: ReactNode;
};

type Props = { Game: ComponentType<PlayGameProps> };

type Load =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed' }
  | { state: 'ready'; play: AssignmentPlay };

type Seat = { child: RosterChild; seatToken: string; round: number };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * /play/:code: a child opens an assignment at home. The roster shows as character tiles (no
 * typing), the child taps their own, plays the teacher's preset, and the answers go to the
 * teacher, retried until the server has them (the game waits on the device meanwhile).
 */
export function PlayScreen({ Game }: Props) {
  const { t } = useTranslation('play');
  usePageTitle(t('pageTitle'));
  const code = useParams().code ?? '';
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [seat, setSeat] = useState<Seat | null>(null);
  const [claiming, setClaiming] = useState<string | null>(null);
  const [seatError, setSeatError] = useState(false);
  const [result, setResult] = useState<{ correct: number; total: number } | null>(null);
  const [status, setStatus] = useState<DeliveryStatus>('sending');
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const deliver = useCallback(
    (pending: PendingResult, report: boolean) =>
      deliverResult(code, pending, {
        send: (c, p) =>
          sendResults(c, { seatToken: p.seatToken, gameId: p.gameId, answers: p.answers }),
        claim: claimSeat,
        save: (p) => writePendingResult(code, p),
        wait,
        onStatus: (next) => {
          if (next === 'stored' || next === 'refused') clearPendingResult(code);
          if (report && alive.current) setStatus(next);
        },
        stopped: () => !alive.current,
      }),
    [code],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (Try again) loads again
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    getPlay(code, controller.signal).then(
      (play) => {
        setLoad({ state: 'ready', play });
        if (play.assignment.language !== currentLanguage()) {
          void setLanguage(play.assignment.language);
        }
        // A game finished on an earlier visit that never reached the server goes now.
        const earlier = readPendingResult(code);
        if (earlier) void deliver(earlier, false);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const missing = error instanceof ApiError && error.status === 404;
        setLoad({ state: missing ? 'missing' : 'failed' });
      },
    );
    return () => controller.abort();
  }, [code, attempt, deliver]);

  const pick = useCallback(
    (child: RosterChild) => {
      setClaiming(child.id);
      setSeatError(false);
      claimSeat(code, child.id).then(
        (grant) => {
          setClaiming(null);
          setSeat({ child: grant.child, seatToken: grant.seatToken, round: 0 });
        },
        () => {
          setClaiming(null);
          setSeatError(true);
        },
      );
    },
    [code],
  );

  const finish = useCallback(
    (answers: ProgressAnswerInput[]) => {
      if (!seat) return;
      const pending: PendingResult = {
        gameId: newGameId(),
        childId: seat.child.id,
        seatToken: seat.seatToken,
        answers,
      };
      writePendingResult(code, pending);
      setResult({ correct: answers.filter((a) => a.correct).length, total: answers.length });
      setStatus('sending');
      void deliver(pending, true);
    },
    [code, seat, deliver],
  );

  if (load.state === 'loading') {
    return (
      <div className="page play" role="status">
        <p className="play__message">{t('loading')}</p>
      </div>
    );
  }
  if (load.state !== 'ready') {
    const missing = load.state === 'missing';
    return (
      <div className="page play">
        <h1>{missing ? t('missing.title') : t('failed.title')}</h1>
        <p className="play__message">{missing ? t('missing.body') : t('failed.body')}</p>
        {!missing && (
          <button
            type="button"
            className="button button--primary button--large"
            onClick={() => setAttempt((n) => n + 1)}
          >
            {t('failed.retry')}
          </button>
        )}
      </div>
    );
  }

  const { assignment, roster } = load.play;
  if (seat) {
    const character = characterById(seat.child.character) ?? (CHARACTERS[0] as Character);
    return (
      <div className="page play play--game">
        <Game
          key={seat.round}
          preset={assignment.preset}
          language={assignment.language}
          character={character}
          playerName={seat.child.nickname}
          onFinish={finish}
          ending={
            <PlayEnd
              name={seat.child.nickname}
              character={character}
              correct={result?.correct ?? 0}
              total={result?.total ?? 0}
              status={status}
              onPlayAgain={() => {
                setResult(null);
                setSeat({ ...seat, round: seat.round + 1 });
              }}
            />
          }
        />
      </div>
    );
  }

  return (
    <div className="page play">
      <header className="play__intro">
        <p className="play__class">{assignment.className}</p>
        <h1>{assignment.title}</h1>
        {assignment.description && <p className="play__description">{assignment.description}</p>}
        {assignment.dueDate && (
          <p className="play__due">
            {t('due', {
              date: new Date(assignment.dueDate).toLocaleDateString(assignment.language, {
                weekday: 'long',
                day: 'numeric',
                month: 'long',
              }),
            })}
          </p>
        )}
      </header>
      <h2 className="play__pick">{t('pick.heading')}</h2>
      {seatError && (
        <p className="play__error" role="alert">
          {t('pick.error')}
        </p>
      )}
      {roster.length === 0 ? (
        <p className="play__message">{t('pick.empty')}</p>
      ) : (
        <RosterPicker roster={roster} onPick={pick} busyId={claiming} />
      )}
    </div>
  );
}
