import type { RoomState } from '@ttc/shared-protocol/classroom/state';
import { pendingTimers } from '@ttc/shared-protocol/classroom/timers';
import type { Logger } from 'pino';
import type { RoomStore } from '../store/room-store';

/** A lease lasts this long unless renewed; a dead holder's rooms are taken over after it. */
export const LEASE_TTL_MS = 3_000;
/** Every served room's lease is taken or renewed this often (take-over within TTL + poll). */
export const LEASE_POLL_MS = 1_000;
/** Every this many polls, rooms that no longer exist stop being served. */
const EXISTS_CHECK_POLLS = 30;

export type RoomTimersDeps = {
  store: RoomStore<RoomState>;
  nodeId: string;
  now: () => number;
  logger: Logger;
  /** Dispatches `timer-fired` for the room (the reducer refuses a stale id). */
  fire: (code: string, timerId: string) => Promise<void>;
  /** Tells the other nodes that a room's timer changed (the lease holder re-arms). */
  notifyOthers: (code: string) => void;
  leaseTtlMs?: number;
  leasePollMs?: number;
};

type Armed = { id: string; at: number; handle: NodeJS.Timeout };
/** A served room: whether this node holds its lease, and the lease check under way, if any. */
type Served = { held: boolean; refreshing: Promise<void> | null };

/**
 * The rooms' timers (question deadlines, podium steps) run only on the node holding the room's
 * lease in the store. Each node serves the rooms it has connections for: it takes or renews their
 * leases every second; the holder arms the room's pending timer from the saved state, so a node
 * that takes a lease over (its holder died) or restarts re-schedules from the state alone.
 * A timer fired twice (two holders for a moment) is harmless: the reducer accepts only the
 * room's current timer id, and the version compare-and-set lets one of them win.
 */
export class RoomTimers {
  readonly #deps: RoomTimersDeps;
  readonly #served = new Map<string, Served>();
  readonly #armed = new Map<string, Armed>();
  /**
   * Rooms whose timer fired but could not be applied (the store was away): the timer is still
   * pending in the saved state, so the next lease refresh that works arms it again from there.
   */
  readonly #unapplied = new Set<string>();
  readonly #ttl: number;
  readonly #poll: NodeJS.Timeout;
  #polls = 0;
  #polling = false;
  #closed = false;

  constructor(deps: RoomTimersDeps) {
    this.#deps = deps;
    this.#ttl = deps.leaseTtlMs ?? LEASE_TTL_MS;
    this.#poll = setInterval(() => void this.#pollLeases(), deps.leasePollMs ?? LEASE_POLL_MS);
    this.#poll.unref();
  }

  /** Whether this node holds the room's lease (as of its last take or renewal). */
  holds(code: string): boolean {
    return this.#served.get(code)?.held === true;
  }

  /**
   * Starts serving a room: takes its lease if free and arms its timer. Called on every join and
   * rejoin, so it is cheap when there is nothing to do: a room whose lease this node holds is
   * already served (the poll renews it), and calls during a lease check share that check (after
   * a restart, a thousand rejoins would otherwise each take the lease and load the whole room).
   */
  async serve(code: string): Promise<void> {
    if (this.#closed) return;
    const served = this.#servedEntry(code);
    if (served.refreshing) return served.refreshing;
    if (served.held) return;
    await this.#refresh(code);
  }

  #servedEntry(code: string): Served {
    let served = this.#served.get(code);
    if (!served) {
      served = { held: false, refreshing: null };
      this.#served.set(code, served);
    }
    return served;
  }

  /** Stops serving a room (it ended or is gone): its timer and lease are let go. */
  async unserve(code: string): Promise<void> {
    const served = this.#served.get(code);
    this.#served.delete(code);
    this.#unapplied.delete(code);
    this.#disarm(code);
    if (served?.held) await this.#deps.store.releaseLease(code, this.#deps.nodeId).catch(() => {});
  }

