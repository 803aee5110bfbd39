import { copyJson } from '@ttc/shared-protocol/classroom/copy';
import type {
  ClaimResult,
  CreateRoomResult,
  RoomRecord,
  RoomStore,
  RoomStoreOptions,
  UpdateRoomResult,
} from './room-store';

type StoredRoom<S> = {
  version: number;
  /** The very object last written (see the class comment); reads get JSON copies of it. */
  state: S;
  updatedAt: number;
  expiresAt: number;
  /**
   * scope -> key -> owner; dies with the room. Nested rather than one map under a combined key:
   * a room of 3000 seats holds several claims per seat, and a combined key would be one more
   * string per claim (a rope of heap objects, as V8 builds JSON.stringify's output; B4).
   */
  claims: Map<string, Map<string, string>>;
};

type StoredLease = { owner: string; expiresAt: number };

export type MemoryRoomStoreOptions = RoomStoreOptions & {
  /**
   * How often expired rooms and leases are swept out of memory (they are already invisible once
   * expired). 0 disables the sweep, which tests with an injected clock use. Default 60 s.
   */
  sweepIntervalMs?: number;
};

/**
 * The embedded store: rooms live in this process and die with it. Every method does its check
 * and its write without an `await` in between, which is what makes each call atomic here.
 *
 * A write keeps the state object it is given, not a serialised copy: serialising the whole room
 * on every write was the largest single cost of an answer burst (a room of 300 students with a
 * round of answers is a few hundred KB of JSON, written once per batch of answers). Reads
 * (`get`, a conflict's `current`, `create`'s record) hand out JSON copies, so states still
 * behave exactly as they do on Redis and a reader can never change the stored room.
 *
 * What this asks of the writer: the object given to `update` stays the room until the next
 * write, and the writer may go on changing it in place for that next write (as the RoomService
 * does: the reducer updates the state it owns). A read in between sees those changes early.
 * That is sound for the one writer an in-process store has (this node's RoomService, whose
 * reducer changes nothing on a refusal and never throws for a valid event); two writers sharing
 * one memory store would each need their own copies, and that is what Redis is for.
 */
export class MemoryRoomStore<S> implements RoomStore<S> {
  readonly #rooms = new Map<string, StoredRoom<S>>();
  readonly #leases = new Map<string, StoredLease>();
  readonly #indexes = new Map<string, { members: Set<string>; expiresAt: number }>();
  readonly #ttlMs: number;
  readonly #now: () => number;
  readonly #sweepTimer: NodeJS.Timeout | undefined;

  constructor(options: MemoryRoomStoreOptions) {
    this.#ttlMs = options.ttlMs;
    this.#now = options.now ?? Date.now;
    const sweepIntervalMs = options.sweepIntervalMs ?? 60_000;
    if (sweepIntervalMs > 0) {
      this.#sweepTimer = setInterval(() => this.sweepExpired(), sweepIntervalMs);
      // The sweep only frees memory; it must never keep the process alive.
      this.#sweepTimer.unref();
    }
  }

