import type { Redis } from 'ioredis';
import { closeRedisClient } from '../redis-client';
import {
  acquireLeaseLua,
  claimLua,
  createRoomLua,
  deleteRoomLua,
  releaseClaimLua,
  releaseLeaseLua,
  renewLeaseLua,
  updateRoomLua,
} from './redis-room-scripts';
import type {
  ClaimResult,
  CreateRoomResult,
  RoomRecord,
  RoomStore,
  RoomStoreOptions,
  UpdateRoomResult,
} from './room-store';

export type RedisRoomStoreOptions = RoomStoreOptions & {
  /** Prepended to every key, so tests (and several apps on one Redis) never collide. Default `ttc:`. */
  keyPrefix?: string;
};

type ScriptArg = string | number;
type Script = (keys: string[], args: ScriptArg[]) => Promise<unknown>;

/**
 * Registers a Lua script on the client (ioredis sends EVALSHA and falls back to EVAL on a fresh
 * server) and returns a typed runner.
 */
function defineScript(client: Redis, name: string, numberOfKeys: number, lua: string): Script {
  client.defineCommand(name, { numberOfKeys, lua });
  const command = (client as unknown as Record<string, (...args: ScriptArg[]) => Promise<unknown>>)[
    name
  ];
  if (!command) throw new Error(`ioredis did not define the ${name} command`);
  return (keys, args) => command.call(client, ...keys, ...args);
}

/**
 * Rooms in Redis, shared by every realtime node. Writes are Lua scripts (compare-and-set, claims,
 * leases), so each is one atomic step across nodes; every write renews the room's TTL with
 * PEXPIRE. Takes ownership of the client: `close()` quits it.
 */
export class RedisRoomStore<S> implements RoomStore<S> {
  readonly #client: Redis;
  readonly #prefix: string;
  readonly #ttlMs: number;
  readonly #now: () => number;
  readonly #scripts: Record<
    | 'create'
    | 'update'
    | 'delete'
    | 'claim'
    | 'releaseClaim'
    | 'acquireLease'
    | 'renewLease'
    | 'releaseLease',
    Script
  >;

