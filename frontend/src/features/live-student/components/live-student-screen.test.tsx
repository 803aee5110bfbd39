import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespaces } from '../../../lib/i18n';
import { createClassroomConnection } from '../../../lib/realtime/classroom-connection';
import { currentSeat, saveSeat } from '../../../lib/realtime/seat-storage';
import { FakeClassroomSocket } from '../../../lib/realtime/testing/fake-classroom-socket';
import { HELD_ANSWER_KEY, holdAnswer } from '../model/held-answer';
import type { LiveSeat } from '../model/live-seat';
import {
  makeChoiceQuestion,
  makeRoomView,
  makeSelfView,
  makeSetClockQuestion,
} from '../testing/live-views';
import { LiveStudentScreen, preloadLiveViews } from './live-student-screen';

const SEAT: LiveSeat = {
  code: '123456',
  playerId: 'player-1',
  nickname: 'Happy Panda',
  character: 'panda',
  rejoinToken: 'T'.repeat(32),
};

/** An answer kept on the device before a reload: question 0 of round 1, for SEAT. */
const KEPT_ANSWER = {
  code: SEAT.code,
  playerId: SEAT.playerId,
  round: 1,
  questionIndex: 0,
  answer: { kind: 'choice' as const, label: '9:15' },
};

/** The play screen over a fake socket, connected and seated; the test plays the server. */
function renderLive(firstView = makeRoomView()) {
  const fake = new FakeClassroomSocket();
  fake.answer('session:ping', () => ({ ok: true, data: { serverTime: Date.now() } }));
  fake.answer('answer:submit', ({ questionIndex }) => ({ ok: true, data: { questionIndex } }));
  const connection = createClassroomConnection(fake.asSocket(), {
    window: new EventTarget() as unknown as Window,
  });
  fake.accept();
  // Like a real join: the first views arrive before the screen mounts, and the seat is held.
  fake.push('room:state', firstView);
  fake.push('room:you', makeSelfView());
  connection.markSeated();
  let left = 0;
  const events = userEvent.setup();
  const view = render(
    <LiveStudentScreen connection={connection} seat={SEAT} onLeave={() => left++} />,
  );
  const push: typeof fake.push = (event, payload) => act(() => fake.push(event, payload));
  return { fake, connection, events, push, view, left: () => left };
}

