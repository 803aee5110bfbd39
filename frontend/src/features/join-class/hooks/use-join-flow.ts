import type { NicknameChoice } from '@ttc/shared-protocol/classroom/payloads';
import type { ClassroomChoices, RosterChoice } from '@ttc/shared-protocol/classroom/roster';
import type { CharacterId } from '@ttc/shared-protocol/game/characters';
import type { SuggestNamesAck } from '@ttc/shared-protocol/realtime/acks';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ClassroomConnection } from '../../../lib/realtime/classroom-connection';
import { emitWithAck } from '../../../lib/realtime/emit-with-ack';
import {
  clearPendingJoin,
  currentSeat,
  forgetSeat,
  leaveCurrentSeat,
  pendingSeatToken,
  saveSeat,
  seatInRoom,
  unansweredJoin,
} from '../../../lib/realtime/seat-storage';
import { whenIdle } from '../../../lib/use-idle-preload';
import { isRoomError, type JoinErrorKey, joinErrorKey } from '../model/join-error';
import type { JoinedSeat } from '../model/join-seat';
import { readRememberedCharacter, rememberCharacter } from '../model/remembered-character';
import { waitForConnection } from '../model/wait-for-connection';

export type SuggestedName = SuggestNamesAck['names'][number];

/** Where the child is in joining. */
export type JoinStep =
  | { step: 'code' }
  | { step: 'character' }
  /** Each child at their own level, for a child this device knows nothing about: pick a level. */
  | { step: 'level' }
  /** `typedNames`: the room takes typed names (otherwise only the suggestions are offered). */
  | { step: 'name'; names: SuggestedName[]; typedNames: boolean }
  /** A class room: the child taps its own character on the class's roster (no typing). */
  | { step: 'roster'; classroom: ClassroomChoices }
  /** Coming back after a reload: rejoining the stored seat. */
  | { step: 'resuming' }
  | { step: 'session'; seat: JoinedSeat }
  /** The stored seat's room is gone. */
  | { step: 'expired' }
  /** No connection could be made to come back; Try again resumes. */
  | { step: 'offline' };

export type OpenConnection = () => Promise<ClassroomConnection>;

const CODE = /^\d{6}$/;
const QR_KEY = /^[A-Za-z0-9_-]{22,64}$/;
/** A join whose answer was lost is sent again this many times (it is safe: see `seatToken`). */
const JOIN_RETRIES = 2;
const JOIN_RETRY_PAUSE_MS = 600;

/**
 * The /join flow: the code (checked by asking the room for name suggestions), the character, the
 * name, the join; or, after a reload, straight back into the stored seat. Every refusal becomes
 * a child-friendly error key; nothing waits without an end.
 */
