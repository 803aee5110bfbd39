import type { Redis } from 'ioredis';

/** What Redis says about itself at one moment: commands served, its CPU, and one stream's size. */
export type RedisSnapshot = {
  /** Calls per command (lower case), from INFO commandstats. */
  calls: Record<string, number>;
  /** used_cpu_user + used_cpu_sys, ms. */
  cpuMs: number;
  /** Entries ever added to the stream (XINFO STREAM entries-added; trimming does not lower it). */
  streamEntriesAdded: number;
};

/** `cmdstat_xadd:calls=12,usec=...` lines of INFO commandstats, as calls per command. */
export function parseCommandStats(info: string): Record<string, number> {
  const calls: Record<string, number> = {};
  for (const line of info.split(/\r?\n/)) {
    const match = /^cmdstat_([^:]+):calls=(\d+)/.exec(line);
    if (match?.[1] && match[2]) calls[match[1].toLowerCase()] = Number(match[2]);
  }
  return calls;
}

/** used_cpu_user + used_cpu_sys of INFO cpu, in ms. */
export function parseCpuMs(info: string): number {
  let seconds = 0;
  for (const line of info.split(/\r?\n/)) {
    const match = /^used_cpu_(user|sys):([\d.]+)/.exec(line);
    if (match?.[2]) seconds += Number(match[2]);
  }
  return seconds * 1000;
}

/** A field of XINFO STREAM's flat reply ([name, value, name, value, ...]). */
export function xinfoField(reply: unknown[], name: string): unknown {
  for (let i = 0; i + 1 < reply.length; i += 2) if (reply[i] === name) return reply[i + 1];
  return undefined;
}

/** Calls per command between two snapshots (commands that did not change are left out). */
export function callsBetween(
  before: Record<string, number>,
  after: Record<string, number>,
): Record<string, number> {
  const delta: Record<string, number> = {};
  for (const [name, calls] of Object.entries(after)) {
    const d = calls - (before[name] ?? 0);
    if (d > 0) delta[name] = d;
  }
  return delta;
}

export async function redisSnapshot(redis: Redis, stream: string): Promise<RedisSnapshot> {
  const [commandstats, cpu] = await Promise.all([redis.info('commandstats'), redis.info('cpu')]);
  let streamEntriesAdded = 0;
  try {
    const reply = (await redis.xinfo('STREAM', stream)) as unknown[];
    streamEntriesAdded = Number(xinfoField(reply, 'entries-added') ?? xinfoField(reply, 'length'));
  } catch {
    // No stream yet (nothing broadcast): nothing added.
  }
  return { calls: parseCommandStats(commandstats), cpuMs: parseCpuMs(cpu), streamEntriesAdded };
}
