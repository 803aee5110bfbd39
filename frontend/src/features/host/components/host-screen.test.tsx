import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { classLobbyWith } from '@ttc/shared-protocol/classroom/testing/builders';
import { hostView } from '@ttc/shared-protocol/classroom/views';
import type { ServerPayload } from '@ttc/shared-protocol/events';
import { HOST_REFUSAL_ACKS } from '@ttc/shared-protocol/realtime/host-grants';
import { TOO_MANY_ROOMS_MESSAGE } from '@ttc/shared-protocol/realtime/host-rooms';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostedRoom, rememberHostedRoom } from '../../../lib/hosted-room';
import { ConnectionState } from '../../../lib/realtime/connection-state';
import { FakeHostSocket } from '../testing/fake-host-socket';
import { closedView, lobbyView, openView, podiumView } from '../testing/host-views';
import { HostScreen } from './host-screen';

vi.mock('../../../lib/sound/sound', () => ({
  Sound: {
    correct: 'correct',
    incorrect: 'incorrect',
    complete: 'complete',
    podiumIntro: 'podium-intro',
    podiumPlace: 'podium-place',
    celebration: 'celebration',
  },
  PODIUM_SOUNDS: ['podium-intro', 'podium-place', 'celebration'],
  playSound: vi.fn(() => Promise.resolve()),
  warmUpSounds: vi.fn(),
}));

const ORIGIN = 'https://class.example';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderHost(
  path: string,
  state?: unknown,
  // The address the tablets open, as GET /api/config's publicUrl gives it.
  loadJoinOrigin: (() => Promise<string | undefined>) | 'default' = () => Promise.resolve(ORIGIN),
) {
  const fake = new FakeHostSocket();
  fake.answer('room:create', () => ({ ok: true, data: { code: '123456', sessionId: 's-1' } }));
  fake.answer('room:host-rejoin', ({ code }) => ({ ok: true, data: { code, sessionId: 's-1' } }));
  const connect = () => Promise.resolve(fake);
  const events = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[{ pathname: path, state }]}>
      <Suspense fallback={<p>loading</p>}>
        <Routes>
          <Route
            path="/host/:code?"
            element={
              <>
                <HostScreen
                  connect={connect}
                  {...(loadJoinOrigin === 'default' ? {} : { loadJoinOrigin })}
                />
                <Where />
              </>
            }
          />
          <Route path="/teacher" element={<p>dashboard</p>} />
        </Routes>
      </Suspense>
    </MemoryRouter>,
  );
  return { fake, events };
}

async function connected(fake: FakeHostSocket) {
  await screen.findByRole('heading', { level: 1, name: 'Live session' });
  await act(async () => fake.setState(ConnectionState.connected));
}

function push<E extends 'room:host' | 'room:progress' | 'room:player' | 'room:podium'>(
  fake: FakeHostSocket,
  event: E,
  payload: ServerPayload<E>,
) {
  act(() => fake.push(event, payload));
}

