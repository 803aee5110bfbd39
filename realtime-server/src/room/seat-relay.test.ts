import { describe, expect, it } from 'vitest';
import type { RealtimeServer } from '../socket-types';
import { createSeatRelay, SEAT_FRAMES_EVENT, type SeatFrame } from './seat-relay';
import { seatRoom } from './socket-rooms';

/** A stand-in for the server: local rooms of fake connections, and what went to other nodes. */
function fakeServer(seats: Record<string, string[]>) {
  const rooms = new Map<string, Set<string>>();
  const sockets = new Map<string, { packet(packet: { data: unknown[] }): void }>();
  const received: Array<[string, unknown[]]> = [];
  for (const [room, ids] of Object.entries(seats)) {
    rooms.set(room, new Set(ids));
    for (const id of ids) {
      sockets.set(id, { packet: (packet) => received.push([id, packet.data]) });
    }
  }
  const published: Array<[string, string]> = [];
  const io = {
    of: () => ({ adapter: { rooms }, sockets }),
    serverSideEmit: (event: string, frames: Uint8Array) => {
      published.push([event, Buffer.from(frames).toString()]);
      return true;
    },
  } as unknown as RealtimeServer;
  return { io, received, published };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('seat relay', () => {
  it('[SR1] When frames are sent in one turn, then local seats get them at once and the other nodes get all of them in one message, in order', async () => {
    const { io, received, published } = fakeServer({ [seatRoom('123456', 'p1')]: ['s1'] });
    const relay = createSeatRelay(io, true);
    relay.send('123456', 'p1', 'room:you', { score: 1 });
    relay.send('123456', 'p2', 'room:you', { score: 2 });
    relay.send('123456', 'p1', 'room:state', { phase: 'lobby' });
    expect(received).toEqual([
      ['s1', ['room:you', { score: 1 }]],
      ['s1', ['room:state', { phase: 'lobby' }]],
    ]);
    expect(published).toEqual([]);
    await nextTurn();
    expect(published).toHaveLength(1);
    const [event, frames] = published[0] ?? [];
    expect(event).toBe(SEAT_FRAMES_EVENT);
    // A seat with a connection here is sent on too: it may hold one on another node as well.
    expect(JSON.parse(frames ?? '')).toEqual([
      ['123456', 'p1', 'room:you', { score: 1 }],
      ['123456', 'p2', 'room:you', { score: 2 }],
      ['123456', 'p1', 'room:state', { phase: 'lobby' }],
    ] satisfies SeatFrame[]);
  });

  it('[SR2] When no other node can hold a connection, then nothing is published', async () => {
    const { io, received, published } = fakeServer({ [seatRoom('123456', 'p1')]: ['s1'] });
    const relay = createSeatRelay(io, false);
    relay.send('123456', 'p1', 'room:you', { score: 1 });
    await nextTurn();
    expect(received).toHaveLength(1);
    expect(published).toEqual([]);
  });

  it('[SR3] When a batch comes from another node, then each frame reaches the connections of its seat here, and malformed input is ignored', () => {
    const { io, received } = fakeServer({
      [seatRoom('123456', 'p1')]: ['s1', 's2'],
      [seatRoom('654321', 'p1')]: ['s3'],
    });
    const relay = createSeatRelay(io, true);
    const bytes = (text: string) => new Uint8Array(Buffer.from(text));
    relay.receive(
      bytes(
        JSON.stringify([
          ['123456', 'p1', 'room:you', { score: 3 }],
          ['123456', 'p9', 'room:you', { score: 9 }],
          ['123456', 7, 'room:you', {}],
          'nonsense',
        ]),
      ),
    );
    relay.receive(bytes('{not json'));
    relay.receive('[["123456","p1","room:you",{}]]');
    relay.receive({ frames: [] });
    expect(received).toEqual([
      ['s1', ['room:you', { score: 3 }]],
      ['s2', ['room:you', { score: 3 }]],
    ]);
  });

  it('[SR4] When flushed before the turn ends (a node stopping), then the pending frames go out once', async () => {
    const { io, published } = fakeServer({});
    const relay = createSeatRelay(io, true);
    relay.send('123456', 'p1', 'room:you', { score: 1 });
    relay.flush();
    await nextTurn();
    expect(published).toHaveLength(1);
  });
});