describe('LiveStudentScreen', () => {
  beforeAll(async () => {
    await Promise.all([
      loadNamespaces(['live-student', 'student-game', 'clock']),
      preloadLiveViews(),
    ]);
  });

  it('When the child is in the lobby, then the spec waiting texts show with their name', () => {
    renderLive();
    expect(
      screen.getByRole('heading', { name: 'Waiting for next question...' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The teacher will start the questions soon!')).toBeInTheDocument();
    expect(screen.getByText('Happy Panda')).toBeInTheDocument();
  });

  it('When a choice question opens and the child double-taps, then one answer is sent and locked', async () => {
    const { fake, events, push } = renderLive();
    push(
      'room:state',
      makeRoomView({
        phase: 'question-open',
        question: makeChoiceQuestion(),
        countdown: {
          openedAt: Date.now(),
          deadline: Date.now() + 20_000,
          durationMs: 20_000,
          paused: null,
          remainingMs: null,
        },
      }),
    );
    expect(screen.getByRole('heading', { name: 'What time does the clock show?' })).toBeVisible();
    const buttons = screen.getAllByRole('button', { name: /\d:\d\d/ });
    expect(buttons).toHaveLength(4);
    expect(screen.getByText(/Time left: 2\d/)).toBeInTheDocument();
    await events.dblClick(screen.getByRole('button', { name: '9:15' }));
    expect(await screen.findByText('Answer sent!')).toBeInTheDocument();
    expect(fake.sentOf('answer:submit')).toEqual([
      { questionIndex: 0, answer: { kind: 'choice', label: '9:15' } },
    ]);
    for (const button of screen.getAllByRole('button', { name: /\d:\d\d/ })) {
      expect(button).toBeDisabled();
    }
    expect(screen.getByRole('button', { name: '9:15' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('When the page came back after a reload mid-question, then the given answer stays locked', () => {
    const { push } = renderLive();
    push('room:state', makeRoomView({ phase: 'question-open', question: makeChoiceQuestion() }));
    push(
      'room:you',
      makeSelfView({ answer: { questionIndex: 0, answer: { kind: 'choice', label: '3:45' } } }),
    );
    expect(screen.getByRole('button', { name: '3:45' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '3:15' })).toBeDisabled();
  });

  it('When a set-the-clock question opens, then the clock and Submit Answer send a clock answer', async () => {
    const { fake, events, push } = renderLive();
    push('room:state', makeRoomView({ phase: 'question-open', question: makeSetClockQuestion() }));
    expect(screen.getByRole('heading', { name: 'Set the clock to 3:00.' })).toBeVisible();
    expect(await screen.findByRole('group', { name: 'Your clock' })).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Submit Answer' }));
    await waitFor(() =>
      expect(fake.sentOf('answer:submit')).toEqual([
        { questionIndex: 0, answer: { kind: 'clock', time: { hour: 12, minute: 0 } } },
      ]),
    );
  });

  it('When the question closes and the child was right, then Excellent! shows with score and rank', () => {
    const { push } = renderLive();
    push(
      'room:state',
      makeRoomView({
        phase: 'question-closed',
        question: makeChoiceQuestion(),
        reveal: { questionIndex: 0, correctLabel: '3:15', correctTime: { hour: 3, minute: 15 } },
        top: [
          { rank: 1, nickname: 'Happy Panda', character: 'panda', score: 100, correctCount: 1 },
        ],
      }),
    );
    push(
      'room:you',
      makeSelfView({
        score: 100,
        correctCount: 1,
        rank: 1,
        lastResult: { questionIndex: 0, answered: true, correct: true, points: 100 },
      }),
    );
    expect(screen.getByRole('heading', { name: 'Excellent!' })).toBeInTheDocument();
    expect(screen.getByText(/You have 100 points/)).toHaveTextContent('You are number 1!');
  });

  it('When the child was wrong, then Good Try! names the correct time', () => {
    const { push } = renderLive();
    push(
      'room:state',
      makeRoomView({
        phase: 'question-closed',
        question: makeChoiceQuestion(),
        reveal: { questionIndex: 0, correctLabel: '3:15', correctTime: { hour: 3, minute: 15 } },
      }),
    );
    push(
      'room:you',
      makeSelfView({ lastResult: { questionIndex: 0, answered: true, correct: false, points: 0 } }),
    );
    expect(screen.getByRole('heading', { name: 'Good Try!' })).toBeInTheDocument();
    expect(screen.getByText(/3:15/)).toBeInTheDocument();
  });

  it('When the child did not answer, then Time is up! encourages and names the correct time, never Good Try!', () => {
    const { push } = renderLive();
    push(
      'room:state',
      makeRoomView({
        phase: 'question-closed',
        question: makeChoiceQuestion(),
        reveal: { questionIndex: 0, correctLabel: '3:15', correctTime: { hour: 3, minute: 15 } },
      }),
    );
    push(
      'room:you',
      makeSelfView({
        lastResult: { questionIndex: 0, answered: false, correct: false, points: 0 },
      }),
    );
    expect(screen.getByRole('heading', { name: 'Time is up!' })).toBeInTheDocument();
    expect(screen.getByText(/That's okay! The answer was .*3:15/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Good Try!' })).toBeNull();
  });

  it('When the connection drops, then Reconnecting... shows at once and goes when it is back', () => {
    const { fake } = renderLive();
    act(() => fake.drop());
    expect(screen.getByText('Reconnecting...')).toBeInTheDocument();
    act(() => fake.accept({ recovered: true }));
    expect(screen.queryByText('Reconnecting...')).not.toBeInTheDocument();
  });

  it('When the server lost the session, then the screen rejoins its seat by the stored token', () => {
    const { fake } = renderLive();
    fake.answer('room:rejoin', () => ({
      ok: true,
      data: { playerId: 'player-1', nickname: 'Happy Panda', character: 'panda' },
    }));
    act(() => fake.drop());
    act(() => fake.accept({ recovered: false }));
    expect(fake.sentOf('room:rejoin')).toEqual([{ code: '123456', rejoinToken: SEAT.rejoinToken }]);
  });

  it('When the network drops and the child answers, then the answer is kept, said so, and sent only after the seat is back', async () => {
    const { fake, events, push } = renderLive();
    const order: string[] = [];
    fake.answer('room:rejoin', () => {
      order.push('rejoin');
      return {
        ok: true,
        data: { playerId: 'player-1', nickname: 'Happy Panda', character: 'panda' },
      };
    });
    fake.answer('answer:submit', ({ questionIndex }) => {
      order.push('answer');
      return { ok: true, data: { questionIndex } };
    });
    push('room:state', makeRoomView({ phase: 'question-open', question: makeChoiceQuestion() }));
    act(() => fake.drop());
    await events.click(screen.getByRole('button', { name: '9:15' }));
    expect(await screen.findByText('Your answer is saved!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '9:15' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '3:15' })).toBeDisabled();
    await events.click(screen.getByRole('button', { name: '3:15' }));
    expect(fake.sentOf('answer:submit')).toHaveLength(0);
    act(() => fake.accept({ recovered: false }));
    expect(await screen.findByText('Answer sent!')).toBeInTheDocument();
    expect(order).toEqual(['rejoin', 'answer']);
    expect(fake.sentOf('answer:submit')).toEqual([
      { questionIndex: 0, answer: { kind: 'choice', label: '9:15' } },
    ]);
  });

  it('When the page reloads while an answer was kept, then it goes out once with the seat back and shows as sent', async () => {
    holdAnswer(KEPT_ANSWER);
    const { fake } = renderLive(
      makeRoomView({ phase: 'question-open', question: makeChoiceQuestion() }),
    );
    expect(await screen.findByText('Answer sent!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '9:15' })).toHaveAttribute('aria-pressed', 'true');
    expect(fake.sentOf('answer:submit')).toEqual([
      { questionIndex: 0, answer: { kind: 'choice', label: '9:15' } },
    ]);
    expect(window.localStorage.getItem(HELD_ANSWER_KEY)).toBeNull();
  });

  it('When the page reloads after the question of the kept answer closed, then it is forgotten, never sent', async () => {
    holdAnswer(KEPT_ANSWER);
    const { fake } = renderLive(
      makeRoomView({ phase: 'question-open', question: makeChoiceQuestion({ index: 1 }) }),
    );
    await waitFor(() => expect(window.localStorage.getItem(HELD_ANSWER_KEY)).toBeNull());
    expect(fake.sentOf('answer:submit')).toEqual([]);
    expect(screen.getByRole('button', { name: '9:15' })).not.toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('When the server is slow to answer the rejoin, then the screen asks again and the kept answer goes after it', async () => {
    const { fake, events, push } = renderLive();
    let rejoins = 0;
    fake.answer('room:rejoin', () => {
      rejoins += 1;
      return rejoins === 1
        ? 'no-answer'
        : { ok: true, data: { playerId: 'player-1', nickname: 'Happy Panda', character: 'panda' } };
    });
    push('room:state', makeRoomView({ phase: 'question-open', question: makeChoiceQuestion() }));
    act(() => fake.drop());
    await events.click(screen.getByRole('button', { name: '9:15' }));
    act(() => fake.accept({ recovered: false }));
    expect(await screen.findByText('Answer sent!')).toBeInTheDocument();
    expect(rejoins).toBe(2);
    expect(fake.sentOf('answer:submit')).toHaveLength(1);
  });

  it('When the child was removed while an answer was kept and joins again, then the old answer is never sent', async () => {
    const { fake, events, push, view, connection } = renderLive();
    fake.answer('room:rejoin', () => ({
      ok: false,
      error: { code: 'forbidden', message: 'You were removed from the room. You can join again.' },
    }));
    push('room:state', makeRoomView({ phase: 'question-open', question: makeChoiceQuestion() }));
    act(() => fake.drop());
    await events.click(screen.getByRole('button', { name: '9:15' }));
    act(() => fake.accept({ recovered: false }));
    expect(
      await screen.findByRole('heading', { name: 'You are out of the game' }),
    ).toBeInTheDocument();
    // "Join a game": the play screen goes, and a new join seats the child on this connection.
    view.unmount();
    act(() => connection.markSeated());
    await act(async () => {});
    expect(fake.sentOf('answer:submit')).toHaveLength(0);
  });

  it('When the tablet slept mid-question and the question closed meanwhile, then the kept answer is dropped with a kind word', async () => {
    const { fake, events, push } = renderLive();
    const question = makeChoiceQuestion();
    fake.answer('room:rejoin', () => {
      // The rejoin brings the room as it is now: the question closed while the tablet slept.
      fake.push(
        'room:state',
        makeRoomView({
          phase: 'question-closed',
          question,
          reveal: { questionIndex: 0, correctLabel: '3:15', correctTime: { hour: 3, minute: 15 } },
        }),
      );
      fake.push(
        'room:you',
        makeSelfView({
          lastResult: { questionIndex: 0, answered: false, correct: false, points: 0 },
        }),
      );
      return {
        ok: true,
        data: { playerId: 'player-1', nickname: 'Happy Panda', character: 'panda' },
      };
    });
    push('room:state', makeRoomView({ phase: 'question-open', question }));
    // The transport died unnoticed: socket.io-client would buffer this answer for later.
    fake.stall();
    await events.click(screen.getByRole('button', { name: '9:15' }));
    act(() => fake.drop());
    act(() => fake.accept({ recovered: false }));
    expect(
      await screen.findByText(/We lost the connection, so your answer did not get there in time/),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Good Try!' })).toBeInTheDocument();
    expect(fake.sentOf('answer:submit')).toHaveLength(0);
    expect(fake.sentOf('room:rejoin')).toHaveLength(1);
  });

  it('When Play again starts a new round, then its first question can be answered again', async () => {
    const { fake, events, push } = renderLive();
    push('room:state', makeRoomView({ phase: 'question-open', question: makeChoiceQuestion() }));
    await events.click(screen.getByRole('button', { name: '9:15' }));
    expect(await screen.findByText('Answer sent!')).toBeInTheDocument();
    push(
      'room:state',
      makeRoomView({ round: 2, phase: 'question-open', question: makeChoiceQuestion() }),
    );
    expect(screen.getByRole('button', { name: '3:45' })).toBeEnabled();
    await events.click(screen.getByRole('button', { name: '3:45' }));
    await waitFor(() => expect(fake.sentOf('answer:submit')).toHaveLength(2));
    expect(fake.sentOf('answer:submit')[1]).toEqual({
      questionIndex: 0,
      answer: { kind: 'choice', label: '3:45' },
    });
  });

  it('When the room expired while away, then a clear screen offers a new game', async () => {
    saveSeat({ code: '123456', playerId: 'player-1', rejoinToken: SEAT.rejoinToken });
    const { fake, events, left } = renderLive();
    fake.answer('room:rejoin', () => ({
      ok: false,
      error: { code: 'not_found', message: 'There is no room with this code.' },
    }));
    act(() => fake.drop());
    act(() => fake.accept({ recovered: false }));
    expect(await screen.findByRole('heading', { name: 'This game is over' })).toBeInTheDocument();
    // Forgotten by an effect of that render.
    await waitFor(() => expect(currentSeat()).toBeNull());
    await events.click(screen.getByRole('button', { name: 'Join a game' }));
    expect(left()).toBe(1);
  });

  it('When the teacher ends the game, then a kind end screen shows the score and a reload does not come back', async () => {
    saveSeat({ code: '123456', playerId: 'player-1', rejoinToken: SEAT.rejoinToken });
    const { push, events, left } = renderLive();
    push('room:you', makeSelfView({ score: 200, rank: 2 }));
    push('room:state', makeRoomView({ phase: 'ended' }));
    expect(screen.getByRole('heading', { name: 'The game is over' })).toBeInTheDocument();
    expect(
      screen.getByText('You finished number 2!', { exact: false }).closest('p'),
    ).toHaveTextContent('You finished number 2! 200 points');
    expect(currentSeat()).toBeNull();
    await events.click(screen.getByRole('button', { name: 'Join a game' }));
    expect(left()).toBe(1);
  });

  it('When the rejoin after a drop finds the child was banned, then a kind screen says so', async () => {
    const { fake } = renderLive();
    fake.answer('room:rejoin', () => ({
      ok: false,
      error: { code: 'forbidden', message: 'You cannot join this room.' },
    }));
    act(() => fake.drop());
    act(() => fake.accept({ recovered: false }));
    expect(
      await screen.findByRole('heading', { name: "You can't play in this game" }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Reconnecting...')).not.toBeInTheDocument();
  });

  it('When the teacher removes the child, then a kind screen says so with a way back', () => {
    const { push } = renderLive();
    push('room:removed', { reason: 'kicked' });
    expect(screen.getByRole('heading', { name: 'You are out of the game' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join a game' })).toBeInTheDocument();
  });

  it('When the teacher closes their tab, then the child sees the teacher is away', () => {
    const { push } = renderLive();
    push('room:state', makeRoomView({ hostConnected: false }));
    expect(screen.getByText('Your teacher is away')).toBeInTheDocument();
  });

  it('When the connection is gone for good, then Try again is offered', () => {
    const { fake } = renderLive();
    act(() => fake.serverClose());
    expect(screen.getByRole('heading', { name: 'We lost the connection' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('When the podium comes, then the top 3 appear step by step and the child sees their place', () => {
    const { push } = renderLive();
    const top = [
      { rank: 1, nickname: 'Brave Fox', character: 'fox', score: 300, correctCount: 3 },
      { rank: 2, nickname: 'Happy Panda', character: 'panda', score: 200, correctCount: 2 },
      { rank: 3, nickname: 'Happy Owl', character: 'owl', score: 100, correctCount: 1 },
    ] as const;
    push(
      'room:state',
      makeRoomView({
        phase: 'podium',
        podium: {
          startedAt: Date.now(),
          step: 0,
          stepName: 'intro',
          top: [...top],
          stats: {
            totalStudents: 3,
            totalQuestions: 3,
            averageTime: 4,
            averageTimeMs: 4000,
            mostMissedQuestion: null,
            classGoal: { correct: 6, asked: 9, goal: 0.8 },
            mostImproved: null,
          },
        },
      }),
    );
    push('room:you', makeSelfView({ score: 200, correctCount: 2, rank: 2 }));
    expect(screen.getByRole('heading', { name: 'And the winners are...' })).toBeInTheDocument();
    push('room:podium', { step: 3, stepName: 'first', at: Date.now() });
    expect(screen.getByRole('heading', { name: 'The winners!' })).toBeInTheDocument();
    expect(screen.getByText('You finished number 2!')).toBeInTheDocument();
    expect(screen.getByText("You're on the podium! Great clock reading!")).toBeInTheDocument();
    // The child's own place is marked on the podium.
    expect(
      screen.getByText('Happy Panda', { selector: '.live-podium__name' }).closest('li'),
    ).toHaveClass('is-me');
  });
});
