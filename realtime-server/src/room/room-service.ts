import type { Effect } from '@ttc/shared-protocol/classroom/effects';
import {
  type ReducePolicy,
  type ReduceResult,
  type ReduceSuccess,
  reduce,
} from '@ttc/shared-protocol/classroom/reduce';
import { Refusal, refusal } from '@ttc/shared-protocol/classroom/refusals';
import type { RoomEvent } from '@ttc/shared-protocol/classroom/room-events';
import { Rule } from '@ttc/shared-protocol/classroom/rules';
import { activePlayer, type RoomState } from '@ttc/shared-protocol/classroom/state';
import type { RoomRecord, RoomStore } from '../store/room-store';
import { newRoomCode } from './codes';

/** Compare-and-set retries before a batch gives up (only other nodes writing can cause them). */
const MAX_ATTEMPTS = 20;
/** Fresh codes tried before creating a room gives up (each taken code is one retry). */
const MAX_CODE_ATTEMPTS = 50;
/** Rooms whose last saved state this node keeps in memory. */
const MAX_CACHED_ROOMS = 10_000;
/** Events of one room applied together and saved with one write. */
export const MAX_BATCH = 1_000;

/**
 * Where the emits meant for one seat go when the event came from that seat's own connection
 * (a join or a rejoin): straight to that connection, not through the adapter. A resync is the
 * answer to the connection that asked for it; through the adapter it would cost a Redis stream
 * entry per payload and, on one node, a copy in the connection-state recovery buffer.
 */
export type DirectReply = {
  playerId: string;
  emit(event: string, payload: unknown): void;
};

/** Runs the effects of an accepted event (emits, timers, drops, results). */
export type EffectRunner = (
  code: string,
  effects: Effect[],
  state: RoomState,
  reply?: DirectReply,
) => Promise<void> | undefined;

/**
 * Whether the reducer, given this event, changes nothing in the room but its version and
 * `updatedAt`: a student coming back to a seat that still counts as connected (a quick drop
 * within the grace period, or every seat after a restart of the only node) is only resynced.
 * A batch of nothing else needs no write (test: room-service.test.ts checks this against the
 * reducer).
 */
export function onlyResyncs(state: RoomState, event: RoomEvent): boolean {
  if (event.type !== 'reconnect' || event.actor.role !== 'student') return false;
  const seat = activePlayer(state, event.actor.playerId);
  return seat?.connected === true;
}

/**
 * Called after the new state is saved and before its effects run: the place to put the sending
 * connection into its Socket.IO rooms, so the views the effects emit reach it too.
 */
export type BeforeEffects = (accepted: ReduceSuccess) => Promise<void> | void;

export type RoomServiceDeps = {
  store: RoomStore<RoomState>;
  now: () => number;
  policy: ReducePolicy;
  runEffects: EffectRunner;
};

type EventItem = {
  kind: 'event';
  event: RoomEvent;
  beforeEffects: BeforeEffects | undefined;
  reply: DirectReply | undefined;
  resolve: (result: ReduceResult) => void;
  reject: (error: unknown) => void;
};
type TaskItem = {
  kind: 'task';
  run: () => Promise<void>;
};
type Item = EventItem | TaskItem;

/**
 * Applies room events (style principle 3): per room one serialized stream on this node, and
 * across nodes a version compare-and-set.
 *
 * The stream is a queue per room. Whatever has queued up while the room was busy is applied as
 * one batch: load the room, reduce each event in order with the server's `now`, save once with
 * the version it was loaded at; on a conflict (another node wrote first) reduce the whole batch
 * again against the record the store returned. Only then are the effects carried out and the
 * events answered, in order. A burst of answers thus costs one write, not one write (and one
 * serialisation of the whole room) per answer. A refused event changed nothing, so it sits in a
 * batch harmlessly.
 *
 * The last state this node saved is kept (the reducer updates it in place, so it is taken out
 * while a batch runs and put back once saved): most batches need no read, and a stale copy is
 * caught by the compare-and-set. A refusal against a kept copy is checked against the store
 * first, so nothing is refused for being out of date.
 */