  /** The reducer's `schedule` effect. */
  async schedule(code: string, timerId: string, at: number): Promise<void> {
    if (this.#closed) return;
    this.#servedEntry(code);
    if (this.holds(code)) {
      this.#arm(code, timerId, at);
      return;
    }
    await this.#refresh(code);
    if (this.holds(code)) this.#arm(code, timerId, at);
    else this.#deps.notifyOthers(code);
  }

  /** The reducer's `cancel` effect (an id that is not armed here is ignored). */
  cancel(code: string, timerId: string): void {
    if (this.#armed.get(code)?.id === timerId) this.#disarm(code);
  }

  /** Another node changed the room's timer: the holder reloads it from the saved state. */
  async rearm(code: string): Promise<void> {
    if (this.holds(code)) await this.#armFromState(code);
  }

  /**
   * Stops every timer and gives the leases up, so another node takes the rooms over at once.
   * `releaseLeases: false` leaves them to expire, as a node that died would (tests of take-over).
   */
  async close(options: { releaseLeases?: boolean } = {}): Promise<void> {
    this.#closed = true;
    clearInterval(this.#poll);
    for (const code of [...this.#armed.keys()]) this.#disarm(code);
    const held = [...this.#served].filter(([, s]) => s.held).map(([code]) => code);
    this.#served.clear();
    if (options.releaseLeases === false) return;
    await Promise.allSettled(
      held.map((code) => this.#deps.store.releaseLease(code, this.#deps.nodeId)),
    );
  }

  /**
   * Takes or renews the lease; on a fresh take arms from the state, on a loss disarms. One check
   * per room at a time: a call during one waits for it.
   */
  #refresh(code: string): Promise<void> {
    const served = this.#served.get(code);
    if (!served) return Promise.resolve();
    if (served.refreshing) return served.refreshing;
    const refreshing = this.#check(code, served).finally(() => {
      if (served.refreshing === refreshing) served.refreshing = null;
    });
    served.refreshing = refreshing;
    return refreshing;
  }

  async #check(code: string, served: Served): Promise<void> {
    let held: boolean;
    try {
      held = await this.#deps.store.acquireLease(code, this.#deps.nodeId, this.#ttl);
    } catch (error) {
      this.#deps.logger.warn({ err: error, code }, 'Room lease check failed');
      return;
    }
    const wasHeld = served.held;
    served.held = held;
    if (held && (!wasHeld || this.#unapplied.has(code))) await this.#armFromState(code);
    if (!held && wasHeld) this.#disarm(code);
  }

  async #armFromState(code: string): Promise<void> {
    let state: RoomState | null;
    try {
      state = (await this.#deps.store.get(code))?.state ?? null;
    } catch (error) {
      this.#deps.logger.warn({ err: error, code }, 'Room load for its timers failed');
      return;
    }
    this.#unapplied.delete(code);
    if (!state || state.stage.phase === 'ended') {
      await this.unserve(code);
      return;
    }
    const [timer] = pendingTimers(state);
    if (timer) this.#arm(code, timer.id, timer.at);
    else this.#disarm(code);
  }

  #arm(code: string, id: string, at: number): void {
    if (this.#closed) return;
    const current = this.#armed.get(code);
    if (current?.id === id) return;
    this.#disarm(code);
    const delay = Math.max(0, at - this.#deps.now());
    const handle = setTimeout(() => {
      if (this.#armed.get(code)?.id === id) this.#armed.delete(code);
      this.#deps.fire(code, id).catch((error: unknown) => {
        this.#deps.logger.error({ err: error, code, timerId: id }, 'Room timer failed');
        // Without this a deadline that passed during a Redis outage would never close the
        // question (nor a podium step come): the lease stays held, so nothing re-arms it.
        if (!this.#closed) this.#unapplied.add(code);
      });
    }, delay);
    this.#armed.set(code, { id, at, handle });
  }

  #disarm(code: string): void {
    const armed = this.#armed.get(code);
    if (!armed) return;
    clearTimeout(armed.handle);
    this.#armed.delete(code);
  }

  async #pollLeases(): Promise<void> {
    if (this.#polling || this.#closed) return;
    this.#polling = true;
    try {
      this.#polls += 1;
      const checkExists = this.#polls % EXISTS_CHECK_POLLS === 0;
      await Promise.all(
        [...this.#served.keys()].map(async (code) => {
          if (checkExists && !(await this.#deps.store.exists(code).catch(() => true))) {
            await this.unserve(code);
            return;
          }
          await this.#refresh(code);
        }),
      );
    } finally {
      this.#polling = false;
    }
  }
}
