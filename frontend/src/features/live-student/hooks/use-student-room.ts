import type {
  Removed,
  StudentRoomView,
  StudentSelfView,
} from '@ttc/shared-protocol/classroom/view-schemas';
import type { Answer } from '@ttc/shared-protocol/game/question';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ClassroomConnection } from '../../../lib/realtime/classroom-connection';
import { emitWithAck } from '../../../lib/realtime/emit-with-ack';
import { forgetSeat, leaveCurrentSeat } from '../../../lib/realtime/seat-storage';
import type { LiveSeat } from '../model/live-seat';

/** Why the child can no longer play in this room. */
export type RoomExit = Removed['reason'] | 'expired';

/** What happened to the answer the child sent for a question. */
export type SendState = {
  questionIndex: number;
  answer: Answer;
  status: 'sending' | 'sent' | 'failed';
};

/**
 * The room as this child sees it: the shared view (`room:state`), their own seat (`room:you`),
 * removal, and the podium steps; back into the seat by its rejoin token whenever a reconnect
 * was not recovered by the server. `submit` sends one answer per question (a second tap while
 * the first is on its way does nothing).
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
  // The question an answer is on its way (or arrived) for: two quick taps send one answer.
  const answered = useRef<number | null>(null);

  useEffect(() => {
    const { socket } = connection;
    const onState = (view: StudentRoomView) => setRoom(view);
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
    const stopWelcome = connection.onWelcome(({ recovered }) => {
      if (recovered) return;
      void emitWithAck(socket, 'room:rejoin', {
        code: seat.code,
        rejoinToken: seat.rejoinToken,
      }).then((ack) => {
        if (ack.ok) return;
        if (ack.error.code === 'not_found') setExit('expired');
        else if (ack.error.code === 'forbidden')
          setExit(ack.error.message.includes('removed') ? 'kicked' : 'banned');
      });
    });
    return () => {
      socket.off('room:state', onState);
      socket.off('room:you', onYou);
      socket.off('room:removed', onRemoved);
      socket.off('room:podium', onPodium);
      stopWelcome();
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
      if (answered.current === questionIndex) return;
      answered.current = questionIndex;
      setSend({ questionIndex, answer, status: 'sending' });
      const ack = await emitWithAck(connection.socket, 'answer:submit', { questionIndex, answer });
      // Already answered (a tap from before a reload) counts as sent.
      const sent = ack.ok || ack.error.message === 'You have already answered.';
      if (!sent) answered.current = null;
      setSend({ questionIndex, answer, status: sent ? 'sent' : 'failed' });
    },
    [connection],
  );

  return { room, self, exit, send, submit };
}
