import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '../../../lib/i18n';
import { createClassroomConnection } from '../../../lib/realtime/classroom-connection';
import { FakeClassroomSocket } from '../../../lib/realtime/testing/fake-classroom-socket';
import { isSoundMuted, SOUND_MUTED_KEY, setSoundMuted } from '../../../lib/sound/sound-mute';
import { FakeSpeechSynthesis, FakeUtterance, fakeVoice } from '../../../lib/speech/fake-speech';
import type { LiveSeat } from '../model/live-seat';
import { setLiveSoundPlayer } from '../model/live-sound';
import {
  makeChoiceQuestion,
  makeRoomView,
  makeSelfView,
  makeSetClockQuestion,
} from '../testing/live-views';
import { LiveStudentScreen, preloadLiveViews } from './live-student-screen';

/** The sounds played, as lib/sound would: nothing while the device is muted. */
const played: string[] = [];

const SEAT: LiveSeat = {
  code: '123456',
  playerId: 'player-1',
  nickname: 'Happy Panda',
  character: 'panda',
  rejoinToken: 'T'.repeat(32),
};

const STATS = {
  totalStudents: 3,
  totalQuestions: 3,
  averageTime: 4,
  averageTimeMs: 4000,
  mostMissedQuestion: null,
  classGoal: { correct: 8, asked: 9, goal: 0.8 },
  mostImproved: null,
};

function renderLive() {
  const fake = new FakeClassroomSocket();
  fake.answer('session:ping', () => ({ ok: true, data: { serverTime: Date.now() } }));
  fake.answer('answer:submit', ({ questionIndex }) => ({ ok: true, data: { questionIndex } }));
  const connection = createClassroomConnection(fake.asSocket(), {
    window: new EventTarget() as unknown as Window,
  });
  fake.accept();
  fake.push('room:state', makeRoomView());
  fake.push('room:you', makeSelfView());
  connection.markSeated();
  render(<LiveStudentScreen connection={connection} seat={SEAT} onLeave={() => {}} />);
  const push: typeof fake.push = (event, payload) => act(() => fake.push(event, payload));
  return { push };
}

const closedRight = () =>
  makeRoomView({
    phase: 'question-closed',
    question: makeChoiceQuestion(),
    reveal: { questionIndex: 0, correctLabel: '3:15', correctTime: { hour: 3, minute: 15 } },
  });
const rightSelf = () =>
  makeSelfView({
    score: 100,
    correctCount: 1,
    rank: 1,
    lastResult: { questionIndex: 0, answered: true, correct: true, points: 100 },
  });

function reduceMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
}

