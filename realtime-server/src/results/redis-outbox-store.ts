import type { Redis } from 'ioredis';
import { closeRedisClient } from '../redis-client';
import type { OutboxEntry, ParkedEntry, ResultsOutboxStore, WaitingEntry } from './outbox-store';

/** Parked sessions kept at most (the oldest go first); each can be a few MB. */
const MAX_PARKED = 100;

// Keys (all under the prefix): `results:due` a sorted set of session ids by due time; hashes by
// session id: `results:body` (the JSON body), `results:queued` (first queued, ms),
// `results:attempts`, `results:error` (the last failure); parked ones in `results:parked` (their
// details, JSON), `results:parked-body` and `results:parked-order` (by parking time, for the cap).
const KEY_NAMES = [
  'due',
  'body',
  'queued',
  'attempts',
  'error',
  'parked',
  'parked-body',
  'parked-order',
] as const;
const KEY_COUNT = KEY_NAMES.length;

/** ARGV: id, body, queuedAt, dueAt. Adds unless the id waits or is parked. */
const addLua = `
if redis.call('HEXISTS', KEYS[2], ARGV[1]) == 1 or redis.call('HEXISTS', KEYS[6], ARGV[1]) == 1 then
  return 0
end
redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
redis.call('HSET', KEYS[3], ARGV[1], ARGV[3])
redis.call('HSET', KEYS[4], ARGV[1], 0)
redis.call('ZADD', KEYS[1], ARGV[4], ARGV[1])
return 1
`;

/** ARGV: now, leaseUntil, limit. Returns [id, body, queuedAt, attempts, lastError]... */
const claimLua = `
local ids = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, tonumber(ARGV[3]))
local out = {}
for _, id in ipairs(ids) do
  local body = redis.call('HGET', KEYS[2], id)
  if body then
    redis.call('ZADD', KEYS[1], 'XX', ARGV[2], id)
    table.insert(out, id)
    table.insert(out, body)
    table.insert(out, redis.call('HGET', KEYS[3], id) or '0')
    table.insert(out, redis.call('HGET', KEYS[4], id) or '0')
    table.insert(out, redis.call('HGET', KEYS[5], id) or '')
  else
    redis.call('ZREM', KEYS[1], id)
  end
end
return out
`;

/** ARGV: id. */
const removeLua = `
redis.call('ZREM', KEYS[1], ARGV[1])
redis.call('HDEL', KEYS[2], ARGV[1])
redis.call('HDEL', KEYS[3], ARGV[1])
redis.call('HDEL', KEYS[4], ARGV[1])
redis.call('HDEL', KEYS[5], ARGV[1])
return 1
`;

/** ARGV: id. Waiting or parked, it goes. */
const discardLua = `
redis.call('ZREM', KEYS[1], ARGV[1])
redis.call('HDEL', KEYS[2], ARGV[1])
redis.call('HDEL', KEYS[3], ARGV[1])
redis.call('HDEL', KEYS[4], ARGV[1])
redis.call('HDEL', KEYS[5], ARGV[1])
redis.call('HDEL', KEYS[6], ARGV[1])
redis.call('HDEL', KEYS[7], ARGV[1])
redis.call('ZREM', KEYS[8], ARGV[1])
return 1
`;

/** ARGV: id, dueAt, error. Only for an entry still waiting (another node may have delivered it). */
const retryLua = `
if not redis.call('ZSCORE', KEYS[1], ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], 'XX', ARGV[2], ARGV[1])
redis.call('HINCRBY', KEYS[4], ARGV[1], 1)
redis.call('HSET', KEYS[5], ARGV[1], ARGV[3])
return 1
`;

/** ARGV: id, details (JSON), parkedAt, max parked. */
const parkLua = `
local body = redis.call('HGET', KEYS[2], ARGV[1])
if not body then return 0 end
redis.call('HSET', KEYS[7], ARGV[1], body)
redis.call('HSET', KEYS[6], ARGV[1], ARGV[2])
redis.call('ZADD', KEYS[8], ARGV[3], ARGV[1])
redis.call('ZREM', KEYS[1], ARGV[1])
redis.call('HDEL', KEYS[2], ARGV[1])
redis.call('HDEL', KEYS[3], ARGV[1])
redis.call('HDEL', KEYS[4], ARGV[1])
redis.call('HDEL', KEYS[5], ARGV[1])
local excess = redis.call('ZCARD', KEYS[8]) - tonumber(ARGV[4])
if excess > 0 then
  for _, old in ipairs(redis.call('ZRANGE', KEYS[8], 0, excess - 1)) do
    redis.call('HDEL', KEYS[6], old)
    redis.call('HDEL', KEYS[7], old)
    redis.call('ZREM', KEYS[8], old)
  end
end
return 1
`;