describe('HostScreen', () => {
  it('When the dashboard starts a session, then the room is created once with its options, the address names the code, and the lobby shows the code, QR address and address in words', async () => {
    const options = { questionCount: 3, questionTypes: ['multiple_choice', 'set_time'] };
    const { fake } = renderHost('/host', { options });
    await connected(fake);
    expect(fake.sentOf('room:create')).toEqual([{ options }]);
    expect(await screen.findByTestId('where')).toHaveTextContent('/host/123456');
    push(fake, 'room:host', lobbyView(0, { questionCount: 3 }));

    expect(screen.getByText('123 456')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: `QR code to join: ${ORIGIN}/join?code=123456` }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Or go to class.example/join and type the code 123 456.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Waiting for children to join...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start' })).toBeDisabled();

    // A reconnect rejoins the room it made; it never creates a second one.
    await act(async () => fake.setState(ConnectionState.reconnecting));
    expect(screen.getByText('Reconnecting...')).toBeInTheDocument();
    await act(async () => fake.setState(ConnectionState.connected));
    expect(fake.sentOf('room:create')).toHaveLength(1);
    expect(fake.sentOf('room:host-rejoin')).toEqual([{ code: '123456' }]);
  });

  it('When /host is opened with no options (a reload before the room existed), then the dashboard opens', async () => {
    renderHost('/host');
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
  });

  it('When the host page is reloaded at /host/:code, then it rejoins that room', async () => {
    const { fake } = renderHost('/host/654321');
    await connected(fake);
    expect(fake.sentOf('room:host-rejoin')).toEqual([{ code: '654321' }]);
    expect(fake.sentOf('room:create')).toEqual([]);
  });

  it('When the teacher already has 3 live sessions full of children, then the board says so in the teacher language', async () => {
    const { fake } = renderHost('/host', { options: { questionCount: 3 } });
    fake.answer('room:create', () => ({
      ok: false,
      error: { code: 'conflict', message: TOO_MANY_ROOMS_MESSAGE },
    }));
    await connected(fake);
    expect(
      await screen.findByText(
        'You already have 3 live sessions open. End one of them, then start this one again.',
      ),
    ).toBeInTheDocument();
  });

  it('When the API refuses the host (not a teacher account), then the board says why in the teacher language', async () => {
    const { fake } = renderHost('/host', { options: { questionCount: 3 } });
    fake.answer('room:create', () => ({
      ok: false,
      error: HOST_REFUSAL_ACKS.not_teacher,
    }));
    await connected(fake);
    expect(
      await screen.findByText(
        "Only teacher accounts can host a live session. Switch your profile's role on the dashboard.",
      ),
    ).toBeInTheDocument();
  });

  it('When the room is for a class, then the lobby shows the class and who of its roster has joined', async () => {
    const { fake } = renderHost('/host/123456');
    await connected(fake);
    push(fake, 'room:host', hostView(classLobbyWith(1)));
    expect(await screen.findByRole('heading', { name: 'Class: Room 4' })).toBeInTheDocument();
    expect(screen.getByText('2 children still to join')).toBeInTheDocument();
    const roster = screen.getByRole('region', { name: 'Class: Room 4' });
    expect(roster).toHaveTextContent(/Mia here/);
    expect(roster).toHaveTextContent(/Leo not yet/);
    expect(roster).toHaveTextContent(/Ian not yet/);
  });

  it("When the room has a QR key, then the QR code's address carries it", async () => {
    const { fake } = renderHost('/host', { options: { questionCount: 3 } });
    await connected(fake);
    push(fake, 'room:host', { ...lobbyView(0, { questionCount: 3 }), joinKey: 'k'.repeat(24) });
    expect(
      screen.getByRole('img', {
        name: `QR code to join: ${ORIGIN}/join?code=123456&key=${'k'.repeat(24)}`,
      }),
    ).toBeInTheDocument();
  });

  it('When the room cannot be rejoined, then the reason shows with a way back to the dashboard', async () => {
    const { fake } = renderHost('/host/654321');
    fake.answer('room:host-rejoin', () => ({
      ok: false,
      error: { code: 'not_found', message: 'No room with this code.' },
    }));
    await connected(fake);
    expect(
      await screen.findByText('The live session could not be opened: No room with this code.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/teacher',
    );
  });

  it('When children join, then each appears with character and nickname, and kick, ban, lock and Start send their commands', async () => {
    const { fake, events } = renderHost('/host/123456');
    await connected(fake);
    const view = lobbyView(2);
    push(fake, 'room:host', { ...view, players: view.players.slice(0, 1), playerCount: 1 });
    const [first, second] = view.players;
    if (!first || !second) throw new Error('two players expected');
    expect(screen.getByText('1 child has joined')).toBeInTheDocument();
    push(fake, 'room:player', { player: second, playerCount: 2, connectedCount: 2 });
    expect(screen.getByText('2 children have joined')).toBeInTheDocument();
    expect(screen.getByText(second.nickname)).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: `Remove ${first.nickname}` }));
    await events.click(
      screen.getByRole('button', { name: `Ban ${second.nickname} from this room` }),
    );
    await events.click(screen.getByRole('button', { name: 'Lock the room' }));
    await events.click(screen.getByRole('button', { name: 'Start' }));
    expect(fake.sentOf('host:kick')).toEqual([{ playerId: first.playerId }]);
    expect(fake.sentOf('host:ban')).toEqual([{ playerId: second.playerId }]);
    expect(fake.sentOf('host:lock')).toEqual([{}]);
    expect(fake.sentOf('host:start')).toEqual([{}]);

    // A child whose tablet dropped is marked.
    push(fake, 'room:player', {
      player: { ...second, connected: false },
      playerCount: 2,
      connectedCount: 1,
    });
    const chip = screen.getByText(second.nickname).closest('li');
    expect(within(chip as HTMLElement).getByText('Disconnected')).toBeInTheDocument();
  });

  it('When the room is full of children, then the lobby shows smaller cards in two columns, each still with its named Remove and Ban', async () => {
    const { fake, events } = renderHost('/host/123456');
    await connected(fake);
    const view = lobbyView(14);
    push(fake, 'room:host', view);
    expect(document.querySelector('.player-grid')).toHaveAttribute('data-many', 'true');
    const last = view.players[13];
    if (!last) throw new Error('14 players expected');
    const remove = screen.getByRole('button', { name: `Remove ${last.nickname}` });
    expect(remove).toHaveTextContent('✕');
    await events.click(remove);
    expect(fake.sentOf('host:kick')).toEqual([{ playerId: last.playerId }]);
    expect(screen.getByTestId('host-primary')).toBeEnabled();

    // A class of 30: three columns of names, Remove and Ban still there for each child.
    push(fake, 'room:host', lobbyView(30));
    const grid = document.querySelector('.player-grid') as HTMLElement;
    expect(grid).toHaveAttribute('data-crowd', 'true');
    expect(grid.style.getPropertyValue('--columns')).toBe('3');
    expect(within(grid).getAllByRole('button', { name: /^Ban / })).toHaveLength(30);
  });

  it('When a command is refused, then its reason shows', async () => {
    const { fake, events } = renderHost('/host/123456');
    await connected(fake);
    push(fake, 'room:host', lobbyView(1));
    fake.answer('host:start', () => ({
      ok: false,
      error: { code: 'conflict', message: 'The session has already started.' },
    }));
    await events.click(screen.getByRole('button', { name: 'Start' }));
    expect(
      await screen.findByText('That did not work: The session has already started.'),
    ).toBeInTheDocument();
  });

  it('When a command cannot be sent for lack of a connection, then the teacher is told to tap again in a moment', async () => {
    const { fake, events } = renderHost('/host/123456');
    await connected(fake);
    push(fake, 'room:host', lobbyView(1));
    fake.answer('host:start', () => ({
      ok: false,
      error: { code: 'unavailable', message: 'Not connected.' },
    }));
    await events.click(screen.getByRole('button', { name: 'Start' }));
    expect(
      await screen.findByText(
        'Not sent: the connection is on its way back. Tap again in a moment.',
      ),
    ).toBeInTheDocument();
  });

  it('When a question is open, then the prompt, the options, the time left and the answer count show, and pause, skip and close send the question', async () => {
    const { fake, events } = renderHost('/host/123456');
    await connected(fake);
    const view = openView(3, { secondsPerQuestion: 30 });
    const countdown = view.countdown;
    if (!countdown) throw new Error('countdown expected');
    fake.now = countdown.deadline - 12_300;
    push(fake, 'room:host', view);
    expect(await screen.findByText('Question 1 of 10')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What time does the clock show?' }));
    const question = view.question?.question;
    if (!question || question.type === 'set_time') throw new Error('choice question expected');
    for (const option of question.options) expect(screen.getByText(option)).toBeInTheDocument();
    expect(screen.getByText('13 seconds left')).toBeInTheDocument();
    expect(screen.getByText('0 of 3 answered')).toBeInTheDocument();
    push(fake, 'room:progress', { questionIndex: 0, answered: 2, connected: 3, students: 3 });
    expect(screen.getByText('2 of 3 answered')).toBeInTheDocument();
    // The clock's digital readout would give the answer away: none while the question is open.
    expect(document.querySelectorAll('.analog-clock__readout')).toHaveLength(0);

    await events.click(screen.getByRole('button', { name: 'Pause' }));
    await events.click(screen.getByRole('button', { name: 'Skip' }));
    await events.click(screen.getByRole('button', { name: 'Close now' }));
    expect(fake.sentOf('host:pause')).toEqual([{}]);
    expect(fake.sentOf('host:skip')).toEqual([{ questionIndex: 0 }]);
    expect(fake.sentOf('host:close')).toEqual([{ questionIndex: 0 }]);

    push(fake, 'room:host', {
      ...view,
      countdown: { ...countdown, paused: 'host', remainingMs: 7_000 },
    });
    expect(screen.getByText('Paused')).toBeInTheDocument();
    expect(screen.getByText('7 seconds left')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Resume' }));
    expect(fake.sentOf('host:resume')).toEqual([{}]);
  });

  it('When a question closes, then the answer, the count per option, the most common mistake in words and the leaderboard with movement show, and Next moves on', async () => {
    const { fake, events } = renderHost('/host/123456');
    await connected(fake);
    const view = closedView(3);
    push(fake, 'room:host', view);
    const question = view.question?.question;
    if (!question || question.type === 'set_time') throw new Error('choice question expected');
    expect(await screen.findByText(`The answer: ${question.correctLabel}`)).toBeInTheDocument();
    expect(document.querySelectorAll('.analog-clock__readout')).toHaveLength(1);
    const counts = view.summary?.optionCounts ?? [];
    const correctIndex = question.options.indexOf(question.correctLabel);
    const correctRow = screen
      .getAllByRole('listitem')
      .find((li) => li.classList.contains('host-option--right'));
    expect(correctRow).toHaveTextContent(`${counts[correctIndex]} chose it`);
    const mistake = view.summary?.mostCommonMistake;
    expect(mistake).not.toBeNull();
    expect(screen.getByText(/^Most common mistake: /)).toHaveTextContent(
      `(${mistake?.count} children)`,
    );
    // Wrong answers are called wrong ("not yet" read as "not answered yet"), and no promise of a
    // mini-lesson the board cannot give.
    const summary = view.summary;
    expect(
      screen.getByText(
        `${summary?.correctCount} right · ${summary?.wrongCount} wrong · ${summary?.noAnswerCount} no answer`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/mini-lesson/)).toBeNull();
    // The class gave wrong clocks: the worked error can be shown over the board, and closed.
    await events.click(screen.getByTestId('host-show-mistake'));
    expect(screen.getByTestId('worked-error')).toBeInTheDocument();
    expect(screen.getByTestId('worked-error-line')).not.toBeEmptyDOMElement();
    await events.keyboard('{Escape}');
    expect(screen.queryByTestId('worked-error')).toBeNull();
    // The results step has the board to itself: the scoreboard is the next step, on the board
    // alone (the room stays closed, no command is sent).
    expect(screen.getByTestId('host-step-results')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Leaderboard' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    await events.click(screen.getByRole('button', { name: 'Show the scoreboard' }));
    expect(fake.sentOf('host:next')).toEqual([]);
    // Keyboard focus starts again at the top of the new step.
    expect(document.activeElement).toBe(screen.getByRole('main'));
    expect(screen.getByTestId('host-step-scoreboard')).toBeInTheDocument();
    expect(screen.queryByTestId('host-step-results')).toBeNull();
    const board = screen.getByRole('region', { name: 'Leaderboard' });
    const rows = within(board).getAllByRole('listitem');
    const leader = view.leaderboard?.[0];
    expect(rows[0]).toHaveTextContent(`${leader?.nickname}`);
    expect(rows[0]).toHaveTextContent('100 points');
    expect(rows[0]).toHaveTextContent('new');
    await events.click(screen.getByRole('button', { name: 'Next' }));
    expect(fake.sentOf('host:next')).toEqual([{ questionIndex: 0 }]);

    // Movement since the last question.
    const moved =
      view.leaderboard?.map((e, i) => ({
        ...e,
        movement: i === 0 ? 2 : -1,
        score: i === 0 ? 1 : e.score,
      })) ?? [];
    push(fake, 'room:host', { ...view, leaderboard: moved });
    expect(within(board).getByText('up 2 places')).toBeInTheDocument();
    expect(within(board).getByText('1 point')).toBeInTheDocument();

    expect(within(board).getAllByText('down 1 place').length).toBe(moved.length - 1);
    // Equal points: the board says the quicker answers took the higher place.
    const tied =
      view.leaderboard?.map((e, i) => ({
        ...e,
        score: i < 2 ? 200 : 100 - i,
        totalAnswerMs: 1_000 * (i + 1),
      })) ?? [];
    push(fake, 'room:host', { ...view, leaderboard: tied });
    expect(
      within(board).getByText('Equal points: the quicker answers take the higher place.'),
    ).toBeInTheDocument();
  });

  it('When the leaderboard waits for the end, then the scoreboard step shows the class goal instead of places', async () => {
    const { fake, events } = renderHost('/host/123456');
    await connected(fake);
    push(fake, 'room:host', closedView(2, { leaderboard: 'at-end' }));
    await events.click(screen.getByRole('button', { name: 'See how our class is doing' }));
    expect(screen.getByTestId('host-step-scoreboard')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Leaderboard' })).toBeNull();
    expect(screen.getByText('The leaderboard will be shown at the end.')).toBeInTheDocument();
    // Child 1 was right: 1 of the 16 right answers the class aims for (80 % of 2 x 10).
    const meter = screen.getByRole('meter', { name: 'Class goal' });
    expect(meter).toHaveAttribute('value', '1');
    expect(meter).toHaveAttribute('max', '16');
    expect(screen.getByText('Goal: 16 right answers · we have 1')).toBeInTheDocument();
    expect(screen.getByText('15 more to reach the goal.')).toBeInTheDocument();
    expect(screen.getByText('1 of 10 questions played')).toBeInTheDocument();
    // Back to the answer, and the next question from the scoreboard.
    await events.click(screen.getByRole('button', { name: 'Back to the answer' }));
    expect(screen.getByTestId('host-step-results')).toBeInTheDocument();
    await events.click(screen.getByTestId('host-primary'));
    await events.click(screen.getByTestId('host-primary'));
    expect(fake.sentOf('host:next')).toEqual([{ questionIndex: 0 }]);
  });

  it('When no mistake stands out, then the board praises only a class that got it right', async () => {
    const { fake } = renderHost('/host/123456');
    await connected(fake);
    push(fake, 'room:host', closedView(2, {}, [null, null]));
    expect(screen.getByText('Nobody answered this one.')).toBeInTheDocument();
    expect(screen.queryByText(/Well done/)).toBeNull();
    push(fake, 'room:host', closedView(2, {}, [true, true]));
    expect(screen.getByText('No common mistake this time. Well done!')).toBeInTheDocument();
    // Nothing wrong to show on the clock.
    expect(screen.queryByTestId('host-show-mistake')).toBeNull();
  });

  it('When ranks are hidden, then the scoreboard names no places: the class goal and every child instead', async () => {
    const { fake, events } = renderHost('/host/123456');
    await connected(fake);
    const view = closedView(3, { hideRanks: true });
    push(fake, 'room:host', view);
    await events.click(screen.getByRole('button', { name: 'See how our class is doing' }));
    expect(screen.getByRole('heading', { name: 'Our class so far' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Leaderboard' })).toBeNull();
    expect(screen.queryByText(/points?$/)).toBeNull();
    expect(screen.queryByText('The leaderboard will be shown at the end.')).toBeNull();
    expect(screen.getByRole('meter', { name: 'Class goal' })).toBeInTheDocument();
    for (const player of view.players)
      expect(screen.getByText(player.nickname)).toBeInTheDocument();
  });

  it('When a set-the-clock question is open, then the board shows a face without hands and the time asked for, never a wrong time', async () => {
    const { fake } = renderHost('/host/123456');
    await connected(fake);
    const view = openView(2, { questionTypes: ['set_time'] });
    const question = view.question?.question;
    if (question?.type !== 'set_time') throw new Error('set the clock expected');
    push(fake, 'room:host', view);
    const step = await screen.findByTestId('host-step-question');
    const clock = within(step).getByTestId('host-clock');
    // The face is decoration: no clock image that would name the start time.
    expect(within(clock).queryByRole('img')).toBeNull();
    expect(clock.querySelector('[aria-hidden="true"] .analog-clock')).not.toBeNull();
    expect(within(clock).getByText('?')).toBeInTheDocument();
    const { targetTime } = question.metadata;
    const target = `${targetTime.hour}:${String(targetTime.minute).padStart(2, '0')}`;
    expect(within(step).getByText('Set your clock to')).toBeInTheDocument();
    expect(within(step).getByText(target, { selector: '.host-target__time' })).toBeInTheDocument();
    expect(step.querySelectorAll('.host-option')).toHaveLength(0);
  });

  it('When a question is open, then the hero clock, the tiles in the shared tile colours and the test hooks are there; an adaptive room says each child has their own level', async () => {
    const { fake } = renderHost('/host/123456');
    await connected(fake);
    push(fake, 'room:host', openView(2));
    const step = await screen.findByTestId('host-step-question');
    expect(within(step).getByTestId('host-clock')).toContainElement(
      within(step).getByRole('img', { name: /The question's clock/ }),
    );
    const tiles = [...step.querySelectorAll('.host-option')];
    expect(tiles.map((tile) => tile.className)).toEqual(
      [0, 1, 2, 3].map((i) => `host-option option-tile--${i}`),
    );
    expect(within(step).getByTestId('host-primary')).toHaveTextContent('Close now');
    expect(screen.queryByText(/at their own level/)).toBeNull();

    push(fake, 'room:host', openView(2, { adaptive: true }));
    expect(
      screen.getByText('Each child has a question at their own level on their tablet.'),
    ).toBeInTheDocument();
  });

  it('When children drop mid-session, then the host sees who is disconnected', async () => {
    const { fake } = renderHost('/host/123456');
    await connected(fake);
    const view = openView(2);
    const [first] = view.players;
    if (!first) throw new Error('player expected');
    push(fake, 'room:host', view);
    push(fake, 'room:player', {
      player: { ...first, connected: false },
      playerCount: 2,
      connectedCount: 1,
    });
    expect(screen.getByText(`1 child is disconnected: ${first.nickname}`)).toBeInTheDocument();
  });

  it('When a child drops in the lobby, then their card says Disconnected until they are back', async () => {
    const { fake } = renderHost('/host/123456');
    await connected(fake);
    const view = lobbyView(2);
    const [first] = view.players;
    if (!first) throw new Error('player expected');
    push(fake, 'room:host', view);
    const card = () => screen.getByText(first.nickname).closest('li') as HTMLElement;
    expect(within(card()).queryByText('Disconnected')).not.toBeInTheDocument();
    push(fake, 'room:player', {
      player: { ...first, connected: false },
      playerCount: 2,
      connectedCount: 1,
    });
    expect(within(card()).getByText('Disconnected')).toBeInTheDocument();
    push(fake, 'room:player', {
      player: { ...first, connected: true },
      playerCount: 2,
      connectedCount: 2,
    });
    expect(within(card()).queryByText('Disconnected')).not.toBeInTheDocument();
  });

  it('When the podium runs its timeline, then third, second and first appear in turn, then the statistics, the others with their rank and Play again', async () => {
    const { fake, events } = renderHost('/host/123456');
    await connected(fake);
    const view = podiumView(5, -1);
    const podium = view.podium;
    if (!podium) throw new Error('podium expected');
    const [first, second, third] = podium.top;
    // The last question closed first, as in a real session: the board saw its clock.
    const closed = closedView(
      5,
      { questionCount: 1 },
      Array.from({ length: 5 }, (_, i) => i % 2 === 0),
    );
    push(fake, 'room:host', closed);
    push(fake, 'room:host', view);
    await screen.findByRole('heading', { name: 'The winners!' }, { timeout: 10_000 });
    expect(screen.queryByText(third?.nickname ?? '?')).toBeNull();

    push(fake, 'room:podium', { step: 1, stepName: 'third', at: 0 });
    expect(await screen.findByText(third?.nickname ?? '?')).toBeInTheDocument();
    expect(screen.queryByText(second?.nickname ?? '?')).toBeNull();
    push(fake, 'room:podium', { step: 2, stepName: 'second', at: 0 });
    expect(await screen.findByText(second?.nickname ?? '?')).toBeInTheDocument();
    expect(screen.queryByText(first?.nickname ?? '?')).toBeNull();
    push(fake, 'room:podium', { step: 3, stepName: 'first', at: 0 });
    expect(await screen.findByText(first?.nickname ?? '?')).toBeInTheDocument();
    push(fake, 'room:podium', { step: 4, stepName: 'celebration', at: 0 });
    expect(await screen.findByText('Well done, everyone!')).toBeInTheDocument();
    expect(screen.queryByText('Game statistics')).toBeNull();
    expect(screen.queryByRole('button', { name: 'See the numbers' })).toBeNull();
    push(fake, 'room:podium', { step: 5, stepName: 'statistics', at: 0 });
    expect(screen.queryByText('Game statistics')).toBeNull();
    push(fake, 'room:podium', { step: 6, stepName: 'complete', at: 0 });
    const others = await screen.findByRole('region', { name: 'Other players' });
    const rows = within(others).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent?.slice(0, 2))).toEqual(['#4', '#5']);
    expect(screen.queryByRole('button', { name: 'Play again' })).toBeNull();
    // The numbers are a step of their own.
    await events.click(screen.getByRole('button', { name: 'See the numbers' }));
    expect(screen.getByTestId('host-step-stats')).toBeInTheDocument();
    expect(screen.queryByTestId('host-step-podium')).toBeNull();
    const stats = await screen.findByRole('region', { name: 'Game statistics' });
    expect(within(stats).getByText('Students').nextSibling).toHaveTextContent('5');
    expect(within(stats).getByText('Questions').nextSibling).toHaveTextContent('1');
    // The most missed question says which clock: the one the board showed for it.
    const missedAt = closed.question?.question.correctAnswer;
    expect(view.stats?.mostMissedQuestion).not.toBeNull();
    expect(within(stats).getByText('Most missed question').nextSibling).toHaveTextContent(
      `(the clock at ${missedAt?.hour}:${String(missedAt?.minute).padStart(2, '0')})`,
    );
    expect(within(stats).getByRole('meter', { name: 'Class goal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/teacher',
    );
    await events.click(screen.getByRole('button', { name: 'Play again' }));
    expect(fake.sentOf('host:play-again')).toEqual([{}]);

    const mute = screen.getByRole('button', { name: /Mute sounds/ });
    await events.click(mute);
    expect(screen.getByRole('button', { name: /Sounds on/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('When two children share first place, then both stand on the first place and the board says why', async () => {
    const { fake } = renderHost('/host/123456');
    await connected(fake);
    const view = podiumView(4, 6);
    const podium = view.podium;
    if (!podium) throw new Error('podium expected');
    const [a, b, c] = podium.top;
    if (!a || !b || !c) throw new Error('three places expected');
    const top = [
      { ...a, rank: 1, score: 100, totalAnswerMs: 2_000 },
      { ...b, rank: 1, score: 100, totalAnswerMs: 2_000 },
      { ...c, rank: 3, score: 0 },
    ];
    push(fake, 'room:host', { ...view, podium: { ...podium, top } });
    await screen.findByTestId('host-step-podium', {}, { timeout: 10_000 });
    const first = document.querySelector('.podium-stand--1') as HTMLElement;
    expect(within(first).getByText(a.nickname)).toBeInTheDocument();
    expect(within(first).getByText(b.nickname)).toBeInTheDocument();
    expect(document.querySelector('.podium-stand--2 .podium-winner')).toBeNull();
    expect(
      screen.getByText(/Equal points and equal time: they share the place\./),
    ).toBeInTheDocument();
  });

  it('When many children are below the podium, then eight are named under the stands and the rest counted', async () => {
    const { fake } = renderHost('/host/123456');
    await connected(fake);
    push(fake, 'room:host', podiumView(13, 6));
    const others = await screen.findByRole(
      'region',
      { name: 'Other players' },
      { timeout: 10_000 },
    );
    const rows = within(others).getAllByRole('listitem');
    expect(rows).toHaveLength(9);
    expect(rows.at(-1)).toHaveTextContent('and 2 more');
  });

  it('When ranks are hidden, then the podium celebrates the class: no places, the class goal and everyone who played, then the numbers', async () => {
    const { fake, events } = renderHost('/host/123456');
    await connected(fake);
    const view = podiumView(4, 6);
    push(fake, 'room:host', { ...view, options: { ...view.options, hideRanks: true } });
    const step = await screen.findByTestId('host-step-podium', {}, { timeout: 10_000 });
    expect(within(step).getByRole('heading', { name: 'We did it together!' })).toBeInTheDocument();
    expect(step.querySelector('.podium-stands')).toBeNull();
    expect(within(step).queryByText(/^#\d/)).toBeNull();
    expect(within(step).queryByText(/points?$/)).toBeNull();
    for (const player of view.players)
      expect(within(step).getByText(player.nickname)).toBeInTheDocument();
    // Two of four right on one question: 2 of the 4 the class aimed for (80 % of 4, rounded up).
    expect(within(step).getByRole('meter', { name: 'Class goal' })).toHaveAttribute('max', '4');
    expect(within(step).getByText("Let's reach it next time!")).toBeInTheDocument();
    await events.click(within(step).getByTestId('host-primary'));
    expect(screen.getByTestId('host-step-stats')).toBeInTheDocument();
    expect(screen.queryByText(/^Most improved/)).toBeNull();
  });

  it('When End session is pressed, then the in-app dialog asks first: Keep playing sends nothing, End session ends the room', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const { fake, events } = renderHost('/host/123456');
    await connected(fake);
    push(fake, 'room:host', openView(2));
    await events.click(await screen.findByRole('button', { name: 'End session' }));
    const dialog = screen.getByRole('alertdialog', { name: 'End the session for everyone?' });
    await events.click(within(dialog).getByRole('button', { name: 'Keep playing' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fake.sentOf('host:end')).toEqual([]);

    await events.click(screen.getByRole('button', { name: 'End session' }));
    const again = screen.getByRole('alertdialog');
    await events.click(within(again).getByRole('button', { name: 'End session' }));
    expect(fake.sentOf('host:end')).toEqual([{}]);
    expect(confirm).not.toHaveBeenCalled();
    confirm.mockRestore();
  });

  it('When the session ends, then the host is offered the way back to the dashboard', async () => {
    const { fake } = renderHost('/host/123456');
    await connected(fake);
    push(fake, 'room:host', { ...lobbyView(1), phase: 'ended' });
    expect(screen.getByText('The session has ended. Thank you for playing!')).toBeInTheDocument();
  });

  it('When a room is hosted, then this device remembers it for the dashboard until it ends or cannot be opened', async () => {
    const { fake } = renderHost('/host/123456');
    await connected(fake);
    push(fake, 'room:host', lobbyView(1));
    expect(hostedRoom()?.code).toBe('123456');
    push(fake, 'room:host', { ...lobbyView(1), phase: 'ended' });
    expect(hostedRoom()).toBeNull();
    cleanup();

    rememberHostedRoom('654321');
    const gone = renderHost('/host/654321');
    gone.fake.answer('room:host-rejoin', () => ({
      ok: false,
      error: { code: 'not_found', message: 'No room with this code.' },
    }));
    await connected(gone.fake);
    await screen.findByText('The live session could not be opened: No room with this code.');
    expect(hostedRoom()).toBeNull();
  });
});

describe('HostScreen join address', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  async function lobby(
    loadJoinOrigin: Parameters<typeof renderHost>[2],
  ): Promise<{ qr: string; words: string }> {
    const { fake } = renderHost('/host', { options: { questionCount: 3 } }, loadJoinOrigin);
    await connected(fake);
    push(fake, 'room:host', lobbyView(0, { questionCount: 3 }));
    const qr = screen.getByRole('img', { name: /^QR code to join: / });
    return {
      qr: (qr.getAttribute('aria-label') ?? qr.textContent ?? '').replace('QR code to join: ', ''),
      words: screen.getByText(/^Or go to /).textContent ?? '',
    };
  }

  it('When GET /api/config names the public address, then the QR code and the address in words use it, not the page origin', async () => {
    const fetch = vi.fn(async () =>
      Response.json({
        auth: { provider: 'builtin', url: 'https://school.example', anonKey: 'anon' },
        publicUrl: 'https://school.example',
        stripe: null,
        features: { liveSessions: true, payments: false, accounts: true },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    expect(window.location.origin).not.toBe('https://school.example');
    const { fake } = renderHost('/host', { options: { questionCount: 3 } }, 'default');
    await connected(fake);
    push(fake, 'room:host', lobbyView(0, { questionCount: 3 }));
    expect(
      await screen.findByRole('img', {
        name: 'QR code to join: https://school.example/join?code=123456',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Or go to school.example/join and type the code 123 456.'),
    ).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/config', expect.anything());
  });

  it('When the config is still loading, then the lobby shows the page origin meanwhile', async () => {
    const { qr, words } = await lobby(() => new Promise(() => {}));
    expect(qr).toBe(`${window.location.origin}/join?code=123456`);
    expect(words).toContain(`${window.location.host}/join`);
  });

  it.each([
    ['names no public address', () => Promise.resolve(undefined)],
    ['cannot be read', () => Promise.reject(new Error('503: unavailable'))],
  ])('When the config %s, then the page origin is used', async (_case, load) => {
    expect((await lobby(load)).qr).toBe(`${window.location.origin}/join?code=123456`);
  });
});