describe('the tablet as a game screen', () => {
  beforeAll(async () => {
    await Promise.all([
      loadNamespaces(['live-student', 'student-game', 'clock']),
      preloadLiveViews(),
    ]);
  });
  beforeEach(() => {
    played.length = 0;
    setSoundMuted(false);
    setLiveSoundPlayer((sound) => {
      if (!isSoundMuted()) played.push(sound);
    });
    reduceMotion(false);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setLiveSoundPlayer(null);
  });

  it('When the game moves on, then each step carries its test hook, and Submit is the set-the-clock step’s main action', () => {
    const { push } = renderLive();
    // While waiting the child sees its own character, big, and its name.
    expect(screen.getByTestId('tablet-step-waiting')).toHaveTextContent('🐼You are Happy Panda');
    push('room:state', makeRoomView({ phase: 'question-open', question: makeSetClockQuestion() }));
    expect(screen.getByTestId('tablet-step-question')).toBeInTheDocument();
    expect(screen.getByTestId('tablet-primary')).toHaveTextContent('Submit Answer');
    push('room:state', closedRight());
    expect(screen.getByTestId('tablet-step-result')).toBeInTheDocument();
    push(
      'room:state',
      makeRoomView({
        phase: 'podium',
        podium: { startedAt: Date.now(), step: 3, stepName: 'first', top: [], stats: STATS },
      }),
    );
    expect(screen.getByTestId('tablet-step-podium')).toBeInTheDocument();
  });

  it('When the child was right, then the happy sound plays once; muted, nothing plays', async () => {
    const { push } = renderLive();
    push('room:you', rightSelf());
    push('room:state', closedRight());
    await vi.waitFor(() => expect(played).toEqual(['correct']), { timeout: 5000 });
    push('room:state', { ...closedRight(), playerCount: 3 });
    expect(played).toEqual(['correct']);

    // The child mutes the tablet: remembered on the device, and the next result is silent.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sounds' }));
    expect(screen.getByRole('button', { name: 'Sounds' })).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem(SOUND_MUTED_KEY)).toBe('true');
    push(
      'room:you',
      makeSelfView({ lastResult: { questionIndex: 1, answered: true, correct: false, points: 0 } }),
    );
    push('room:state', {
      ...closedRight(),
      question: makeChoiceQuestion({ index: 1 }),
      reveal: { questionIndex: 1, correctLabel: '3:15', correctTime: { hour: 3, minute: 15 } },
    });
    await act(async () => {});
    expect(played).toEqual(['correct']);
  });

  it('When the user prefers reduced motion, then the sounds still follow the sound switch', async () => {
    reduceMotion(true);
    const { push } = renderLive();
    expect(screen.getByRole('button', { name: 'Sounds' })).toBeInTheDocument();
    push('room:you', rightSelf());
    push('room:state', closedRight());
    await act(async () => {});
    expect(screen.getByRole('heading', { name: 'Excellent!' })).toBeInTheDocument();
    await vi.waitFor(() => expect(played).toEqual(['correct']), { timeout: 5000 });
  });

  it('When the last question closes, then the tablet says so instead of "Get ready for the next question!"', () => {
    const { push } = renderLive();
    push('room:you', rightSelf());
    push('room:state', closedRight());
    expect(screen.getByText('Get ready for the next question!')).toBeInTheDocument();
    push('room:state', {
      ...closedRight(),
      question: makeChoiceQuestion({ index: 2, total: 3 }),
      reveal: { questionIndex: 2, correctLabel: '3:15', correctTime: { hour: 3, minute: 15 } },
    });
    expect(
      screen.getByText('That was the last question! Let’s see how everyone did.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Get ready for the next question!')).not.toBeInTheDocument();
  });

  it('When the teacher hides places, then the result shows no place and no top list', () => {
    const { push } = renderLive();
    push('room:you', rightSelf());
    push('room:state', {
      ...closedRight(),
      hideRanks: true,
      top: [{ rank: 1, nickname: 'Happy Panda', character: 'panda', score: 100, correctCount: 1 }],
    });
    expect(screen.getByText('You have 100 points')).toBeInTheDocument();
    expect(screen.queryByText(/You are number/)).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('When two children share first place, then both stand on the first block and the child sees its own', () => {
    const { push } = renderLive();
    push('room:you', makeSelfView({ score: 200, correctCount: 2, rank: 1 }));
    push(
      'room:state',
      makeRoomView({
        phase: 'podium',
        podium: {
          startedAt: Date.now(),
          step: 3,
          stepName: 'first',
          top: [
            { rank: 1, nickname: 'Brave Fox', character: 'fox', score: 200, correctCount: 2 },
            { rank: 1, nickname: 'Happy Panda', character: 'panda', score: 200, correctCount: 2 },
            { rank: 3, nickname: 'Happy Owl', character: 'owl', score: 100, correctCount: 1 },
          ],
          stats: STATS,
        },
      }),
    );
    const podium = screen.getByTestId('tablet-step-podium');
    const first = podium.querySelector('.live-podium__place--1') as HTMLElement;
    expect(within(first).getByText('Brave Fox')).toBeInTheDocument();
    expect(within(first).getByText('Happy Panda').closest('li')).toHaveClass('is-me');
    expect(first).toHaveClass('is-me');
    expect(podium.querySelector('.live-podium__place--2')).toBeNull();
    expect(podium.querySelector('.live-podium__place--3')).toHaveTextContent('Happy Owl');
    expect(podium).toHaveTextContent('You won! Amazing clock reading!');
  });

  it('When the teacher hides places, then the podium cheers the class and shows no place', () => {
    const { push } = renderLive();
    push('room:you', makeSelfView({ score: 200, correctCount: 2, rank: 2 }));
    push(
      'room:state',
      makeRoomView({
        phase: 'podium',
        hideRanks: true,
        podium: { startedAt: Date.now(), step: 3, stepName: 'first', top: [], stats: STATS },
      }),
    );
    const podium = screen.getByTestId('tablet-step-podium');
    expect(
      within(podium).getByRole('heading', { name: 'Well done, everyone!' }),
    ).toBeInTheDocument();
    expect(podium).toHaveTextContent('Your class reached its goal! Amazing clock reading!');
    expect(podium).toHaveTextContent('Together your class got 8 of 9 answers right!');
    expect(podium).not.toHaveTextContent(/You finished number|winners|You won/);
    expect(podium.querySelector('.live-podium__places')).toBeNull();
  });

  it('When the device has a voice for the session language, then the prompts have a speaker button that reads in it', async () => {
    const synth = new FakeSpeechSynthesis([fakeVoice('en-US')]);
    vi.stubGlobal('speechSynthesis', synth);
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    const { push } = renderLive();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Read aloud' }));
    expect(synth.spoken[0]?.text).toBe(
      'Waiting for next question... The teacher will start the questions soon!',
    );
    push('room:you', rightSelf());
    push('room:state', closedRight());
    expect(screen.getByRole('button', { name: 'Read aloud' })).toBeInTheDocument();
  });

  it('When the device has no voice for the session language, then no speaker button shows', async () => {
    vi.stubGlobal('speechSynthesis', new FakeSpeechSynthesis([fakeVoice('de-DE')]));
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    renderLive();
    await act(async () => {});
    expect(screen.getByTestId('tablet-step-waiting')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Read aloud' })).not.toBeInTheDocument();
  });
});