export class RoomService {
  readonly #deps: RoomServiceDeps;
  readonly #queues = new Map<string, Item[]>();
  readonly #cache = new Map<string, RoomRecord<RoomState>>();
  /** The latest state per room, for reads that tolerate a moment's staleness (suggestions). */
  readonly #latest = new Map<string, RoomState>();

  constructor(deps: RoomServiceDeps) {
    this.#deps = deps;
  }

  /**
   * Applies one event to room `code`. A refusal changes nothing and runs no effect. `reply`:
   * the sending connection, for the emits meant for its own seat (see `DirectReply`).
   */
  dispatch(
    code: string,
    event: RoomEvent,
    beforeEffects?: BeforeEffects,
    reply?: DirectReply,
  ): Promise<ReduceResult> {
    return new Promise((resolve, reject) => {
      this.#enqueue(code, { kind: 'event', event, beforeEffects, reply, resolve, reject });
    });
  }

  /** Runs `task` in the room's stream, after everything queued before it. */
  serialize<T>(code: string, task: () => Promise<T>): Promise<T> {
    return new Promise((resolve, reject) => {
      this.#enqueue(code, {
        kind: 'task',
        run: () => task().then(resolve, reject),
      });
    });
  }

  /**
   * Creates a room under a fresh code: `build(code)` makes the `create` event; a code some live
   * room holds is refused by the store's atomic `create`, and another is drawn.
   */
  async create(build: (code: string) => RoomEvent, beforeEffects?: BeforeEffects) {
    const { store } = this.#deps;
    for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt++) {
      const code = newRoomCode();
      const result = reduce(null, build(code), this.#deps.now(), this.#deps.policy);
      if ('error' in result) return result;
      const created = await store.create(code, result.state);
      if (!created.ok) continue;
      await this.serialize(code, async () => {
        this.#keep(code, { ...created.record, state: result.state });
        await beforeEffects?.(result);
        await this.#deps.runEffects(code, result.effects, result.state);
      });
      return result;
    }
    throw new Error(`No free room code after ${MAX_CODE_ATTEMPTS} attempts`);
  }

  /**
   * Deletes the room (state, claims, lease) if its stored state passes `matches`, in the room's
   * stream so no event of this node is applied halfway. True when it was deleted. Other nodes'
   * kept copies fail their next compare-and-set and answer "no room".
   */
  remove(code: string, matches: (state: RoomState) => boolean): Promise<boolean> {
    return this.serialize(code, async () => {
      const record = await this.#deps.store.get(code);
      if (!record || !matches(record.state)) return false;
      this.#cache.delete(code);
      this.#latest.delete(code);
      return this.#deps.store.delete(code);
    });
  }

  /** The room's current state (a fresh copy), or null. */
  async load(code: string): Promise<RoomState | null> {
    return (await this.#deps.store.get(code))?.state ?? null;
  }

  /**
   * The room's state as this node last saw it, else as stored; read it at once and never change
   * it. For answers that may lag by a moment (free names to suggest), without parsing the room.
   */
  async peek(code: string): Promise<RoomState | null> {
    return this.#latest.get(code) ?? this.load(code);
  }

  #enqueue(code: string, item: Item): void {
    const queue = this.#queues.get(code);
    if (queue) {
      queue.push(item);
      return;
    }
    this.#queues.set(code, [item]);
    void this.#drain(code);
  }

  /** Works through the room's queue until it is empty, one task or one batch at a time. */
  async #drain(code: string): Promise<void> {
    const queue = this.#queues.get(code);
    if (!queue) return;
    while (queue.length > 0) {
      // One turn of the event loop first, so messages already received join this batch (an
      // in-memory store answers within the same turn, which would make every batch one event).
      await new Promise((resolve) => setImmediate(resolve));
      const first = queue[0];
      if (first?.kind === 'task') {
        queue.shift();
        await first.run();
        continue;
      }
      const batch: EventItem[] = [];
      while (batch.length < MAX_BATCH && queue[0]?.kind === 'event') {
        batch.push(queue.shift() as EventItem);
      }
      try {
        await this.#apply(code, batch);
      } catch (error) {
        for (const item of batch) item.reject(error);
      }
    }
    this.#queues.delete(code);
  }

  async #apply(code: string, batch: EventItem[]): Promise<void> {
    const { store, policy } = this.#deps;
    const cached = this.#take(code);
    let record: RoomRecord<RoomState> | null = cached ?? (await store.get(code));
    let fromCache = cached !== null;
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      if (!record) {
        for (const item of batch) item.resolve(refusal(Refusal.roomNotFound, Rule.create));
        return;
      }
      const { state } = record;
      const stamp = { version: state.version, updatedAt: state.updatedAt };
      let changed = false;
      const results = batch.map((item) => {
        const resyncOnly = onlyResyncs(state, item.event);
        const result = reduce(state, item.event, this.#deps.now(), policy);
        if (!resyncOnly && !('error' in result)) changed = true;
        return result;
      });
      const accepted = results.some((result) => !('error' in result));
      if (fromCache && results.some((result) => 'error' in result)) {
        const fresh = await store.get(code);
        if (fresh && fresh.version !== record.version) {
          record = fresh;
          fromCache = false;
          continue;
        }
      }
      if (!accepted) {
        this.#keep(code, record);
        for (const [i, item] of batch.entries()) item.resolve(results[i] as ReduceResult);
        return;
      }
      if (!changed) {
        // Only resyncs: the stored room already is this state. No write (a whole room of JSON),
        // only a check that the kept copy is current; the version goes back to the stored one.
        state.version = stamp.version;
        state.updatedAt = stamp.updatedAt;
        const current = fromCache ? await store.version(code) : record.version;
        if (current === record.version) {
          this.#keep(code, record);
          await this.#carryOut(code, batch, results);
          return;
        }
        record = current === null ? null : await store.get(code);
        fromCache = false;
        continue;
      }
      const saved = await store.update(code, record.version, state);
      if (saved.ok) {
        this.#keep(code, saved.record);
        await this.#carryOut(code, batch, results);
        return;
      }
      if (saved.reason === 'not_found') {
        this.#latest.delete(code);
        for (const item of batch) item.resolve(refusal(Refusal.roomNotFound, Rule.create));
        return;
      }
      record = saved.current;
      fromCache = false;
    }
    throw new Error(`Room ${code}: the version kept changing for ${MAX_ATTEMPTS} attempts`);
  }

  /** Runs the accepted events' effects and answers every event, in order. */
  async #carryOut(code: string, batch: EventItem[], results: ReduceResult[]): Promise<void> {
    for (const [i, item] of batch.entries()) {
      const result = results[i] as ReduceResult;
      if (!('error' in result)) {
        // Awaited only when there is something to wait for: a burst of answers runs its effects
        // with no promise per answer.
        const before = item.beforeEffects?.(result);
        if (before) await before;
        const ran = this.#deps.runEffects(code, result.effects, result.state, item.reply);
        if (ran) await ran;
      }
      item.resolve(result);
    }
  }

  /** Takes the kept state of a room out of the cache (null if none). */
  #take(code: string): RoomRecord<RoomState> | null {
    const record = this.#cache.get(code) ?? null;
    this.#cache.delete(code);
    return record;
  }

  /** Keeps a room's latest saved state (ended rooms are let go; the oldest beyond the cap too). */
  #keep(code: string, record: RoomRecord<RoomState>): void {
    this.#cache.delete(code);
    this.#latest.delete(code);
    if (record.state.stage.phase === 'ended') return;
    this.#cache.set(code, record);
    this.#latest.set(code, record.state);
    if (this.#cache.size > MAX_CACHED_ROOMS) {
      const oldest = this.#cache.keys().next().value;
      if (oldest !== undefined) {
        this.#cache.delete(oldest);
        this.#latest.delete(oldest);
      }
    }
  }
}
