import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

/** A key prefix no other test run uses: every key a test writes starts with it. */
export function randomKeyPrefix(label: string): string {
  return `ttc-test:${label}:${randomBytes(6).toString('hex')}:`;
}

/** Deletes every key under `prefix` (SCAN, never FLUSHDB: other suites share this Redis). */
export async function deleteKeysWithPrefix(client: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    cursor = next;
    if (keys.length > 0) await client.del(...keys);
  } while (cursor !== '0');
}
