import { clientKey } from '@ttc/shared-protocol/net/client-key';

/**
 * Open connections per client address (an IPv6 /64) on this node. The handshake asks `hasRoom`
 * (Socket.IO's `allowRequest`); the engine's connection is counted when it opens and uncounted
 * when it closes. One connection is one tablet whatever its transport, so a school of several
 * classes behind one router fits under the cap, and a script cannot hold hundreds of sockets to
 * guess codes in parallel.
 */
export class ConnectionCap {
  readonly #open = new Map<string, number>();
  readonly #buckets = new WeakMap<object, string>();

  constructor(readonly max: number) {}

  /** Whether one more connection from this address may open now. */
  hasRoom(address: string): boolean {
    return (this.#open.get(clientKey(address)) ?? 0) < this.max;
  }

  /** Counts an opened connection (once). */
  opened(connection: object, address: string): void {
    if (this.#buckets.has(connection)) return;
    const bucket = clientKey(address);
    this.#buckets.set(connection, bucket);
    this.#open.set(bucket, (this.#open.get(bucket) ?? 0) + 1);
  }

  /** Uncounts a closed connection (once; unknown connections are ignored). */
  closed(connection: object): void {
    const bucket = this.#buckets.get(connection);
    if (bucket === undefined) return;
    this.#buckets.delete(connection);
    const left = (this.#open.get(bucket) ?? 1) - 1;
    if (left > 0) this.#open.set(bucket, left);
    else this.#open.delete(bucket);
  }

  /** Open connections of an address (tests and health output). */
  count(address: string): number {
    return this.#open.get(clientKey(address)) ?? 0;
  }
}