export function useJoinFlow({
  initialCode,
  initialKey = null,
  initialStep = null,
  deviceLevel = noDeviceLevel,
  openConnection,
}: {
  initialCode: string | null;
  /** The room's QR key from the scanned address; it goes with that code only. */
  initialKey?: string | null;
  /** The step the address names (`/join?code=123456&step=name`): a reload lands back on it. */
  initialStep?: string | null;
  /**
   * The level of the child's learner model on this device when it holds progress (null when it
   * knows nothing): an adaptive room plays the child at it; otherwise the child picks a level.
   * Asked only of an adaptive room, so the learner model's code loads only for one.
   */
  deviceLevel?: () => Promise<number | null>;
  openConnection: OpenConnection;
}) {
  const [code, setCode] = useState(initialCode && CODE.test(initialCode) ? initialCode : '');
  // The QR key proves the child scanned the board; a code typed by hand goes without it.
  const qrKey = useRef(
    initialCode && CODE.test(initialCode) && initialKey && QR_KEY.test(initialKey)
      ? { code: initialCode, key: initialKey }
      : null,
  );
  const keyFor = useCallback(
    (forCode: string) => (qrKey.current?.code === forCode ? { key: qrKey.current.key } : {}),
    [],
  );
  const [character, setCharacter] = useState<CharacterId | null>(readRememberedCharacter);
  const [error, setError] = useState<JoinErrorKey | null>(null);
  const [busy, setBusy] = useState(false);
  // A step the child had reached before a reload (the code is checked again first).
  const draft = useRef<'character' | 'level' | 'name' | 'roster' | null>(
    initialCode &&
      CODE.test(initialCode) &&
      (initialStep === 'character' ||
        initialStep === 'level' ||
        initialStep === 'name' ||
        initialStep === 'roster')
      ? initialStep
      : null,
  );
  const [state, setState] = useState<JoinStep>(() => {
    const stored = currentSeat();
    const resume = stored && (!initialCode || initialCode === stored.code);
    if (!resume) return draft.current ? { step: 'resuming' } : { step: 'code' };
    draft.current = null;
    return { step: 'resuming' };
  });
  // Two quick taps on Go! or on a name send one request (state updates may lag a tap).
  const inFlight = useRef(false);
  const connectionRef = useRef<ClassroomConnection | null>(null);
  const [connection, setConnection] = useState<ClassroomConnection | null>(null);
  const opening = useRef<Promise<ClassroomConnection> | null>(null);
  const namesRef = useRef<SuggestedName[]>([]);
  const typedNamesRef = useRef(false);
  // Each child at their own level: whether the room plays so, and the level the child picked.
  const adaptiveRef = useRef(false);
  const [pickedLevel, setPickedLevel] = useState<number | null>(null);
  const pickedLevelRef = useRef<number | null>(null);
  const deviceLevelRef = useRef(deviceLevel);
  deviceLevelRef.current = deviceLevel;
  /** Whether the child still has to pick a level before the names (an adaptive room, no progress). */
  const needsLevel = useCallback(
    async () =>
      adaptiveRef.current &&
      pickedLevelRef.current === null &&
      (await deviceLevelRef.current()) === null,
    [],
  );
  /** An adaptive room: the device's level starts loading as soon as the room says so. */
  const noteAdaptive = useCallback((adaptive: boolean) => {
    adaptiveRef.current = adaptive;
    if (adaptive) void deviceLevelRef.current();
  }, []);

  /** Starts opening the one connection of this screen, unless it is already opening. */
  const startOpening = useCallback(() => {
    opening.current ??= openConnection().then((opened) => {
      connectionRef.current = opened;
      setConnection(opened);
      return opened;
    });
    return opening.current;
  }, [openConnection]);

  /** The one connection of this screen, opened on first need. */
  const ensureConnection = useCallback(async (): Promise<ClassroomConnection | null> => {
    let opened: ClassroomConnection;
    try {
      opened = await startOpening();
    } catch {
      opening.current = null;
      return null;
    }
    if (!(await waitForConnection(opened))) {
      opened.retry();
      return null;
    }
    return opened;
  }, [startOpening]);

  // Closed when the screen goes. React also runs this cleanup when a Suspense boundary above
  // hides the screen (a language switch loading its texts); when it shows again, the seat is
  // taken back over a new connection.
  const closedWhileHidden = useRef(false);
  const resumeRef = useRef<() => Promise<void>>(async () => {});
  useEffect(() => {
    if (closedWhileHidden.current) {
      closedWhileHidden.current = false;
      opening.current = null;
      connectionRef.current = null;
      setConnection(null);
      if (currentSeat()) void resumeRef.current();
      else setState({ step: 'code' });
    }
    return () => {
      if (!connectionRef.current) return;
      connectionRef.current.close();
      closedWhileHidden.current = true;
    };
  }, []);

  const resume = useCallback(async () => {
    const stored = currentSeat();
    if (!stored) {
      setState({ step: 'code' });
      return;
    }
    setState({ step: 'resuming' });
    const opened = await ensureConnection();
    if (!opened) {
      setState({ step: 'offline' });
      return;
    }
    const ack = await emitWithAck(opened.socket, 'room:rejoin', {
      code: stored.code,
      rejoinToken: stored.rejoinToken,
    });
    if (ack.ok) {
      // The seat is held on this connection: the child's answers may go out.
      opened.markSeated();
      setState({
        step: 'session',
        seat: { ...ack.data, code: stored.code, rejoinToken: stored.rejoinToken },
      });
      return;
    }
    const key = joinErrorKey(ack.error);
    if (key === 'unavailable') {
      setState({ step: 'offline' });
    } else if (key === 'room_not_found' || key === 'room_ended') {
      forgetSeat(stored.code);
      setState({ step: 'expired' });
    } else {
      // Kicked, banned, or a seat the room no longer knows: join again from the code.
      leaveCurrentSeat();
      setCode(stored.code);
      setError(key === 'generic' ? 'kicked' : key);
      setState({ step: 'code' });
    }
  }, [ensureConnection]);

  resumeRef.current = resume;

  // Opened from the QR address: the child's next tap is Go!, so once the browser is idle after the
  // first paint the connection (and the socket library's code) is on its way, and the code check
  // then costs one round trip instead of a download and a handshake first. Whether it connected
  // is Go!'s to see.
  const warmedUp = useRef(false);
  useEffect(() => {
    if (warmedUp.current || state.step !== 'code' || !initialCode || !CODE.test(initialCode))
      return;
    return whenIdle(() => {
      warmedUp.current = true;
      startOpening().catch(() => {
        opening.current = null;
      });
    }, 1000);
  }, [startOpening, initialCode, state.step]);

  /** The code check and the name suggestions; with the chosen character, names of its animal. */
  const suggest = useCallback(
    async (forCode: string, forCharacter: CharacterId | null = null) => {
      const opened = await ensureConnection();
      if (!opened) return { ok: false as const, key: 'unavailable' as const };
      const ack = await emitWithAck(opened.socket, 'room:suggest-names', {
        code: forCode,
        ...keyFor(forCode),
        count: 3,
        ...(forCharacter ? { character: forCharacter } : {}),
      });
      return ack.ok
        ? {
            ok: true as const,
            names: ack.data.names,
            classroom: ack.data.classroom ?? null,
            typedNames: ack.data.typedNames === true,
            adaptive: ack.data.adaptive === true,
          }
        : { ok: false as const, key: joinErrorKey(ack.error) };
    },
    [ensureConnection, keyFor],
  );

  /** After a reload mid-join: the code is checked again, then the step the child was on. */
  const resumeDraft = useCallback(
    async (step: 'character' | 'level' | 'name' | 'roster') => {
      // The page reloaded while a join was on its way: if it took a seat, that is where to go.
      const unanswered = unansweredJoin(code);
      const opened = unanswered ? await ensureConnection() : null;
      if (unanswered && opened) {
        const ack = await emitWithAck(opened.socket, 'room:rejoin', {
          code,
          rejoinToken: unanswered,
        });
        if (ack.ok) {
          opened.markSeated();
          clearPendingJoin();
          saveSeat({ code, playerId: ack.data.playerId, rejoinToken: unanswered });
          setState({ step: 'session', seat: { ...ack.data, code, rejoinToken: unanswered } });
          return;
        }
        // The join never took a seat (or the class is gone, which the check below tells).
        if (ack.error.code !== 'unavailable') clearPendingJoin();
      }
      const result = await suggest(code, step === 'name' ? character : null);
      if (!result.ok) {
        setError(result.key);
        setState({ step: 'code' });
        return;
      }
      namesRef.current = result.names;
      typedNamesRef.current = result.typedNames;
      noteAdaptive(result.adaptive);
      // The room says whether it is a class room, whatever step the address named.
      if (result.classroom) setState({ step: 'roster', classroom: result.classroom });
      else if ((step === 'name' || step === 'level') && character && (await needsLevel()))
        setState({ step: 'level' });
      else
        setState(
          step === 'name' && character
            ? { step: 'name', names: result.names, typedNames: result.typedNames }
            : { step: 'character' },
        );
    },
    [character, code, ensureConnection, needsLevel, noteAdaptive, suggest],
  );

  // After a reload: back into the stored seat at once (or to the join step the child was on).
  const resumedOnce = useRef(false);
  useEffect(() => {
    if (resumedOnce.current || state.step !== 'resuming') return;
    resumedOnce.current = true;
    if (draft.current) void resumeDraft(draft.current);
    else void resume();
  }, [resume, resumeDraft, state.step]);

  /** The code is complete: find the room. */
  const submitCode = useCallback(async () => {
    if (!CODE.test(code) || busy || inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    const result = await suggest(code);
    inFlight.current = false;
    setBusy(false);
    if (!result.ok) {
      setError(result.key);
      return;
    }
    namesRef.current = result.names;
    typedNamesRef.current = result.typedNames;
    noteAdaptive(result.adaptive);
    setState(
      result.classroom ? { step: 'roster', classroom: result.classroom } : { step: 'character' },
    );
  }, [busy, code, noteAdaptive, suggest]);

  const pickCharacter = useCallback((id: CharacterId) => {
    setCharacter(id);
    rememberCharacter(id);
  }, []);

  /** On to the names, drawn again for the chosen character ("Calm Turtle" for the turtle). */
  const toNames = useCallback(async () => {
    if (!character) return;
    setError(null);
    setState({ step: 'name', names: [], typedNames: typedNamesRef.current });
    const result = await suggest(code, character);
    if (!result.ok && isRoomError(result.key)) {
      setError(result.key);
      setState({ step: 'code' });
      return;
    }
    if (result.ok) {
      namesRef.current = result.names;
      typedNamesRef.current = result.typedNames;
    }
    // The child may have gone back meanwhile; a failed draw keeps the names from the code check.
    setState((s) =>
      s.step === 'name'
        ? { step: 'name', names: namesRef.current, typedNames: typedNamesRef.current }
        : s,
    );
  }, [character, code, suggest]);

  /** The character is chosen: a level first where the room asks one of this child, then names. */
  const confirmCharacter = useCallback(async () => {
    if (!character) return;
    if (await needsLevel()) {
      setError(null);
      setState({ step: 'level' });
      return;
    }
    await toNames();
  }, [character, needsLevel, toNames]);

  /** The child taps a level (adaptive rooms); Next goes on to the names. */
  const pickLevel = useCallback((level: number) => {
    pickedLevelRef.current = level;
    setPickedLevel(level);
  }, []);

  /** The level is chosen: on to the names. */
  const confirmLevel = useCallback(async () => {
    if (pickedLevelRef.current === null) return;
    await toNames();
  }, [toNames]);

  const moreNames = useCallback(async () => {
    setBusy(true);
    const result = await suggest(code, character);
    setBusy(false);
    if (result.ok) {
      namesRef.current = result.names;
      typedNamesRef.current = result.typedNames;
      setState(
        result.classroom
          ? { step: 'roster', classroom: result.classroom }
          : { step: 'name', names: result.names, typedNames: result.typedNames },
      );
    } else {
      setError(result.key);
    }
  }, [character, code, suggest]);

  const join = useCallback(
    async (nickname: NicknameChoice, seatCharacter: CharacterId | null = character) => {
      if (!seatCharacter || busy || inFlight.current) return;
      inFlight.current = true;
      setBusy(true);
      setError(null);
      const opened = await ensureConnection();
      if (!opened) {
        inFlight.current = false;
        setBusy(false);
        setError('unavailable');
        return;
      }
      const prior = seatInRoom(code);
      const payload = {
        code,
        ...keyFor(code),
        nickname,
        character: seatCharacter,
        ...(prior ? { rejoinToken: prior.rejoinToken } : {}),
        seatToken: pendingSeatToken(code),
        // Each child at their own level: the level the child picked, else the device's (a roster
        // seat's level comes from the class's records instead).
        ...(adaptiveRef.current && nickname.kind !== 'roster'
          ? levelField(pickedLevelRef.current ?? (await deviceLevelRef.current()))
          : {}),
      };
      let seatedOn = opened;
      let ack = await emitWithAck(opened.socket, 'room:join', payload);
      // No answer (a drop, or a join still being made): the same join again answers with the
      // seat the first one took, if it took one, so the child never holds two seats.
      for (let retry = 0; retry < JOIN_RETRIES && isLost(ack); retry++) {
        await new Promise((wake) => setTimeout(wake, JOIN_RETRY_PAUSE_MS));
        const again = await ensureConnection();
        if (!again) break;
        seatedOn = again;
        ack = await emitWithAck(again.socket, 'room:join', payload);
      }
      inFlight.current = false;
      setBusy(false);
      if (!isLost(ack)) clearPendingJoin();
      if (ack.ok) {
        seatedOn.markSeated();
        const { playerId, rejoinToken } = ack.data;
        saveSeat({ code, playerId, rejoinToken });
        setState({ step: 'session', seat: { ...ack.data, code } });
        return;
      }
      const key = joinErrorKey(ack.error);
      setError(key);
      if (isRoomError(key)) {
        setState({ step: 'code' });
      } else if (key === 'nickname_taken') {
        // Someone took it a moment ago: fresh suggestions (or the roster with that seat taken).
        void moreNames();
      }
    },
    [busy, character, code, ensureConnection, keyFor, moreNames],
  );

  /** A class room: the child tapped its own character; the seat is that roster child's. */
  const joinAs = useCallback(
    (child: RosterChoice) => join({ kind: 'roster', childId: child.childId }, child.character),
    [join],
  );

  const back = useCallback(() => {
    setError(null);
    setState((s) => {
      if (s.step === 'level') return { step: 'character' };
      if (s.step !== 'name') return { step: 'code' };
      // Back from the names to the level the child picked (to change it), else the character.
      return pickedLevelRef.current !== null && adaptiveRef.current
        ? { step: 'level' }
        : { step: 'character' };
    });
  }, []);

  /** Leaves the game (or an end screen) for a fresh code. */
  const startOver = useCallback(() => {
    leaveCurrentSeat();
    setError(null);
    setCode('');
    setState({ step: 'code' });
  }, []);

  return {
    state,
    code,
    setCode: (next: string) => {
      setError(null);
      setCode(next.replace(/\D/g, '').slice(0, 6));
    },
    character,
    error,
    busy,
    connection,
    submitCode,
    pickCharacter,
    confirmCharacter,
    pickedLevel,
    pickLevel,
    confirmLevel,
    moreNames,
    join,
    joinAs,
    back,
    startOver,
    retryResume: resume,
  };
}

/** The join's level field: a level 1-12, or nothing. */
const noDeviceLevel = () => Promise.resolve(null);

function levelField(level: number | null): { level?: number } {
  return level !== null && Number.isInteger(level) && level >= 1 && level <= 12 ? { level } : {};
}

function isLost(ack: { ok: boolean; error?: { code: string } }): boolean {
  return !ack.ok && ack.error?.code === 'unavailable';
}
