import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a service (PostgreSQL, Redis) that a test can cut and restore, so the
 * service looks unreachable to the app without stopping it for anyone else. Cut: every open
 * connection is reset and new ones are reset as they arrive (as a service that went away);
 * restored: connections go through again.
 */
export class CuttableProxy {
  readonly #server: Server;
  readonly #pairs = new Set<Socket>();
  #cut = false;

  private constructor(
    server: Server,
    readonly port: number,
  ) {
    this.#server = server;
  }

  static async start(target: { host: string; port: number }): Promise<CuttableProxy> {
    let proxy: CuttableProxy | undefined;
    const server = createServer((client) => proxy?.accept(client, target));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    proxy = new CuttableProxy(server, address.port);
    return proxy;
  }

  /** Whether the service is reachable through the proxy now. */
  get isCut(): boolean {
    return this.#cut;
  }

  private accept(client: Socket, target: { host: string; port: number }): void {
    if (this.#cut) {
      client.resetAndDestroy();
      return;
    }
    const upstream = connect(target);
    this.#pairs.add(client);
    this.#pairs.add(upstream);
    const drop = () => {
      this.#pairs.delete(client);
      this.#pairs.delete(upstream);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
  }

  /** The service goes away: open connections are reset, new ones refused. */
  cut(): void {
    this.#cut = true;
    for (const socket of this.#pairs) socket.resetAndDestroy();
    this.#pairs.clear();
  }

  restore(): void {
    this.#cut = false;
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}
