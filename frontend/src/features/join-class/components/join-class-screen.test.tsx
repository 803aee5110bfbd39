import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SuggestNamesAck } from '@ttc/shared-protocol/realtime/acks';
import { CODES_BLOCKED_MESSAGE } from '@ttc/shared-protocol/realtime/join-codes';
import { Suspense, useState } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespaces } from '../../../lib/i18n';
import { createClassroomConnection } from '../../../lib/realtime/classroom-connection';
import {
  currentSeat,
  PENDING_JOIN_KEY,
  pendingSeatToken,
  saveSeat,
} from '../../../lib/realtime/seat-storage';
import { FakeClassroomSocket } from '../../../lib/realtime/testing/fake-classroom-socket';
import { rememberCharacter } from '../model/remembered-character';
import { JoinClassScreen, type SessionScreenProps } from './join-class-screen';

const TOKEN = 'T'.repeat(32);
const NAMES: SuggestNamesAck['names'] = [
  { kind: 'generated', adjective: 'happy', animal: 'panda', text: 'Happy Panda' },
  { kind: 'generated', adjective: 'brave', animal: 'fox', text: 'Brave Fox' },
  { kind: 'generated', adjective: 'happy', animal: 'owl', text: 'Happy Owl' },
];

/** Suspends on demand (like a language switch loading its texts) until released. */
const gate = { hide: () => {}, release: () => {} };
function Gate() {
  const [hidden, setHidden] = useState<Promise<void> | null>(null);
  gate.hide = () => {
    const pending = new Promise<void>((resolve) => {
      gate.release = resolve;
    });
    setHidden(pending.then(() => setHidden(null)));
  };
  if (hidden) throw hidden;
  return null;
}

function Session({ seat, connection }: SessionScreenProps) {
  return (
    <>
      <p>In the game as {seat.nickname}</p>
      {/* The join (or the rejoin after a reload) leaves the seat held: answers may go out. */}
      <p>Seat {connection.seat()}</p>
    </>
  );
}

/** The address the screen is at (what a reload would open). */
function Address() {
  const location = useLocation();
  return <p data-testid="address">{`${location.pathname}${location.search}`}</p>;
}

/** The join screen at `path` over a fake socket the test answers as the server. */
function renderJoin(path: string, setup: (fake: FakeClassroomSocket) => void = () => {}) {
  const fake = new FakeClassroomSocket();
  fake.answer('session:ping', () => ({ ok: true, data: { serverTime: Date.now() } }));
  fake.answer('room:suggest-names', ({ code }) =>
    code === '123456'
      ? { ok: true, data: { names: NAMES, typedNames: true } }
      : { ok: false, error: { code: 'not_found', message: 'There is no room with this code.' } },
  );
  fake.answer('room:join', ({ nickname, character }) => ({
    ok: true,
    data: {
      playerId: 'player-1',
      nickname: nickname.kind === 'typed' ? nickname.text : 'Happy Panda',
      character,
      rejoinToken: TOKEN,
    },
  }));
  setup(fake);
  const openConnection = async () => {
    const connection = createClassroomConnection(fake.asSocket(), {
      window: new EventTarget() as unknown as Window,
    });
    queueMicrotask(() => fake.accept());
    return connection;
  };
  const events = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[path]}>
      <JoinClassScreen Session={Session} openConnection={openConnection} />
      <Address />
    </MemoryRouter>,
  );
  return { fake, events };
}