type ScriptArg = string | number;
type Script = (args: ScriptArg[]) => Promise<unknown>;

type ParkedDetails = Omit<ParkedEntry, 'id' | 'body'>;

/**
 * The outbox in Redis: results survive a restart of the realtime server, and any node sharing
 * the Redis delivers what a dead node left. Each operation is one Lua script (atomic). Takes
 * ownership of the client: `close()` quits it.
 */
export class RedisOutboxStore implements ResultsOutboxStore {
  readonly #client: Redis;
  readonly #keys: string[];
  readonly #scripts: Record<'add' | 'claim' | 'remove' | 'discard' | 'retry' | 'park', Script>;

  constructor(client: Redis, options: { keyPrefix?: string } = {}) {
    this.#client = client;
    const prefix = options.keyPrefix ?? 'ttc:';
    this.#keys = KEY_NAMES.map((name) => `${prefix}results:${name}`);
    const define = (name: string, lua: string): Script => {
      client.defineCommand(name, { numberOfKeys: KEY_COUNT, lua });
      const command = (
        client as unknown as Record<string, (...a: ScriptArg[]) => Promise<unknown>>
      )[name];
      if (!command) throw new Error(`ioredis did not define the ${name} command`);
      return (args) => command.call(client, ...this.#keys, ...args);
    };
    this.#scripts = {
      add: define('ttcResultsAdd', addLua),
      claim: define('ttcResultsClaim', claimLua),
      remove: define('ttcResultsRemove', removeLua),
      discard: define('ttcResultsDiscard', discardLua),
      retry: define('ttcResultsRetry', retryLua),
      park: define('ttcResultsPark', parkLua),
    };
  }

  #key(name: (typeof KEY_NAMES)[number]): string {
    return this.#keys[KEY_NAMES.indexOf(name)] as string;
  }

  async add(id: string, body: string, queuedAt: number, dueAt: number): Promise<boolean> {
    return (await this.#scripts.add([id, body, queuedAt, dueAt])) === 1;
  }

  async claimDue(now: number, leaseMs: number, limit: number): Promise<OutboxEntry[]> {
    const flat = (await this.#scripts.claim([now, now + leaseMs, limit])) as string[];
    const entries: OutboxEntry[] = [];
    for (let i = 0; i + 4 < flat.length; i += 5) {
      entries.push({
        id: flat[i] as string,
        body: flat[i + 1] as string,
        queuedAt: Number(flat[i + 2]),
        attempts: Number(flat[i + 3]),
        lastError: flat[i + 4] || null,
      });
    }
    return entries;
  }

  async remove(id: string): Promise<void> {
    await this.#scripts.remove([id]);
  }

  async discard(id: string): Promise<void> {
    await this.#scripts.discard([id]);
  }

  async retryAt(id: string, dueAt: number, error: string): Promise<void> {
    await this.#scripts.retry([id, dueAt, error]);
  }

  async park(entry: OutboxEntry, status: number, error: string, parkedAt: number): Promise<void> {
    const details: ParkedDetails = {
      attempts: entry.attempts + 1,
      queuedAt: entry.queuedAt,
      lastError: error,
      status,
      parkedAt,
    };
    await this.#scripts.park([entry.id, JSON.stringify(details), parkedAt, MAX_PARKED]);
  }

  async nextDueAt(): Promise<number | null> {
    const [, score] = await this.#client.zrange(this.#key('due'), '0', '0', 'WITHSCORES');
    return score === undefined ? null : Number(score);
  }

  async pendingCount(): Promise<number> {
    return this.#client.zcard(this.#key('due'));
  }

  async waiting(): Promise<WaitingEntry[]> {
    const flat = await this.#client.zrange(this.#key('due'), '0', '-1', 'WITHSCORES');
    const ids = flat.filter((_, i) => i % 2 === 0);
    if (ids.length === 0) return [];
    const [queued, attempts, errors] = await Promise.all([
      this.#client.hmget(this.#key('queued'), ...ids),
      this.#client.hmget(this.#key('attempts'), ...ids),
      this.#client.hmget(this.#key('error'), ...ids),
    ]);
    return ids.map((id, i) => ({
      id,
      dueAt: Number(flat[i * 2 + 1]),
      queuedAt: Number(queued[i] ?? 0),
      attempts: Number(attempts[i] ?? 0),
      lastError: errors[i] || null,
    }));
  }

  async parked(): Promise<ParkedEntry[]> {
    const [details, bodies] = await Promise.all([
      this.#client.hgetall(this.#key('parked')),
      this.#client.hgetall(this.#key('parked-body')),
    ]);
    return Object.entries(details).map(([id, json]) => ({
      id,
      body: bodies[id] ?? '',
      ...(JSON.parse(json) as ParkedDetails),
    }));
  }

  async close(): Promise<void> {
    await closeRedisClient(this.#client);
  }
}
