import type { ReduceResult } from '@ttc/shared-protocol/classroom/reduce';
import type { RoomEventOf } from '@ttc/shared-protocol/classroom/room-events';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeServer } from '../socket-types';
import {
  AnswerForwarding,
  APPLY_HERE_AFTER_TIMEOUT_MS,
  FORWARD_EVENT,
  FORWARD_TIMEOUT_MS,
  FORWARDED_EVENT,
} from './answer-forwarding';

type Answer = RoomEventOf<'answer'>;

const answer = (playerId: string): Answer => ({
  type: 'answer',
  actor: { role: 'student', playerId },
  questionIndex: 0,
  answer: { kind: 'choice', label: '3:00' },
});

const seatOf = (event: Answer) => (event.actor.role === 'student' ? event.actor.playerId : null);

const accepted = { state: {}, effects: [], ack: {} } as unknown as ReduceResult;

/**
 * Nodes on a fake pub/sub: what one publishes reaches every other node's listeners on a later
 * turn (as Redis does), unless the bus is `down`.
 */
function cluster() {
  const listeners = new Map<string, Map<string, (message: unknown) => void>>();
  const published: string[] = [];
  let down = false;
  let clock = 0;
  const node = (
    nodeId: string,
    options: {
      holds: boolean;
      dispatch?: (code: string, event: Answer) => Promise<ReduceResult>;
      recorded?: Answer['answer'];
    },
  ) => {
    const own = new Map<string, (message: unknown) => void>();
    listeners.set(nodeId, own);
    const dispatched: Answer[] = [];
    const io = {
      serverSideEmit: (event: string, message: Uint8Array) => {
        published.push(`${nodeId} ${event}`);
        if (down) return true;
        for (const [other, handlers] of listeners) {
          if (other === nodeId) continue;
          setImmediate(() => handlers.get(event)?.(new Uint8Array(message)));
        }
        return true;
      },
    } as unknown as RealtimeServer;
    const forwarding = new AnswerForwarding({
      io,
      nodeId,
      others: true,
      holds: () => options.holds,
      dispatch: async (code, event) => {
        dispatched.push(event);
        return options.dispatch ? options.dispatch(code, event) : accepted;
      },
      recorded: async () => options.recorded,
      now: () => clock,
      logger: pino({ level: 'silent' }),
    });
    own.set(FORWARD_EVENT, forwarding.receiveForwards);
    own.set(FORWARDED_EVENT, forwarding.receiveOutcomes);
    return { forwarding, dispatched };
  };
  return {
    node,
    published,
    setDown: (value: boolean) => {
      down = value;
    },
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('answer forwarding', () => {
  it('[AF1] When a node without the lease gets answers, then the holder applies them, one message each way per turn', async () => {
    const net = cluster();
    const holder = net.node('a', { holds: true });
    const other = net.node('b', { holds: false });
    const outcomes = await Promise.all([
      other.forwarding.submit('123456', answer('p1')),
      other.forwarding.submit('123456', answer('p2')),
    ]);
    expect(outcomes).toEqual([{ ok: true }, { ok: true }]);
    expect(holder.dispatched.map((e) => e.actor)).toEqual([
      { role: 'student', playerId: 'p1' },
      { role: 'student', playerId: 'p2' },
    ]);
    expect(other.dispatched).toEqual([]);
    expect(net.published).toEqual([`b ${FORWARD_EVENT}`, `a ${FORWARDED_EVENT}`]);
  });

  it("[AF2] When the holder refuses an answer, then the sender gets the reducer's refusal", async () => {
    const net = cluster();
    const refusal = { error: { code: 'conflict', message: 'You have already answered.' } };
    net.node('a', {
      holds: true,
      dispatch: async () => refusal as unknown as ReduceResult,
    });
    const other = net.node('b', { holds: false });
    expect(await other.forwarding.submit('123456', answer('p1'))).toEqual(refusal);
  });

  it('[AF3] When this node holds the lease, then the answer is applied here', async () => {
    const net = cluster();
    const holder = net.node('a', { holds: true });
    expect(await holder.forwarding.submit('123456', answer('p1'))).toEqual({ ok: true });
    expect(holder.dispatched).toHaveLength(1);
    expect(net.published).toEqual([]);
  });

  it('[AF4] When nobody answers a forward in time, then it is applied here, and so are the room’s next answers for a while', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const net = cluster();
    const other = net.node('b', { holds: false });
    net.setDown(true);
    const first = other.forwarding.submit('123456', answer('p1'));
    await vi.advanceTimersByTimeAsync(FORWARD_TIMEOUT_MS);
    expect(await first).toEqual({ ok: true });
    net.setDown(false);
    const holder = net.node('a', { holds: true });
    expect(await other.forwarding.submit('123456', answer('p2'))).toEqual({ ok: true });
    expect(other.dispatched.map(seatOf)).toEqual(['p1', 'p2']);
    net.advance(APPLY_HERE_AFTER_TIMEOUT_MS + 1);
    const later = other.forwarding.submit('123456', answer('p3'));
    await vi.advanceTimersByTimeAsync(0);
    expect(await later).toEqual({ ok: true });
    expect(holder.dispatched.map(seatOf)).toEqual(['p3']);
  });

  it('[AF7] When the holder applied an answer whose outcome came too late, then the answer applied here again is acknowledged only if it is the one the room holds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const twice = { error: { reason: 'already_answered', message: 'You have already answered.' } };
    const refuse = async () => twice as unknown as ReduceResult;
    const net = cluster();
    net.setDown(true);
    const same = net.node('b', { holds: false, dispatch: refuse, recorded: answer('p1').answer });
    const pending = same.forwarding.submit('123456', answer('p1'));
    await vi.advanceTimersByTimeAsync(FORWARD_TIMEOUT_MS);
    expect(await pending).toEqual({ ok: true });

    const other = net.node('c', {
      holds: false,
      dispatch: refuse,
      recorded: { kind: 'choice', label: '4:00' },
    });
    const differs = other.forwarding.submit('123456', answer('p1'));
    await vi.advanceTimersByTimeAsync(FORWARD_TIMEOUT_MS);
    expect(await differs).toEqual(twice);
    // Applied here without a forward first: a second answer is refused as always.
    expect(await same.forwarding.submit('123456', answer('p1'))).toEqual(twice);
  });

  it('[AF8] When the late-applied answer was the room’s last and closed the question, then the answer refused here as closed is acknowledged if the room holds it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const closed = { error: { reason: 'question_closed', message: 'This question is closed.' } };
    const refuse = async () => closed as unknown as ReduceResult;
    const net = cluster();
    net.setDown(true);
    const held = net.node('b', { holds: false, dispatch: refuse, recorded: answer('p1').answer });
    const pending = held.forwarding.submit('123456', answer('p1'));
    await vi.advanceTimersByTimeAsync(FORWARD_TIMEOUT_MS);
    expect(await pending).toEqual({ ok: true });

    const missing = net.node('c', { holds: false, dispatch: refuse });
    const late = missing.forwarding.submit('123456', answer('p2'));
    await vi.advanceTimersByTimeAsync(FORWARD_TIMEOUT_MS);
    expect(await late).toEqual(closed);
  });

  it('[AF5] When the holder fails to apply an answer, then the sender learns it failed', async () => {
    const net = cluster();
    net.node('a', {
      holds: true,
      dispatch: async () => {
        throw new Error('store away');
      },
    });
    const other = net.node('b', { holds: false });
    expect(await other.forwarding.submit('123456', answer('p1'))).toEqual({ failed: true });
  });

  it('[AF6] When a node stops, then its waiting forwards are applied here and it takes no more', async () => {
    const net = cluster();
    const other = net.node('b', { holds: false });
    const waiting = other.forwarding.submit('123456', answer('p1'));
    other.forwarding.close();
    expect(await waiting).toEqual({ ok: true });
    expect(await other.forwarding.submit('123456', answer('p2'))).toEqual({ ok: true });
    expect(other.dispatched.map(seatOf)).toEqual(['p1', 'p2']);
  });
});
