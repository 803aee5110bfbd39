import type {
  ClaimResult,
  CreateRoomResult,
  RoomRecord,
  RoomStore,
  RoomStoreOptions,
  UpdateRoomResult,
} from './room-store';

type StoredRoom = {
  version: number;
  /** Kept serialised so callers get copies and states behave exactly as they do on Redis. */
  stateJson: string;
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
 */
export class MemoryRoomStore<S> implements RoomStore<S> {
  readonly #rooms = new Map<string, StoredRoom>();
  readonly #leases = new Map<string, StoredLease>();
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
    const room: StoredRoom = {
      version: 1,
      stateJson: serialise(state),
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
    const stateJson = serialise(state);
    const now = this.#now();
    room.version += 1;
    room.stateJson = stateJson;
    room.updatedAt = now;
    room.expiresAt = now + this.#ttlMs;
    // The caller's own state: no parse of what was just serialised (one per event, O(room)).
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

  async ping(): Promise<void> {}

  async close(): Promise<void> {
    if (this.#sweepTimer) clearInterval(this.#sweepTimer);
  }

  /** Drops expired rooms and leases from memory. */
  sweepExpired(): void {
    const now = this.#now();
    for (const [code, room] of this.#rooms) if (room.expiresAt <= now) this.#rooms.delete(code);
    for (const [code, lease] of this.#leases) if (lease.expiresAt <= now) this.#leases.delete(code);
  }

  #live(code: string): StoredRoom | undefined {
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

function serialise(state: unknown): string {
  const json = JSON.stringify(state);
  // JSON.stringify(undefined) is undefined: refuse it here rather than store something unreadable.
  if (json === undefined) throw new TypeError('Room state must be JSON-serialisable');
  return json;
}

function toRecord<S>(code: string, room: StoredRoom): RoomRecord<S> {
  return {
    code,
    version: room.version,
    state: JSON.parse(room.stateJson) as S,
    updatedAt: room.updatedAt,
  };
}
