import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  freePort,
  hasRedisServer,
  PrivateRedis,
  pingRedis,
} from '../../faults/support/redis-server';
import { type ComposeFile, type ComposeService, loadComposeFile } from './compose-file';
import { nginxBinary, PrivateNginx, rewriteServerBlock } from './compose-nginx';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const composePath = path.join(repoRoot, 'docker-compose.yml');
export const dockerfilePath = path.join(repoRoot, 'Dockerfile');
export const nginxConfPath = path.join(repoRoot, 'deploy/nginx.conf');

/** The image's working directory (Dockerfile: WORKDIR /app): here, the repository. */
export const IMAGE_WORKDIR = '/app';

const LOCAL_POSTGRES = { host: '127.0.0.1', port: 5432 };
/** The database index of the shared Redis the test uses when it cannot run its own. */
const SHARED_REDIS_DB = 13;

function canConnect(host: string, port: number, timeoutMs = 1_000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => done(true));
  });
}

function hasCommand(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Why the compose test cannot run on this machine, or null. */
export async function composeSkipReason(): Promise<string | null> {
  if (!nginxBinary) return 'needs nginx (apt-get install -y nginx)';
  if (!hasCommand('psql', ['--version'])) return 'needs psql (the PostgreSQL client)';
  if (!(await canConnect(LOCAL_POSTGRES.host, LOCAL_POSTGRES.port))) {
    return 'needs PostgreSQL at 127.0.0.1:5432';
  }
  if (!hasRedisServer && !(await pingRedis(6379))) {
    return 'needs redis-server on PATH or Redis at 127.0.0.1:6379';
  }
  return null;
}

/**
 * Who the services run as: the image runs them as its `node` user (Dockerfile: USER node), so a
 * root test runner drops to `node` if this machine has one, else to `nobody`; anyone else runs
 * them as themselves. A checkout that user cannot read (under a private home folder) keeps them
 * as root, with a warning: the test then shows less, but still runs.
 */
function serviceUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const passwd = readFileSync('/etc/passwd', 'utf8').split('\n');
  let user = { uid: 65534, gid: 65534 };
  for (const name of ['node', 'nobody']) {
    const fields = passwd.find((line) => line.startsWith(`${name}:`))?.split(':');
    if (fields) {
      user = { uid: Number(fields[2]), gid: Number(fields[3]) };
      break;
    }
  }
  const probe = spawnSync(
    process.execPath,
    [
      '-e',
      'require("node:fs").accessSync(process.argv[1], 4)',
      path.join(repoRoot, 'api/src/main.ts'),
    ],
    { ...user, stdio: 'ignore' },
  );
  if (probe.status === 0) return user;
  console.warn(
    `03-compose: uid ${user.uid} cannot read ${repoRoot}; the services run as root in this checkout`,
  );
  return undefined;
}

/** A folder for a named volume, owned by the services' user (as the image's chown makes it). */
function volumeDir(name: string, user: { uid: number; gid: number } | undefined): string {
  const dir = mkdtempSync(path.join(tmpdir(), `ttc-compose-${name}-`));
  if (user) chownSync(dir, user.uid, user.gid);
  return dir;
}

function psql(sql: string): string {
  return execFileSync(
    'psql',
    ['-h', LOCAL_POSTGRES.host, '-p', String(LOCAL_POSTGRES.port), '-U', 'postgres'],
    { input: sql, encoding: 'utf8', env: { PATH: process.env.PATH ?? '' }, stdio: 'pipe' },
  );
}

/**
 * The compose file's role on the local PostgreSQL (created when missing; trust auth, so the
 * password of the URL is not checked) and a fresh database it owns, named after the compose
 * file's with a random suffix: as the other suites do, each run gets empty tables and parallel
 * runs never share them. Returns the database's name and how to drop it.
 */
function scratchPostgresDatabase(databaseUrl: string): { name: string; drop(): void } {
  const url = new URL(databaseUrl);
  const role = decodeURIComponent(url.username);
  const name = `${url.pathname.slice(1)}_t_${randomBytes(6).toString('hex')}`;
  const ident = (value: string) => `"${value.replace(/"/g, '""')}"`;
  const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;
  const roles = psql(`select 1 from pg_roles where rolname = ${literal(role)};`);
  if (!roles.includes('(1 row)')) {
    try {
      psql(`\\set ON_ERROR_STOP 1\ncreate role ${ident(role)} login;`);
    } catch (error) {
      // Another run created it a moment ago.
      if (!String((error as { stderr?: string }).stderr).includes('already exists')) throw error;
    }
  }
  psql(`\\set ON_ERROR_STOP 1\ncreate database ${ident(name)} owner ${ident(role)};`);
  return {
    name,
    drop: () => {
      psql(`drop database if exists ${ident(name)} with (force);`);
    },
  };
}

