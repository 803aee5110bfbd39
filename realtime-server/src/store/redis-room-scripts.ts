/**
 * Lua scripts of the Redis room store. Each runs atomically on the Redis server, which is what
 * makes a check and its write one step across every node. Keys of one room share a hash tag
 * (`{code}`), so the scripts also run on Redis Cluster.
 *
 * Layout: KEYS room = hash { version, state (JSON), updatedAt }, claims = hash
 * { JSON [scope, key] -> owner }, lease = string owner with PX expiry.
 */

/** KEYS room, claims, lease; ARGV state, now, ttlMs. Returns 1 if created, 0 if the code is taken. */
export const createRoomLua = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], 'version', 1, 'state', ARGV[1], 'updatedAt', ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
redis.call('DEL', KEYS[2], KEYS[3])
return 1
`;

/**
 * KEYS room, claims; ARGV expectedVersion, state, now, ttlMs.
 * Returns {0} not found, {1, version, state, updatedAt} conflict, {2, newVersion} written.
 */
export const updateRoomLua = `
local current = redis.call('HMGET', KEYS[1], 'version', 'state', 'updatedAt')
if not current[1] then return {0} end
if current[1] ~= ARGV[1] then return {1, current[1], current[2], current[3]} end
local version = tonumber(current[1]) + 1
redis.call('HSET', KEYS[1], 'version', version, 'state', ARGV[2], 'updatedAt', ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
redis.call('PEXPIRE', KEYS[2], ARGV[4])
return {2, version}
`;

/** KEYS room, claims, lease. Returns 1 if a room was deleted. */
export const deleteRoomLua = `
local deleted = redis.call('DEL', KEYS[1])
redis.call('DEL', KEYS[2], KEYS[3])
return deleted
`;

/**
 * KEYS room, claims; ARGV field, owner, ttlMs.
 * Returns {0} no room, {1, owner} taken by another, {2} claimed (or already owned).
 */
export const claimLua = `
if redis.call('EXISTS', KEYS[1]) == 0 then return {0} end
local current = redis.call('HGET', KEYS[2], ARGV[1])
if current and current ~= ARGV[2] then return {1, current} end
redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
redis.call('PEXPIRE', KEYS[2], ARGV[3])
return {2}
`;

/** KEYS room, claims; ARGV field, owner, ttlMs. Returns 1 if released. */
export const releaseClaimLua = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
if redis.call('HGET', KEYS[2], ARGV[1]) ~= ARGV[2] then return 0 end
redis.call('HDEL', KEYS[2], ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
redis.call('PEXPIRE', KEYS[2], ARGV[3])
return 1
`;

/** KEYS lease; ARGV owner, ttlMs. Returns 1 if owner holds the lease now (taken or extended). */
export const acquireLeaseLua = `
local current = redis.call('GET', KEYS[1])
if current and current ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1
`;

/** KEYS lease; ARGV owner, ttlMs. Returns 1 if extended. */
export const renewLeaseLua = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1
`;

/** KEYS lease; ARGV owner. Returns 1 if released. */
export const releaseLeaseLua = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1])
return 1
`;
