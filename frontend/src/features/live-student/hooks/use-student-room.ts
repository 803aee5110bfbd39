import type {
  Removed,
  StudentRoomView,
  StudentSelfView,
} from '@ttc/shared-protocol/classroom/view-schemas';
import type { Answer } from '@ttc/shared-protocol/game/question';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ClassroomConnection } from '../../../lib/realtime/classroom-connection';
import { emitWithAck } from '../../../lib/realtime/emit-with-ack';
import { forgetSeat, leaveCurrentSeat } from '../../../lib/realtime/seat-storage';
import { heldAnswerFor, holdAnswer, releaseHeldAnswer } from '../model/held-answer';
import type { LiveSeat } from '../model/live-seat';

/** Why the child can no longer play in this room. */
export type RoomExit = Removed['reason'] | 'expired';

/**
 * What happened to the answer the child gave for a question: `waiting` for the connection (and
 * the seat) to come back, `sending`, `sent`, `failed` (the server did not answer; tap again), or
 * `late` (the question closed before it could arrive: it is dropped, never sent late).
 */
export type SendState = {
  /** The game round (Play again starts a new one, with question numbers from 0 again). */
  round: number | undefined;
  questionIndex: number;
  answer: Answer;
  status: 'waiting' | 'sending' | 'sent' | 'failed' | 'late';
};

/**
 * Each child at their own level (adaptive rooms): the seat's own view carries the child's own
 * question and, once it closed, its right answer; the shared view's are the board's class
 * question. The view the tablet shows takes the seat's own. `behind` while the seat's view has
 * not caught up with the room's question yet (the two come as separate messages), so the tablet
 * never shows the board's question or answer as the child's. Other rooms: the shared view as is.
 */
export function ownQuestionView(
  room: StudentRoomView | null,
  self: StudentSelfView | null,
): StudentRoomView | null | 'behind' {
  if (!room || !self || self.level === undefined || self.question === undefined) return room;
  const question = room.question
    ? self.question && self.question.index === room.question.index
      ? self.question
      : 'behind'
    : null;
  const reveal = room.reveal
    ? self.reveal && self.reveal.questionIndex === room.reveal.questionIndex
      ? self.reveal
      : 'behind'
    : null;
  if (question === 'behind' || reveal === 'behind') return 'behind';
  return { ...room, question, reveal };
}

/** Refusals that mean the question is over: the answer came too late. */
const TOO_LATE = new Set(['The question is closed.', 'That is not the current question.']);

/**
 * The room as this child sees it: the shared view (`room:state`), their own seat (`room:you`),
 * removal, and the podium steps; back into the seat by its rejoin token whenever a reconnect
 * was not recovered by the server. `submit` sends one answer per question (a second tap while
 * the first is on its way does nothing); an answer given during a drop waits until the seat is
 * back (never before the rejoin), and is dropped if its question closed meanwhile.
 */