/** One running service process, with what it printed lately for failure messages. */
export class ServiceProcess {
  readonly output: string[] = [];
  readonly #child: ChildProcess;

  constructor(
    readonly name: string,
    readonly port: number,
    argv: string[],
    env: Record<string, string>,
    user: { uid: number; gid: number } | undefined,
  ) {
    const [command = '', ...args] = argv;
    this.#child = spawn(command === 'node' ? process.execPath : command, args, {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(user ?? {}),
    });
    const keep = (chunk: Buffer) => {
      this.output.push(chunk.toString('utf8'));
      if (this.output.length > 300) this.output.shift();
    };
    this.#child.stdout?.on('data', keep);
    this.#child.stderr?.on('data', keep);
  }

  get pid(): number | undefined {
    return this.#child.pid;
  }

  get exited(): boolean {
    return this.#child.exitCode !== null || this.#child.signalCode !== null;
  }

  log(): string {
    return `--- ${this.name} (port ${this.port}) ---\n${this.output.join('').slice(-3_000)}`;
  }

  /** Polls `url` until it answers 200, as compose's healthcheck does. */
  async waitHealthy(url: string, timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (this.exited) throw new Error(`${this.name} exited before it was healthy:\n${this.log()}`);
      const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) })
        .then((response) => response.status === 200)
        .catch(() => false);
      if (ok) return;
      if (Date.now() > deadline)
        throw new Error(`${this.name} not healthy in time:\n${this.log()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  stop(): Promise<void> {
    const child = this.#child;
    if (this.exited) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  }
}

export type ComposeStack = {
  compose: ComposeFile;
  /** nginx's address, the one every client of the test talks to. */
  proxyUrl: string;
  /** PUBLIC_URL as the compose file gave it to the services. */
  publicUrl: string;
  api: ServiceProcess;
  realtime: ServiceProcess[];
  nginx: PrivateNginx;
  /** The API's DATA_DIR (its named volume), owned by the services' user. */
  apiDataDir: string;
  serviceUser: { uid: number; gid: number } | undefined;
  logs(): string;
  stop(): Promise<void>;
};

function requireService(compose: ComposeFile, name: string): ComposeService {
  const service = compose.services[name];
  if (!service) throw new Error(`docker-compose.yml has no service "${name}"`);
  return service;
}

/**
 * Starts the services of docker-compose.yml as processes on this machine, with their commands
 * and environment from the file (interpolated from `variables`, the test's .env). Only what names
 * a place differs: the hosts `postgres`, `redis` and `api` become this machine's PostgreSQL (a
 * fresh database of the file's role, dropped afterwards), a private redis-server (or database
 * 13 of 127.0.0.1:6379) and the API's free port; each process gets a free PORT; the named volume
 * under DATA_DIR a temporary folder; the image's /app the repository.
 * `web` is deploy/nginx.conf served by a private nginx (see compose-nginx.ts).
 */
export async function startComposeStack(
  variables: Record<string, string>,
  proxyPort: number,
): Promise<ComposeStack> {
  const compose = loadComposeFile(composePath, variables);
  const apiService = requireService(compose, 'api');
  const realtimeService = requireService(compose, 'realtime');
  requireService(compose, 'postgres');
  requireService(compose, 'redis');
  requireService(compose, 'web');
  const user = serviceUser();
  const cleanups: Array<() => Promise<void> | void> = [];
  const processes: ServiceProcess[] = [];
  const stop = async () => {
    await Promise.all(processes.map((p) => p.stop()));
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  };

  try {
    const databaseUrl = apiService.environment.DATABASE_URL;
    if (!databaseUrl) throw new Error('the api service has no DATABASE_URL');
    const database = scratchPostgresDatabase(databaseUrl);
    cleanups.push(() => database.drop());
    const composeDatabase = new URL(databaseUrl).pathname.slice(1);

    // Without a redis-server of its own, the shared Redis in a database index of its own, so
    // its rooms, limits and results outbox are not other suites' (only pub/sub is shared).
    let redisAddress = `127.0.0.1:6379/${SHARED_REDIS_DB}`;
    if (hasRedisServer) {
      const redis = await PrivateRedis.start();
      cleanups.push(() => redis.stop());
      redisAddress = `127.0.0.1:${redis.port}`;
    }

    const apiPort = await freePort();
    const realtimePorts = await Promise.all(
      Array.from({ length: realtimeService.replicas }, () => freePort()),
    );
    const containerPort = (service: ComposeService) => service.environment.PORT ?? '80';
    /** `host:port` as the containers reach each other -> as this machine reaches the process. */
    const addresses: Record<string, string> = {
      [`postgres:5432/${composeDatabase}`]: `${LOCAL_POSTGRES.host}:${LOCAL_POSTGRES.port}/${database.name}`,
      'redis:6379': redisAddress,
      [`api:${containerPort(apiService)}`]: `127.0.0.1:${apiPort}`,
    };

    const volumes: Record<string, string> = {};
    const processEnv = (service: ComposeService, port: number) => {
      const env: Record<string, string> = { PATH: process.env.PATH ?? '' };
      for (const [key, raw] of Object.entries(service.environment)) {
        let value = raw;
        for (const [from, to] of Object.entries(addresses)) {
          value = value.replaceAll(`//${from}`, `//${to}`).replaceAll(`@${from}`, `@${to}`);
        }
        const volume = service.volumes.find((v) => v.target === value);
        if (volume) {
          volumes[volume.source] ??= volumeDir(volume.source, user);
          value = volumes[volume.source] ?? value;
        } else if (value.startsWith(`${IMAGE_WORKDIR}/`)) {
          value = path.join(repoRoot, value.slice(IMAGE_WORKDIR.length + 1));
        }
        env[key] = value;
      }
      env.PORT = String(port);
      // HOME of the image's node user; nothing should need it, but a process may look.
      env.HOME = volumes.home ??= volumeDir('home', user);
      return env;
    };
    cleanups.push(() => {
      for (const dir of Object.values(volumes)) rmSync(dir, { recursive: true, force: true });
    });

    const command = (service: ComposeService) => {
      if (!service.command) throw new Error(`the ${service.name} service has no command`);
      return service.command;
    };
    // The image builds the realtime bundle (npm run build); here it is built when stale.
    if ([apiService, realtimeService].some((s) => command(s).some((a) => a.includes('/dist/')))) {
      execFileSync(process.execPath, ['scripts/build-realtime.mjs', '--if-stale'], {
        cwd: repoRoot,
        stdio: 'pipe',
      });
    }

    const apiEnv = processEnv(apiService, apiPort);
    const api = new ServiceProcess('api', apiPort, command(apiService), apiEnv, user);
    processes.push(api);
    const realtime = realtimePorts.map(
      (port, i) =>
        new ServiceProcess(
          `realtime-${i + 1}`,
          port,
          command(realtimeService),
          processEnv(realtimeService, port),
          user,
        ),
    );
    processes.push(...realtime);

    const healthUrl = (service: ComposeService, port: number) => {
      if (!service.healthUrl) throw new Error(`the ${service.name} service has no healthcheck URL`);
      const url = new URL(service.healthUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    };
    await Promise.all([
      api.waitHealthy(healthUrl(apiService, apiPort)),
      ...realtime.map((node) => node.waitHealthy(healthUrl(realtimeService, node.port))),
    ]);

    if (!nginxBinary) throw new Error('nginx is not installed');
    const nginx = new PrivateNginx(nginxBinary, (htmlDir) =>
      rewriteServerBlock(readFileSync(nginxConfPath, 'utf8'), {
        upstreams: {
          api: [`127.0.0.1:${apiPort}`],
          realtime: realtimePorts.map((port) => `127.0.0.1:${port}`),
        },
        listen: `127.0.0.1:${proxyPort}`,
        root: htmlDir,
      }),
    );
    cleanups.push(() => nginx.stop());
    const proxyUrl = `http://127.0.0.1:${proxyPort}`;
    await nginx.start(`${proxyUrl}/`);

    return {
      compose,
      proxyUrl,
      publicUrl: apiService.environment.PUBLIC_URL ?? '',
      api,
      realtime,
      nginx,
      apiDataDir: apiEnv.DATA_DIR ?? '',
      serviceUser: user,
      logs: () =>
        `${[api, ...realtime].map((p) => p.log()).join('\n')}\n--- nginx ---\n${nginx.log()}`,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