describe('JoinClassScreen', () => {
  beforeAll(async () => {
    await loadNamespaces(['live-student', 'student-game']);
  });

  it('When opened from the QR address, then its room key goes with the code check and the join', async () => {
    const key = 'abcdefghijklmnopqrstuvwx';
    const { fake, events } = renderJoin(`/join?code=123456&key=${key}`);
    await events.click(screen.getByRole('button', { name: 'Go!' }));
    await events.click(await screen.findByRole('button', { name: /Panda/ }));
    await events.click(screen.getByRole('button', { name: 'Next' }));
    await events.click(await screen.findByRole('button', { name: 'Happy Panda' }));
    expect(await screen.findByText('In the game as Happy Panda')).toBeInTheDocument();
    // The code check, then the names drawn for the chosen character.
    expect(fake.sentOf('room:suggest-names')).toEqual([
      { code: '123456', key, count: 3 },
      { code: '123456', key, count: 3, character: 'panda' },
    ]);
    expect(fake.sentOf('room:join')).toEqual([expect.objectContaining({ code: '123456', key })]);
  });

  it('When the child types another code than the scanned one, then the room key stays behind', async () => {
    const { fake, events } = renderJoin('/join?code=123456&key=abcdefghijklmnopqrstuvwx');
    await events.click(screen.getByRole('button', { name: 'Delete' }));
    await events.click(screen.getByRole('button', { name: '7' }));
    expect(screen.getByLabelText('Class code')).toHaveValue('123457');
    await events.click(screen.getByRole('button', { name: 'Go!' }));
    await waitFor(() =>
      expect(fake.sentOf('room:suggest-names')).toEqual([{ code: '123457', count: 3 }]),
    );
  });

  it('When typed codes from this network are blocked, then the child is told to scan the QR code', async () => {
    const { events } = renderJoin('/join?code=123456', (f) =>
      f.answer('room:suggest-names', () => ({
        ok: false,
        error: { code: 'rate_limited', message: CODES_BLOCKED_MESSAGE },
      })),
    );
    await events.click(screen.getByRole('button', { name: 'Go!' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many wrong codes from this network. Scan the QR code on the board',
    );
  });

  it('When opened from the QR address, then the code is filled in and the child joins in three taps', async () => {
    const { fake, events } = renderJoin('/join?code=123456');
    expect(screen.getByRole('heading', { level: 1, name: 'Join a Class' })).toBeInTheDocument();
    expect(screen.getByLabelText('Class code')).toHaveValue('123456');

    await events.click(screen.getByRole('button', { name: 'Go!' }));
    await events.click(await screen.findByRole('button', { name: /Panda/ }));
    await events.click(screen.getByRole('button', { name: 'Next' }));
    await events.click(await screen.findByRole('button', { name: 'Happy Panda' }));

    expect(await screen.findByText('In the game as Happy Panda')).toBeInTheDocument();
    expect(screen.getByText('Seat held')).toBeInTheDocument();
    expect(fake.sentOf('room:join')).toEqual([
      {
        code: '123456',
        nickname: { kind: 'generated', adjective: 'happy', animal: 'panda' },
        character: 'panda',
        seatToken: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/),
      },
    ]);
    expect(window.localStorage.getItem(PENDING_JOIN_KEY)).toBeNull();
    // The device keeps the token for a reload; the address never holds it.
    expect(currentSeat()).toMatchObject({ code: '123456', rejoinToken: TOKEN });
    expect(window.location.href).not.toContain(TOKEN);
  });

  it('When the code is typed on the keypad and is wrong, then a friendly error says so', async () => {
    const { events } = renderJoin('/join');
    const go = screen.getByRole('button', { name: 'Go!' });
    expect(go).toBeDisabled();
    for (const digit of ['9', '9', '9', '9', '9', '1']) {
      await events.click(screen.getByRole('button', { name: digit }));
    }
    await events.click(screen.getByRole('button', { name: 'Delete' }));
    await events.click(screen.getByRole('button', { name: '8' }));
    expect(screen.getByLabelText('Class code')).toHaveValue('999998');
    await events.click(go);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We can't find a class with this code. Check the numbers and try again!",
    );
  });

  it('When the room is locked at the join, then the child is told and is back at the code', async () => {
    const { events } = renderJoin('/join?code=123456', (fake) =>
      fake.answer('room:join', () => ({
        ok: false,
        error: { code: 'forbidden', message: 'The room is locked.' },
      })),
    );
    await events.click(screen.getByRole('button', { name: 'Go!' }));
    await events.click(await screen.findByRole('button', { name: /Cat/ }));
    await events.click(screen.getByRole('button', { name: 'Next' }));
    await events.click(await screen.findByRole('button', { name: 'Brave Fox' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This class is locked. Ask your teacher to let you in.',
    );
    expect(screen.getByLabelText('Class code')).toHaveValue('123456');
  });

  it('When the name was just taken, then the child is told and gets fresh names', async () => {
    const { fake, events } = renderJoin('/join?code=123456', (f) =>
      f.answer('room:join', () => ({
        ok: false,
        error: { code: 'conflict', message: 'This name is already taken.' },
      })),
    );
    await events.click(screen.getByRole('button', { name: 'Go!' }));
    await events.click(await screen.findByRole('button', { name: /Owl/ }));
    await events.click(screen.getByRole('button', { name: 'Next' }));
    await events.click(await screen.findByRole('button', { name: 'Happy Owl' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone already has this name. Pick another one!',
    );
    // The code check, the names for the owl, and fresh ones (still for the owl).
    await waitFor(() => expect(fake.sentOf('room:suggest-names')).toHaveLength(3));
    expect(fake.sentOf('room:suggest-names')[2]).toMatchObject({ character: 'owl' });
  });

  it('When a typed name is refused as offensive, then the child is asked for another', async () => {
    const { events } = renderJoin('/join?code=123456', (f) =>
      f.answer('room:join', () => ({
        ok: false,
        error: { code: 'validation_failed', message: 'Please pick another name.' },
      })),
    );
    await events.click(screen.getByRole('button', { name: 'Go!' }));
    await events.click(await screen.findByRole('button', { name: /Dino/ }));
    await events.click(screen.getByRole('button', { name: 'Next' }));
    await events.click(await screen.findByRole('button', { name: 'Type my own name' }));
    await events.type(screen.getByLabelText('Your name'), 'Rude');
    await events.click(screen.getByRole('button', { name: 'Join the game!' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Let's pick a different name.");
  });

  it('When the room is locked, then the child is told at the code, before picking a character', async () => {
    const { events } = renderJoin('/join?code=123456', (f) =>
      f.answer('room:suggest-names', () => ({
        ok: false,
        error: { code: 'forbidden', message: 'The room is locked.' },
      })),
    );
    await events.click(screen.getByRole('button', { name: 'Go!' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This class is locked.');
    expect(screen.queryByRole('button', { name: /Dino/ })).toBeNull();
    expect(screen.getByLabelText('Class code')).toHaveValue('123456');
  });

  it('When the room takes only generated names, then typing a name is not offered', async () => {
    const { events } = renderJoin('/join?code=123456', (f) =>
      f.answer('room:suggest-names', () => ({ ok: true, data: { names: NAMES } })),
    );
    await events.click(screen.getByRole('button', { name: 'Go!' }));
    await events.click(await screen.findByRole('button', { name: /Dino/ }));
    await events.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('button', { name: 'Happy Panda' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Type my own name' })).toBeNull();
  });

  it('When the child double-taps Go! and a name, then one check and one join are sent', async () => {
    const { fake, events } = renderJoin('/join?code=123456');
    await events.dblClick(screen.getByRole('button', { name: 'Go!' }));
    await events.click(await screen.findByRole('button', { name: /Panda/ }));
    await events.click(screen.getByRole('button', { name: 'Next' }));
    await events.dblClick(await screen.findByRole('button', { name: 'Brave Fox' }));
    expect(await screen.findByText('In the game as Happy Panda')).toBeInTheDocument();
    // One code check (the second is the names for the chosen character).
    expect(fake.sentOf('room:suggest-names')).toEqual([
      { code: '123456', count: 3 },
      { code: '123456', count: 3, character: 'panda' },
    ]);
    expect(fake.sentOf('room:join')).toHaveLength(1);
  });

  it('When the answer to the join is lost, then the same join goes again with its seat token and the child holds one seat', async () => {
    let joins = 0;
    const { fake, events } = renderJoin('/join?code=123456', (f) =>
      f.answer('room:join', ({ seatToken }) => {
        joins += 1;
        // The first join took its seat but its answer never came back.
        if (joins === 1) return 'no-answer';
        return {
          ok: true,
          data: {
            playerId: 'player-1',
            nickname: 'Brave Fox',
            character: 'panda',
            rejoinToken: seatToken ?? TOKEN,
          },
        };
      }),
    );
    await events.click(screen.getByRole('button', { name: 'Go!' }));
    await events.click(await screen.findByRole('button', { name: /Panda/ }));
    await events.click(screen.getByRole('button', { name: 'Next' }));
    await events.click(await screen.findByRole('button', { name: 'Brave Fox' }));
    expect(await screen.findByText('In the game as Brave Fox')).toBeInTheDocument();
    const sent = fake.sentOf('room:join');
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
    expect(currentSeat()?.rejoinToken).toBe(sent[0]?.seatToken);
  });

  it('When the page reloads while a join was on its way, then the child lands in the seat that join took', async () => {
    const seatToken = pendingSeatToken('123456');
    const { fake } = renderJoin('/join?code=123456&step=name', (f) =>
      f.answer('room:rejoin', () => ({
        ok: true,
        data: { playerId: 'player-1', nickname: 'Happy Owl', character: 'owl' },
      })),
    );
    expect(await screen.findByText('In the game as Happy Owl')).toBeInTheDocument();
    expect(fake.sentOf('room:rejoin')).toEqual([{ code: '123456', rejoinToken: seatToken }]);
    expect(fake.sentOf('room:join')).toEqual([]);
    expect(currentSeat()).toMatchObject({ code: '123456', rejoinToken: seatToken });
    expect(window.localStorage.getItem(PENDING_JOIN_KEY)).toBeNull();
  });

  it('When a join on its way before a reload took no seat, then the child is back on the name step', async () => {
    rememberCharacter('owl');
    pendingSeatToken('123456');
    const { fake } = renderJoin('/join?code=123456&step=name', (f) =>
      f.answer('room:rejoin', () => ({
        ok: false,
        error: { code: 'forbidden', message: 'This seat cannot be found. Join again.' },
      })),
    );
    expect(await screen.findByRole('button', { name: 'Happy Owl' })).toBeInTheDocument();
    expect(fake.sentOf('room:rejoin')).toHaveLength(1);
    expect(window.localStorage.getItem(PENDING_JOIN_KEY)).toBeNull();
  });

  it('When the page reloads on the name step, then the child lands back on it with the code checked again', async () => {
    const first = renderJoin('/join');
    for (const digit of ['1', '2', '3', '4', '5', '6']) {
      await first.events.click(screen.getByRole('button', { name: digit }));
    }
    await first.events.click(screen.getByRole('button', { name: 'Go!' }));
    await first.events.click(await screen.findByRole('button', { name: /Owl/ }));
    // The address follows the step in an effect after the render: wait for it.
    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent('/join?code=123456&step=character'),
    );
    await first.events.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('button', { name: 'Happy Owl' });
    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent('/join?code=123456&step=name'),
    );
    const address = screen.getByTestId('address').textContent ?? '';
    expect(address).toBe('/join?code=123456&step=name');
    cleanup();

    // The reload: the same address, the character remembered on the device.
    const { fake } = renderJoin(address);
    expect(await screen.findByRole('button', { name: 'Happy Owl' })).toBeInTheDocument();
    expect(fake.sentOf('room:suggest-names')).toEqual([
      { code: '123456', count: 3, character: 'owl' },
    ]);
  });

  it('When the page reloads on a step of a class that is gone, then the child is told at the code', async () => {
    renderJoin('/join?code=999999&step=character');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We can't find a class with this code. Check the numbers and try again!",
    );
    expect(screen.getByLabelText('Class code')).toHaveValue('999999');
    // The whole address: '/join?code=999999' alone would match before the step is dropped.
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('/join?code=999999'),
    );
  });

  it('When the page reloads with a seat on the device, then it goes straight back into it', async () => {
    saveSeat({ code: '123456', playerId: 'player-1', rejoinToken: TOKEN });
    const { fake } = renderJoin('/join', (f) =>
      f.answer('room:rejoin', () => ({
        ok: true,
        data: { playerId: 'player-1', nickname: 'Happy Panda', character: 'panda' },
      })),
    );
    expect(await screen.findByText('In the game as Happy Panda')).toBeInTheDocument();
    expect(fake.sentOf('room:rejoin')).toEqual([{ code: '123456', rejoinToken: TOKEN }]);
  });

  it('When the stored seat is in a room that expired, then a clear screen offers a new game', async () => {
    saveSeat({ code: '123456', playerId: 'player-1', rejoinToken: TOKEN });
    const { events } = renderJoin('/join', (f) =>
      f.answer('room:rejoin', () => ({
        ok: false,
        error: { code: 'not_found', message: 'There is no room with this code.' },
      })),
    );
    expect(await screen.findByRole('heading', { name: 'This game is over' })).toBeInTheDocument();
    expect(currentSeat()).toBeNull();
    await events.click(screen.getByRole('button', { name: 'Join a game' }));
    expect(screen.getByLabelText('Class code')).toHaveValue('');
  });

  it('When the server cannot be reached, then the child sees it with a way to try again', async () => {
    const fake = new FakeClassroomSocket();
    const events = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/join?code=123456']}>
        <JoinClassScreen
          Session={Session}
          openConnection={async () => {
            const connection = createClassroomConnection(fake.asSocket(), {
              window: new EventTarget() as unknown as Window,
            });
            // The server refuses the handshake for good.
            queueMicrotask(() => {
              fake.active = false;
              act(() => connection.state.apply({ type: 'connect-error', willRetry: false }));
            });
            return connection;
          }}
        />
      </MemoryRouter>,
    );
    await events.click(screen.getByRole('button', { name: 'Go!' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We can't reach the class right now. Check the Wi-Fi and try again.",
    );
  });

  it('When a boundary above hides the screen mid-game and shows it again, then the child is still seated on one live connection', async () => {
    saveSeat({ code: '123456', playerId: 'player-1', rejoinToken: TOKEN });
    const sockets: FakeClassroomSocket[] = [];
    render(
      <MemoryRouter initialEntries={['/join']}>
        <Suspense fallback={<p>Loading texts</p>}>
          <Gate />
          <JoinClassScreen
            Session={Session}
            openConnection={async () => {
              const fake = new FakeClassroomSocket();
              fake.answer('room:rejoin', () => ({
                ok: true,
                data: { playerId: 'player-1', nickname: 'Happy Panda', character: 'panda' },
              }));
              sockets.push(fake);
              const connection = createClassroomConnection(fake.asSocket(), {
                window: new EventTarget() as unknown as Window,
              });
              queueMicrotask(() => fake.accept());
              return connection;
            }}
          />
        </Suspense>
      </MemoryRouter>,
    );
    expect(await screen.findByText('In the game as Happy Panda')).toBeInTheDocument();
    act(() => gate.hide());
    expect(await screen.findByText('Loading texts')).toBeInTheDocument();
    await act(async () => gate.release());
    expect(await screen.findByText('In the game as Happy Panda')).toBeInTheDocument();
    // Either the first connection stayed open, or a new one took the seat back by its token.
    const live = sockets.filter((socket) => socket.active);
    expect(live).toHaveLength(1);
    expect(live[0]?.sentOf('room:rejoin')).toEqual([{ code: '123456', rejoinToken: TOKEN }]);
    expect(screen.getByText('Seat held')).toBeInTheDocument();
  });
  it('When the room is a class room, then the child taps its own character on the roster (taken ones disabled) and joins as that child; a seat taken meanwhile refreshes the roster', async () => {
    const MIA = '11111111-1111-4111-8111-111111111111';
    const LEO = '22222222-2222-4222-8222-222222222222';
    const IAN = '33333333-3333-4333-8333-333333333333';
    let leoTaken = false;
    const roster = () => ({
      name: 'Room 4',
      roster: [
        { childId: MIA, nickname: 'Mia', character: 'cat' as const, taken: true },
        { childId: LEO, nickname: 'Leo', character: 'owl' as const, taken: leoTaken },
        { childId: IAN, nickname: 'Ian', character: 'bear' as const, taken: false },
      ],
    });
    const { fake, events } = renderJoin('/join?code=123456', (socket) => {
      socket.answer('room:suggest-names', () => ({
        ok: true,
        data: { names: [], classroom: roster() },
      }));
      socket.answer('room:join', ({ nickname, character }) => {
        if (nickname.kind === 'roster' && nickname.childId === LEO) {
          leoTaken = true;
          return {
            ok: false,
            error: { code: 'conflict', message: 'This name is already taken.' },
          };
        }
        return {
          ok: true,
          data: { playerId: 'player-1', nickname: 'Ian', character, rejoinToken: TOKEN },
        };
      });
    });
    await events.click(screen.getByRole('button', { name: 'Go!' }));
    expect(await screen.findByRole('heading', { name: 'Tap your picture' })).toBeInTheDocument();
    expect(screen.getByText('Class: Room 4')).toBeInTheDocument();
    // No character step and no typing: the roster is the whole choice.
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Mia is already playing' })).toBeDisabled();
    // The address follows the step in an effect after the render: wait for it.
    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent('/join?code=123456&step=roster'),
    );

    await events.click(screen.getByRole('button', { name: 'I am Leo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Someone already has this name/);
    expect(await screen.findByRole('button', { name: 'Leo is already playing' })).toBeDisabled();

    // The keyboard works too: tab to Ian and press Enter.
    screen.getByRole('button', { name: 'I am Ian' }).focus();
    await events.keyboard('{Enter}');
    expect(await screen.findByText('In the game as Ian')).toBeInTheDocument();
    expect(fake.sentOf('room:join').at(-1)).toEqual(
      expect.objectContaining({ nickname: { kind: 'roster', childId: IAN }, character: 'bear' }),
    );
  });
});
