import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** nginx on PATH or where Debian puts it (/usr/sbin is not on every user's PATH); null if none. */
export const nginxBinary: string | null = (() => {
  for (const candidate of ['nginx', '/usr/sbin/nginx']) {
    try {
      execFileSync(candidate, ['-v'], { stdio: 'ignore' });
      return candidate;
    } catch {
      // not this one
    }
  }
  return null;
})();

/**
 * deploy/nginx.conf with only what differs on this machine rewritten: each upstream's
 * `server <service>:<port>;` becomes the addresses of that service's processes, `listen 80;` the
 * test's port, and the static root a folder of the test. Throws when one of them is not found
 * exactly once, so a changed file fails loudly instead of being half rewritten.
 */
export function rewriteServerBlock(
  conf: string,
  options: {
    upstreams: Record<string, string[]>;
    listen: string;
    root: string;
  },
): string {
  let out = conf;
  const replaceOnce = (pattern: RegExp, replacement: string, what: string) => {
    const hits = out.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`));
    if (hits?.length !== 1) {
      throw new Error(`deploy/nginx.conf: expected one ${what}, found ${hits?.length ?? 0}`);
    }
    out = out.replace(pattern, replacement);
  };
  for (const [service, addresses] of Object.entries(options.upstreams)) {
    replaceOnce(
      new RegExp(`^(\\s*)server\\s+${service}:\\d+\\s*;`, 'm'),
      addresses.map((address) => `$1server ${address};`).join('\n'),
      `"server ${service}:<port>;" line`,
    );
  }
  replaceOnce(/^(\s*)listen\s+80\s*;/m, `$1listen ${options.listen};`, '"listen 80;" line');
  replaceOnce(/^(\s*)root\s+\S+\s*;/m, `$1root ${options.root};`, '"root" line');
  return out;
}

/**
 * The upstream nginx's `ip_hash` picks for an IPv4 client among `peers` servers of weight 1
 * (ngx_http_upstream_ip_hash_module.c: the first three octets, hash 89, `(hash * 113 + octet) %
 * 6271`, then the hash modulo the total weight), so a test can spread its clients over the nodes.
 */
export function ipHashPeer(address: string, peers: number): number {
  let hash = 89;
  for (const octet of address.split('.').slice(0, 3).map(Number)) {
    hash = (hash * 113 + octet) % 6271;
  }
  return hash % peers;
}

/**
 * A private nginx: the test's main conf (pid, logs and temp folders in a temporary prefix; an
 * access log that names the upstream each request went to) around the rewritten server block,
 * run in the foreground as `nginx -p <dir> -c <conf> -g 'daemon off;'`.
 */
export class PrivateNginx {
  readonly dir = mkdtempSync(path.join(tmpdir(), 'ttc-compose-nginx-'));
  readonly output: string[] = [];
  #child: ChildProcess | undefined;

  /** `serverBlock` makes the server block from the folder of static files (the web root). */
  constructor(
    readonly binary: string,
    serverBlock: (htmlDir: string) => string,
  ) {
    // Worker processes may run as another user when this one is root: let them read the root.
    chmodSync(this.dir, 0o755);
    for (const sub of ['html', 'temp']) mkdirSync(path.join(this.dir, sub), { recursive: true });
    // The built frontend's stand-in: one page, enough to see the static location answer.
    writeFileSync(
      path.join(this.htmlDir, 'index.html'),
      '<!doctype html><title>Tick Tock Class</title>',
    );
    writeFileSync(path.join(this.dir, 'server.conf'), serverBlock(this.htmlDir));
    const mimeTypes = ['/etc/nginx/mime.types'].find((file) => existsSync(file));
    const temp = (name: string) => `${name}_temp_path ${path.join(this.dir, 'temp', name)};`;
    writeFileSync(
      path.join(this.dir, 'nginx.conf'),
      [
        'worker_processes 1;',
        `pid ${path.join(this.dir, 'nginx.pid')};`,
        `error_log ${path.join(this.dir, 'error.log')} warn;`,
        'events { worker_connections 1024; }',
        'http {',
        mimeTypes ? `  include ${mimeTypes};` : '',
        '  default_type application/octet-stream;',
        "  log_format upstreams '$remote_addr $upstream_addr $status $request_uri';",
        `  access_log ${path.join(this.dir, 'access.log')} upstreams;`,
        `  ${temp('client_body')}`,
        `  ${temp('proxy')}`,
        `  ${temp('fastcgi')}`,
        `  ${temp('uwsgi')}`,
        `  ${temp('scgi')}`,
        `  include ${path.join(this.dir, 'server.conf')};`,
        '}',
        '',
      ].join('\n'),
    );
  }

  get htmlDir(): string {
    return path.join(this.dir, 'html');
  }

  /** Starts nginx in the foreground; resolves once `url` answers. */
  async start(url: string): Promise<void> {
    const child = spawn(
      this.binary,
      [
        '-p',
        this.dir,
        '-e',
        path.join(this.dir, 'error.log'),
        '-c',
        path.join(this.dir, 'nginx.conf'),
        '-g',
        'daemon off;',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    this.#child = child;
    const keep = (chunk: Buffer) => this.output.push(chunk.toString('utf8'));
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const deadline = Date.now() + 15_000;
    for (;;) {
      if (child.exitCode !== null) {
        throw new Error(`nginx exited (${child.exitCode}):\n${this.log()}`);
      }
      const up = await fetch(url, { signal: AbortSignal.timeout(1_000) })
        .then(() => true)
        .catch(() => false);
      if (up) return;
      if (Date.now() > deadline) throw new Error(`nginx did not answer:\n${this.log()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Lines of the access log: the client address nginx saw and the upstream it chose. */
  accessLog(): Array<{ client: string; upstream: string; status: string; uri: string }> {
    const file = path.join(this.dir, 'access.log');
    if (!existsSync(file)) return [];
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [client = '', upstream = '', status = '', uri = ''] = line.split(' ');
        return { client, upstream, status, uri };
      });
  }

  log(): string {
    const file = path.join(this.dir, 'error.log');
    const errors = existsSync(file) ? readFileSync(file, 'utf8') : '';
    return `${this.output.join('')}${errors}`.slice(-4_000);
  }

  async stop(): Promise<void> {
    const child = this.#child;
    if (child && child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        // TERM: a fast stop of the master and its workers (QUIT would wait for open sockets).
        child.kill('SIGTERM');
      });
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