  constructor(client: Redis, options: RedisRoomStoreOptions) {
    this.#client = client;
    this.#prefix = options.keyPrefix ?? 'ttc:';
    this.#ttlMs = Math.round(options.ttlMs);
    this.#now = options.now ?? Date.now;
    this.#scripts = {
      create: defineScript(client, 'ttcRoomCreate', 3, createRoomLua),
      update: defineScript(client, 'ttcRoomUpdate', 2, updateRoomLua),
      delete: defineScript(client, 'ttcRoomDelete', 3, deleteRoomLua),
      claim: defineScript(client, 'ttcRoomClaim', 2, claimLua),
      releaseClaim: defineScript(client, 'ttcRoomReleaseClaim', 2, releaseClaimLua),
      acquireLease: defineScript(client, 'ttcLeaseAcquire', 1, acquireLeaseLua),
      renewLease: defineScript(client, 'ttcLeaseRenew', 1, renewLeaseLua),
      releaseLease: defineScript(client, 'ttcLeaseRelease', 1, releaseLeaseLua),
    };
  }

  async create(code: string, state: S): Promise<CreateRoomResult<S>> {
    const stateJson = serialise(state);
    const now = this.#now();
    const created = await this.#scripts.create(
      [this.#roomKey(code), this.#claimsKey(code), this.#leaseKey(code)],
      [stateJson, now, this.#ttlMs],
    );
    if (created !== 1) return { ok: false, reason: 'exists' };
    return {
      ok: true,
      record: { code, version: 1, state: parseState<S>(stateJson), updatedAt: now },
    };
  }

  async get(code: string): Promise<RoomRecord<S> | null> {
    const [version, stateJson, updatedAt] = await this.#client.hmget(
      this.#roomKey(code),
      'version',
      'state',
      'updatedAt',
    );
    if (version == null || stateJson == null || updatedAt == null) return null;
    return toRecord(code, version, stateJson, updatedAt);
  }

  async exists(code: string): Promise<boolean> {
    return (await this.#client.exists(this.#roomKey(code))) === 1;
  }

  async version(code: string): Promise<number | null> {
    const version = await this.#client.hget(this.#roomKey(code), 'version');
    return version == null ? null : Number(version);
  }

  async update(code: string, expectedVersion: number, state: S): Promise<UpdateRoomResult<S>> {
    const stateJson = serialise(state);
    const now = this.#now();
    const reply = await this.#scripts.update(
      [this.#roomKey(code), this.#claimsKey(code)],
      [String(expectedVersion), stateJson, now, this.#ttlMs],
    );
    if (!Array.isArray(reply)) throw unexpectedReply('update', reply);
    const [status, version, currentState, currentUpdatedAt] = reply as unknown[];
    if (status === 0) return { ok: false, reason: 'not_found' };
    if (status === 1) {
      return {
        ok: false,
        reason: 'conflict',
        current: toRecord(code, version, currentState, currentUpdatedAt),
      };
    }
    if (status === 2 && typeof version === 'number') {
      return {
        ok: true,
        record: { code, version, state, updatedAt: now },
      };
    }
    throw unexpectedReply('update', reply);
  }

  async delete(code: string): Promise<boolean> {
    const deleted = await this.#scripts.delete(
      [this.#roomKey(code), this.#claimsKey(code), this.#leaseKey(code)],
      [],
    );
    return deleted === 1;
  }

  async claim(code: string, scope: string, key: string, owner: string): Promise<ClaimResult> {
    const reply = await this.#scripts.claim(
      [this.#roomKey(code), this.#claimsKey(code)],
      [claimField(scope, key), owner, this.#ttlMs],
    );
    if (!Array.isArray(reply)) throw unexpectedReply('claim', reply);
    const [status, currentOwner] = reply as unknown[];
    if (status === 0) return { ok: false, reason: 'not_found' };
    if (status === 1 && typeof currentOwner === 'string') {
      return { ok: false, reason: 'taken', owner: currentOwner };
    }
    if (status === 2) return { ok: true };
    throw unexpectedReply('claim', reply);
  }

  async releaseClaim(code: string, scope: string, key: string, owner: string): Promise<boolean> {
    const released = await this.#scripts.releaseClaim(
      [this.#roomKey(code), this.#claimsKey(code)],
      [claimField(scope, key), owner, this.#ttlMs],
    );
    return released === 1;
  }

  async claimOwner(code: string, scope: string, key: string): Promise<string | null> {
    return this.#client.hget(this.#claimsKey(code), claimField(scope, key));
  }

  async acquireLease(code: string, owner: string, ttlMs: number): Promise<boolean> {
    const acquired = await this.#scripts.acquireLease(
      [this.#leaseKey(code)],
      [owner, leaseTtl(ttlMs)],
    );
    return acquired === 1;
  }

  async renewLease(code: string, owner: string, ttlMs: number): Promise<boolean> {
    const renewed = await this.#scripts.renewLease(
      [this.#leaseKey(code)],
      [owner, leaseTtl(ttlMs)],
    );
    return renewed === 1;
  }

  async releaseLease(code: string, owner: string): Promise<boolean> {
    const released = await this.#scripts.releaseLease([this.#leaseKey(code)], [owner]);
    return released === 1;
  }

  async leaseOwner(code: string): Promise<string | null> {
    return this.#client.get(this.#leaseKey(code));
  }

  async addToIndex(index: string, member: string): Promise<void> {
    const key = this.#indexKey(index);
    await this.#client.multi().sadd(key, member).pexpire(key, this.#ttlMs).exec();
  }

  async removeFromIndex(index: string, member: string): Promise<void> {
    await this.#client.srem(this.#indexKey(index), member);
  }

  async indexMembers(index: string): Promise<string[]> {
    return this.#client.smembers(this.#indexKey(index));
  }

  async ping(): Promise<void> {
    await this.#client.ping();
  }

  async close(): Promise<void> {
    await closeRedisClient(this.#client);
  }

  #roomKey(code: string): string {
    return `${this.#prefix}room:{${code}}`;
  }

  #claimsKey(code: string): string {
    return `${this.#prefix}room:{${code}}:claims`;
  }

  #leaseKey(code: string): string {
    return `${this.#prefix}room:{${code}}:lease`;
  }

  #indexKey(index: string): string {
    return `${this.#prefix}index:${index}`;
  }
}

const claimField = (scope: string, key: string) => JSON.stringify([scope, key]);

/** PX takes a positive whole number of milliseconds. */
function leaseTtl(ttlMs: number): number {
  if (!Number.isFinite(ttlMs) || ttlMs < 1)
    throw new RangeError('Lease ttlMs must be at least 1 ms');
  return Math.round(ttlMs);
}

function serialise(state: unknown): string {
  const json = JSON.stringify(state);
  if (json === undefined) throw new TypeError('Room state must be JSON-serialisable');
  return json;
}

function parseState<S>(json: string): S {
  return JSON.parse(json) as S;
}

function toRecord<S>(
  code: string,
  version: unknown,
  stateJson: unknown,
  updatedAt: unknown,
): RoomRecord<S> {
  const versionNumber = Number(version);
  const updatedAtNumber = Number(updatedAt);
  if (!Number.isInteger(versionNumber) || typeof stateJson !== 'string') {
    throw new Error(`Room ${code} is stored in an unexpected shape`);
  }
  return {
    code,
    version: versionNumber,
    state: parseState<S>(stateJson),
    updatedAt: updatedAtNumber,
  };
}

function unexpectedReply(operation: string, reply: unknown): Error {
  return new Error(`Unexpected Redis reply to ${operation}: ${JSON.stringify(reply)}`);
}