export function useStudentRoom(connection: ClassroomConnection, seat: LiveSeat) {
  const [room, setRoom] = useState<StudentRoomView | null>(
    () => connection.latest('room:state') ?? null,
  );
  const [self, setSelf] = useState<StudentSelfView | null>(
    () => connection.latest('room:you') ?? null,
  );
  const [exit, setExit] = useState<RoomExit | null>(
    () => connection.latest('room:removed')?.reason ?? null,
  );
  const [send, setSend] = useState<SendState | null>(null);
  // The question (`round:index`) an answer is on its way (or arrived) for: two quick taps send
  // one answer; a new round (Play again) starts its questions from 0 again.
  const answered = useRef<string | null>(null);
  // The latest view, for a held answer to check its question is still open before it goes.
  const roomRef = useRef(room);
  roomRef.current = room;
  // A kept answer is for this screen's seat only: once the child leaves it (kicked, a new
  // join on the same connection), it is never sent.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    const { socket } = connection;
    const onState = (view: StudentRoomView) => {
      roomRef.current = view;
      setRoom(view);
    };
    const onYou = (view: StudentSelfView) => setSelf(view);
    const onRemoved = ({ reason }: Removed) => setExit(reason);
    const onPodium = (step: { step: number; stepName: string }) =>
      setRoom((current) =>
        current?.podium
          ? {
              ...current,
              podium: {
                ...current.podium,
                step: step.step,
                stepName: step.stepName as NonNullable<StudentRoomView['podium']>['stepName'],
              },
            }
          : current,
      );
    socket.on('room:state', onState);
    socket.on('room:you', onYou);
    socket.on('room:removed', onRemoved);
    socket.on('room:podium', onPodium);
    // A reconnect the server could not recover (a restart, a long sleep): rejoin by token.
    // Until it is back, the connection holds the child's answers.
    const stopKeeping = connection.keepSeat(async () => {
      let ack = await emitWithAck(socket, 'room:rejoin', {
        code: seat.code,
        rejoinToken: seat.rejoinToken,
      });
      // No answer on a live connection (a busy server): ask again, a few times. A connection
      // that drops meanwhile rejoins on the next one.
      for (let tries = 1; !ack.ok && ack.error.code === 'unavailable' && tries < 3; tries++) {
        if (!socket.connected) return false;
        ack = await emitWithAck(socket, 'room:rejoin', {
          code: seat.code,
          rejoinToken: seat.rejoinToken,
        });
      }
      if (ack.ok) return true;
      if (ack.error.code === 'not_found') setExit('expired');
      else if (ack.error.code === 'forbidden')
        setExit(ack.error.message.includes('removed') ? 'kicked' : 'banned');
      return false;
    });
    return () => {
      socket.off('room:state', onState);
      socket.off('room:you', onYou);
      socket.off('room:removed', onRemoved);
      socket.off('room:podium', onPodium);
      stopKeeping();
    };
  }, [connection, seat.code, seat.rejoinToken]);

  // A game that is over, or a seat that is gone, is not come back to after a reload.
  const ended = room?.phase === 'ended';
  useEffect(() => {
    if (exit === 'expired') forgetSeat(seat.code);
    else if (exit || ended) leaveCurrentSeat();
  }, [exit, ended, seat.code]);

  const submit = useCallback(
    async (questionIndex: number, answer: Answer) => {
      const round = roomRef.current?.round;
      const key = `${round}:${questionIndex}`;
      if (answered.current === key) return;
      answered.current = key;
      const show = (status: SendState['status']) =>
        setSend((current) =>
          // A later question's answer is not overwritten by an older one's news.
          current &&
          (current.questionIndex !== questionIndex || current.round !== round) &&
          status !== 'sending'
            ? current
            : { round, questionIndex, answer, status },
        );
      show('sending');
      // Kept on the device until it is answered: a reload before then sends it again (the
      // server counts one answer per question).
      holdAnswer({ code: seat.code, playerId: seat.playerId, round, questionIndex, answer });
      const ack = await connection.sendHeld(
        'answer:submit',
        { questionIndex, answer },
        {
          stillWanted: () => {
            const now = roomRef.current;
            return (
              mounted.current &&
              now?.phase === 'question-open' &&
              now.round === round &&
              now.question?.index === questionIndex
            );
          },
          onProgress: (stage) => show(stage),
        },
      );
      if ('dropped' in ack) {
        if (ack.dropped === 'stale') {
          releaseHeldAnswer();
          show('late');
        }
        // Closed: the screen went away (a reload); the kept answer is for the next one.
        return;
      }
      releaseHeldAnswer();
      // Already answered (a tap from before a reload, or one resent after a drop) counts as sent.
      if (ack.ok || ack.error.message === 'You have already answered.') {
        show('sent');
      } else if (TOO_LATE.has(ack.error.message)) {
        show('late');
      } else {
        if (answered.current === key) answered.current = null;
        show('failed');
      }
    },
    [connection, seat.code, seat.playerId],
  );

  // After a reload: an answer given before it and never answered goes out now if its question
  // is still open and the server does not have it yet; otherwise it is forgotten.
  const heldChecked = useRef(false);
  useEffect(() => {
    if (heldChecked.current || !room) return;
    heldChecked.current = true;
    const held = heldAnswerFor(seat.code, seat.playerId);
    if (!held) return;
    const open =
      self?.answer?.questionIndex !== held.questionIndex &&
      room.phase === 'question-open' &&
      room.round === held.round &&
      room.question?.index === held.questionIndex;
    if (open) void submit(held.questionIndex, held.answer);
    else releaseHeldAnswer();
  }, [room, self, seat.code, seat.playerId, submit]);

  // Adaptive rooms: the child's own question in place of the board's (the last view that fitted
  // while the seat's own view catches up; a moment, as both come with the same change).
  const lastOwn = useRef<StudentRoomView | null>(null);
  const shown = useMemo(() => {
    const own = ownQuestionView(room, self);
    if (own !== 'behind') {
      lastOwn.current = own;
      return own;
    }
    return lastOwn.current ?? (room ? { ...room, question: null, reveal: null } : null);
  }, [room, self]);

  return { room: shown, self, exit, send, submit };
}