  async create(code: string, state: S): Promise<CreateRoomResult<S>> {
    if (this.#live(code)) return { ok: false, reason: 'exists' };
    const now = this.#now();
    checkState(state);
    const room: StoredRoom<S> = {
      version: 1,
      state,
      updatedAt: now,
      expiresAt: now + this.#ttlMs,
      claims: new Map(),
    };
    this.#rooms.set(code, room);
    // A lease left by an earlier room with this code must not block the new room's timers.
    this.#leases.delete(code);
    return { ok: true, record: toRecord(code, room) };
  }

  async get(code: string): Promise<RoomRecord<S> | null> {
    const room = this.#live(code);
    return room ? toRecord(code, room) : null;
  }

  async exists(code: string): Promise<boolean> {
    return this.#live(code) !== undefined;
  }

  async version(code: string): Promise<number | null> {
    return this.#live(code)?.version ?? null;
  }

  async update(code: string, expectedVersion: number, state: S): Promise<UpdateRoomResult<S>> {
    const room = this.#live(code);
    if (!room) return { ok: false, reason: 'not_found' };
    if (room.version !== expectedVersion) {
      return { ok: false, reason: 'conflict', current: toRecord(code, room) };
    }
    checkState(state);
    const now = this.#now();
    room.version += 1;
    room.state = state;
    room.updatedAt = now;
    room.expiresAt = now + this.#ttlMs;
    // The caller's own state: it goes on owning it (see the class comment).
    return { ok: true, record: { code, version: room.version, state, updatedAt: now } };
  }

  async delete(code: string): Promise<boolean> {
    const existed = this.#live(code) !== undefined;
    this.#rooms.delete(code);
    this.#leases.delete(code);
    return existed;
  }

  async claim(code: string, scope: string, key: string, owner: string): Promise<ClaimResult> {
    const room = this.#live(code);
    if (!room) return { ok: false, reason: 'not_found' };
    let claims = room.claims.get(scope);
    if (!claims) {
      claims = new Map();
      room.claims.set(scope, claims);
    }
    const current = claims.get(key);
    if (current !== undefined && current !== owner)
      return { ok: false, reason: 'taken', owner: current };
    claims.set(key, owner);
    room.expiresAt = this.#now() + this.#ttlMs;
    return { ok: true };
  }

  async releaseClaim(code: string, scope: string, key: string, owner: string): Promise<boolean> {
    const room = this.#live(code);
    if (!room) return false;
    const claims = room.claims.get(scope);
    if (claims?.get(key) !== owner) return false;
    claims.delete(key);
    room.expiresAt = this.#now() + this.#ttlMs;
    return true;
  }

  async claimOwner(code: string, scope: string, key: string): Promise<string | null> {
    return this.#live(code)?.claims.get(scope)?.get(key) ?? null;
  }

  async acquireLease(code: string, owner: string, ttlMs: number): Promise<boolean> {
    checkLeaseTtl(ttlMs);
    const lease = this.#liveLease(code);
    if (lease && lease.owner !== owner) return false;
    this.#leases.set(code, { owner, expiresAt: this.#now() + ttlMs });
    return true;
  }

  async renewLease(code: string, owner: string, ttlMs: number): Promise<boolean> {
    checkLeaseTtl(ttlMs);
    const lease = this.#liveLease(code);
    if (!lease || lease.owner !== owner) return false;
    lease.expiresAt = this.#now() + ttlMs;
    return true;
  }

  async releaseLease(code: string, owner: string): Promise<boolean> {
    const lease = this.#liveLease(code);
    if (!lease || lease.owner !== owner) return false;
    this.#leases.delete(code);
    return true;
  }

  async leaseOwner(code: string): Promise<string | null> {
    return this.#liveLease(code)?.owner ?? null;
  }

  async addToIndex(index: string, member: string): Promise<void> {
    const kept = this.#liveIndex(index);
    const expiresAt = this.#now() + this.#ttlMs;
    if (kept) {
      kept.members.add(member);
      kept.expiresAt = expiresAt;
    } else {
      this.#indexes.set(index, { members: new Set([member]), expiresAt });
    }
  }

  async removeFromIndex(index: string, member: string): Promise<void> {
    const kept = this.#liveIndex(index);
    kept?.members.delete(member);
    if (kept?.members.size === 0) this.#indexes.delete(index);
  }

  async indexMembers(index: string): Promise<string[]> {
    return [...(this.#liveIndex(index)?.members ?? [])];
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {
    if (this.#sweepTimer) clearInterval(this.#sweepTimer);
  }

  /** Drops expired rooms and leases from memory. */
  sweepExpired(): void {
    const now = this.#now();
    for (const [code, room] of this.#rooms) if (room.expiresAt <= now) this.#rooms.delete(code);
    for (const [code, lease] of this.#leases) if (lease.expiresAt <= now) this.#leases.delete(code);
    for (const [name, index] of this.#indexes)
      if (index.expiresAt <= now) this.#indexes.delete(name);
  }

  #liveIndex(index: string) {
    const kept = this.#indexes.get(index);
    if (kept && kept.expiresAt <= this.#now()) {
      this.#indexes.delete(index);
      return undefined;
    }
    return kept;
  }

  #live(code: string): StoredRoom<S> | undefined {
    const room = this.#rooms.get(code);
    if (!room) return undefined;
    if (room.expiresAt <= this.#now()) {
      this.#rooms.delete(code);
      return undefined;
    }
    return room;
  }

  #liveLease(code: string): StoredLease | undefined {
    const lease = this.#leases.get(code);
    if (!lease) return undefined;
    if (lease.expiresAt <= this.#now()) {
      this.#leases.delete(code);
      return undefined;
    }
    return lease;
  }
}

/** Same rule as Redis PX: a positive number of milliseconds. */
function checkLeaseTtl(ttlMs: number): void {
  if (!Number.isFinite(ttlMs) || ttlMs < 1)
    throw new RangeError('Lease ttlMs must be at least 1 ms');
}

/** JSON.stringify(undefined) is undefined: refuse it at the write, not at some later read. */
function checkState(state: unknown): void {
  if (state === undefined || typeof state === 'function' || typeof state === 'symbol') {
    throw new TypeError('Room state must be JSON-serialisable');
  }
}

/** A copy of the stored room, through JSON as on Redis (a reader may change it freely). */
function toRecord<S>(code: string, room: StoredRoom<S>): RoomRecord<S> {
  return {
    code,
    version: room.version,
    state: copyJson(room.state),
    updatedAt: room.updatedAt,
  };
}
