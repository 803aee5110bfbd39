/**
 * Live room storage. One interface, two implementations (memory and Redis) that pass one contract
 * suite (`test/room-store-contract.ts`). Rooms are versioned records written by compare-and-set,
 * so two nodes (or two queued handlers) can never both apply an event to the same version.
 *
 * Every write renews the room's time to live: a room is forgotten `ttlMs` after its last write.
 * Codes are opaque strings chosen by the server (never reused while a room lives: `create` fails
 * on an existing code). Values are stored as JSON, so a state must survive a JSON round trip, and
 * every record returned is a fresh copy the caller may mutate.
 */

/** One stored room. `version` starts at 1 and grows by 1 on every successful update. */
export type RoomRecord<S> = {
  code: string;
  version: number;
  state: S;
  /** ms since epoch of the last write, from the store's clock. */
  updatedAt: number;
};

/** Result of `create`: the code is taken while a room with it lives. */
export type CreateRoomResult<S> =
  | { ok: true; record: RoomRecord<S> }
  | { ok: false; reason: 'exists' };

/**
 * Result of `update`. A stale `expectedVersion` is a `conflict` carrying the current record, so the
 * caller can re-apply its event without another read.
 */
export type UpdateRoomResult<S> =
  | { ok: true; record: RoomRecord<S> }
  | { ok: false; reason: 'conflict'; current: RoomRecord<S> }
  | { ok: false; reason: 'not_found' };

/**
 * Result of `claim`. A claim is a unique key inside one room (a nickname, an answer slot) owned by
 * one id; it lives and dies with the room.
 */
export type ClaimResult =
  | { ok: true }
  | { ok: false; reason: 'taken'; owner: string }
  | { ok: false; reason: 'not_found' };

/** The live-room store. All methods are atomic per call, also across nodes sharing one Redis. */
export interface RoomStore<S> {
  /** Creates a room at version 1; `exists` if a live room already has this code. */
  create(code: string, state: S): Promise<CreateRoomResult<S>>;
  /** The room, or null if there is none (never created, deleted or expired). */
  get(code: string): Promise<RoomRecord<S> | null>;
  /** Whether a live room has this code (for code generation; `create` is the atomic check). */
  exists(code: string): Promise<boolean>;
  /**
   * The room's current version, or null if there is none: a cheap check that a kept copy is
   * still current, without reading (and parsing) the whole state.
   */
  version(code: string): Promise<number | null>;
  /**
   * Compare-and-set: writes `state` as version `expectedVersion + 1` only if the room is at
   * `expectedVersion`. On success the record holds the very `state` object passed in, so a large
   * room is not parsed back after every write. Redis keeps its own serialised copy; the memory
   * store keeps that object itself, for its one writer to go on changing (memory-room-store.ts).
   */
  update(code: string, expectedVersion: number, state: S): Promise<UpdateRoomResult<S>>;
  /** Removes the room with its claims and its lease. True if a room was there. */
  delete(code: string): Promise<boolean>;

  /**
   * Takes a unique key in a room's `scope` (e.g. scope `name`, key the normalised nickname) for
   * `owner`. Atomic: of any number of racing claims for one key exactly one wins. Claiming a key
   * you already own succeeds again (a rejoin). Counts as a write: renews the room's TTL.
   */
  claim(code: string, scope: string, key: string, owner: string): Promise<ClaimResult>;
  /** Frees a key, only if `owner` holds it. True if it was released. */
  releaseClaim(code: string, scope: string, key: string, owner: string): Promise<boolean>;
  /** Who holds a key, or null. */
  claimOwner(code: string, scope: string, key: string): Promise<string | null>;

  /**
   * Takes the room's lease (the right to run its timers) for `ttlMs`. True if `owner` now holds
   * it: it was free, expired, or already `owner`'s (then it is extended). Leases are independent
   * of the room's TTL; the holder renews well before `ttlMs` runs out.
   */
  acquireLease(code: string, owner: string, ttlMs: number): Promise<boolean>;
  /** Extends the lease to `ttlMs` from now, only if `owner` holds it. */
  renewLease(code: string, owner: string, ttlMs: number): Promise<boolean>;
  /** Gives the lease up, only if `owner` holds it. */
  releaseLease(code: string, owner: string): Promise<boolean>;
  /** The lease holder, or null if the lease is free or expired. */
  leaseOwner(code: string): Promise<string | null>;

  /**
   * Sets of room codes kept beside the rooms (e.g. `host:<userId>`: the rooms one teacher opened),
   * so a rule across rooms finds them without a scan. An index lives the rooms' TTL after its last
   * addition; members whose room is gone stay until removed (callers check and remove them).
   */
  addToIndex(index: string, member: string): Promise<void>;
  removeFromIndex(index: string, member: string): Promise<void>;
  /** The members of an index, in no particular order ([] for none). */
  indexMembers(index: string): Promise<string[]>;

  /** Resolves when the store answers (health checks); rejects otherwise. */
  ping(): Promise<void>;
  /** Releases connections and timers. */
  close(): Promise<void>;
}

/** Options every implementation takes. */
export type RoomStoreOptions = {
  /** A room is forgotten this long after its last write. */
  ttlMs: number;
  /** The clock for `updatedAt` (and, in memory, for expiry). Defaults to `Date.now`. */
  now?: () => number;
};
