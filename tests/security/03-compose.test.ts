import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ServerPayload } from '@ttc/shared-protocol/events';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choice, EventLog, sendOk } from '../faults/support/live-client';
import { freePort } from '../faults/support/redis-server';
import { httpFrom, loopbackAddress } from '../support/http-from';
import { becomeTeacher } from '../support/sign-in';
import {
  linkTokenIn,
  loopbackAddressFor,
  requestSignInLink,
  socketFrom,
  spendSignInLink,
} from './support/compose-client';
import {
  dockerfileStages,
  loadComposeFile,
  MissingVariableError,
  parseDotEnv,
} from './support/compose-file';
import {
  type ComposeStack,
  composePath,
  composeSkipReason,
  dockerfilePath,
  nginxConfPath,
  repoRoot,
  startComposeStack,
} from './support/compose-stack';
import { SmtpSink } from './support/smtp-sink';

/**
 * Finding 3 of the safe-by-default issue: the compose stack did not work (no secrets set, so the
 * realtime replicas refused every host; the API as the image's `node` user could not write its
 * DATA_DIR and answered 500 after spending a link; behind nginx every client shared nginx's
 * address). Here the services of docker-compose.yml run as processes with the file's commands
 * and environment (read with a YAML parser, interpolated from a test .env), behind the real nginx
 * with deploy/nginx.conf, and a live session is played through it.
 */

const SECRETS = ['AUTH_JWT_SECRET', 'INTERNAL_API_TOKEN', 'POSTGRES_PASSWORD'] as const;

const secret = () => randomBytes(32).toString('hex');

/** A complete .env as the README tells to make one. */
function testDotEnv(extra: Record<string, string> = {}): Record<string, string> {
  return {
    AUTH_JWT_SECRET: secret(),
    INTERNAL_API_TOKEN: secret(),
    POSTGRES_PASSWORD: secret(),
    ...extra,
  };
}

/** Writes `variables` as an .env file (quoted as a person would) and returns its path. */
function writeDotEnv(dir: string, variables: Record<string, string | undefined>): string {
  const file = path.join(dir, '.env');
  const lines = Object.entries(variables).map(([key, value]) =>
    value === undefined ? `# ${key} left out` : `${key}="${value}"`,
  );
  writeFileSync(file, `# the compose test's .env\n${lines.join('\n')}\n`);
  return file;
}

const hasDockerCompose = spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0;

describe('[F3] the compose file asks for its secrets', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ttc-compose-env-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('[F3] When a secret is missing from .env or left empty, then reading the compose file stops with a message naming it', () => {
    for (const name of SECRETS) {
      for (const value of [undefined, '']) {
        const variables: Record<string, string> = testDotEnv();
        if (value === undefined) delete variables[name];
        else variables[name] = value;
        const envFile = writeDotEnv(dir, variables);
        let failure: unknown;
        try {
          loadComposeFile(composePath, parseDotEnv(readFileSync(envFile, 'utf8')));
        } catch (error) {
          failure = error;
        }
        expect(failure, `${name} ${value === undefined ? 'missing' : 'empty'}`).toBeInstanceOf(
          MissingVariableError,
        );
        expect((failure as MissingVariableError).variable).toBe(name);
        expect((failure as Error).message).toContain(`${name} is not set`);
      }
    }
    // With all three it reads, and every service that uses a secret gets it.
    const variables = testDotEnv();
    const compose = loadComposeFile(composePath, variables);
    expect(compose.services.api?.environment.AUTH_JWT_SECRET).toBe(variables.AUTH_JWT_SECRET);
    expect(compose.services.realtime?.environment.AUTH_JWT_SECRET).toBe(variables.AUTH_JWT_SECRET);
    expect(compose.services.realtime?.environment.INTERNAL_API_TOKEN).toBe(
      variables.INTERNAL_API_TOKEN,
    );
    expect(compose.services.postgres?.environment.POSTGRES_PASSWORD).toBe(
      variables.POSTGRES_PASSWORD,
    );
  });

  it('[F3] When the compose file and .env.example are read, then no secret has a default and the example leaves every secret empty', () => {
    const raw = readFileSync(composePath, 'utf8');
    for (const name of SECRETS) {
      const uses = [...raw.matchAll(new RegExp(`\\$\\{${name}([^}]*)\\}`, 'g'))];
      expect(uses.length, `${name} is used`).toBeGreaterThan(0);
      for (const use of uses) expect(use[1], `${name} must be required`).toMatch(/^:\?/);
    }
    const example = parseDotEnv(readFileSync(path.join(repoRoot, '.env.example'), 'utf8'));
    for (const name of SECRETS) expect(example[name], `.env.example ${name}`).toBe('');
    expect(() => loadComposeFile(composePath, example)).toThrow(MissingVariableError);
    // .env holds the secrets: git and the Docker build context leave it out.
    const dockerignore = readFileSync(path.join(repoRoot, '.dockerignore'), 'utf8').split('\n');
    expect(dockerignore).toContain('.env');
    if (existsSync(path.join(repoRoot, '.git'))) {
      const ignored = (file: string) =>
        spawnSync('git', ['check-ignore', '-q', file], { cwd: repoRoot }).status === 0;
      expect(ignored('.env')).toBe(true);
      expect(ignored('.env.example')).toBe(false);
    }
  });

  it.skipIf(!hasDockerCompose)(
    `[F3] When docker-compose reads the file with a secret missing, then it stops naming that secret${hasDockerCompose ? '' : ' (skipped: docker-compose is not installed)'}`,
    () => {
      const config = (variables: Record<string, string>) =>
        spawnSync(
          'docker-compose',
          ['-f', composePath, '--env-file', writeDotEnv(dir, variables), 'config', '--quiet'],
          // Only the .env: a variable of the shell would fill a missing one.
          { cwd: dir, env: { PATH: process.env.PATH ?? '' }, encoding: 'utf8' },
        );
      for (const name of SECRETS) {
        const variables: Record<string, string> = testDotEnv();
        delete variables[name];
        const result = config(variables);
        expect(result.status, `docker-compose config without ${name}`).not.toBe(0);
        expect(result.stderr).toContain(`${name} is not set`);
      }
      const ok = config(testDotEnv());
      expect(ok.status, ok.stderr).toBe(0);
    },
    30_000,
  );

  it('[F3] When deploy/nginx.conf forwards a client, then it replaces X-Forwarded-For with the address nginx saw', () => {
    const conf = readFileSync(nginxConfPath, 'utf8');
    const forwarded = [...conf.matchAll(/proxy_set_header\s+X-Forwarded-For\s+(\S+);/g)].map(
      (m) => m[1],
    );
    expect(forwarded.length).toBeGreaterThanOrEqual(2);
    expect(new Set(forwarded)).toEqual(new Set(['$remote_addr']));
    const compose = loadComposeFile(composePath, testDotEnv());
    expect(compose.services.api?.environment.TRUST_PROXY).toBe('1');
    expect(compose.services.realtime?.environment.TRUST_PROXY).toBe('1');
  });

  it('[F3] When the image runs the API as its node user, then DATA_DIR is a volume that user owns', () => {
    const app = dockerfileStages(readFileSync(dockerfilePath, 'utf8')).app ?? [];
    const userAt = app.indexOf('USER node');
    expect(userAt, 'the app stage runs as node').toBeGreaterThan(-1);
    const makesDataDir = app.findIndex(
      (line) => /^RUN\b/.test(line) && /mkdir -p \/app\/data/.test(line),
    );
    expect(makesDataDir, 'the app stage creates /app/data').toBeGreaterThan(-1);
    expect(app[makesDataDir]).toMatch(/chown (-R )?node:node \/app\/data/);
    expect(makesDataDir).toBeLessThan(userAt);
    expect(app).toContain('WORKDIR /app');

    const compose = loadComposeFile(composePath, testDotEnv());
    const api = compose.services.api;
    const dataDir = api?.environment.DATA_DIR;
    expect(dataDir).toBe('/app/data');
    const volume = api?.volumes.find((v) => v.target === dataDir);
    expect(volume, 'DATA_DIR is a mounted volume').toBeDefined();
    // A named volume (not a host folder): Docker fills it from the image, owner included.
    expect(compose.volumes).toContain(volume?.source);
  });
});

// ---------------------------------------------------------------------------------------------

const skipReason = await composeSkipReason();
if (skipReason) console.warn(`03-compose.test.ts: the live stack is skipped: ${skipReason}`);

/** Students of the live session; half reach each realtime node through nginx's ip_hash. */
const STUDENTS = 6;
const QUESTIONS = 2;
/** More sign-in requests from one client address than its limit (README: 20 per 15 minutes). */
const SIGN_IN_PROBES = 30;

type Student = { socket: Socket; log: EventLog; playerId: string; from: string };

describe.skipIf(skipReason !== null)(
  `[F3] the compose stack behind nginx${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let stack: ComposeStack;
    let sink: SmtpSink;
    const sockets: Socket[] = [];
    const runId = randomBytes(4).toString('hex');
    const email = (who: string) => `${who}-${runId}@school.example`;

    beforeAll(async () => {
      sink = await SmtpSink.start();
      const proxyPort = await freePort();
      const dir = mkdtempSync(path.join(tmpdir(), 'ttc-compose-dotenv-'));
      try {
        const envFile = writeDotEnv(
          dir,
          testDotEnv({
            PUBLIC_URL: `http://localhost:${proxyPort}`,
            SMTP_URL: sink.url,
            MAIL_FROM: 'Tick Tock Class <clock@school.example>',
          }),
        );
        stack = await startComposeStack(parseDotEnv(readFileSync(envFile, 'utf8')), proxyPort);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }, 120_000);

    afterAll(async () => {
      for (const socket of sockets) socket.disconnect();
      await stack?.stop();
      await sink?.close();
    });

    /** Signs in through nginx as the app does: link by mail, then the "Sign in" tap. */
    async function signIn(from: string, address: string): Promise<string> {
      const asked = await requestSignInLink(stack.proxyUrl, stack.publicUrl, from, address);
      expect(asked.status, asked.body).toBe(200);
      const mail = await sink.waitForMail(address);
      // SMTP_URL and MAIL_FROM came through from .env.
      expect(mail.text).toMatch(/^From: "?Tick Tock Class"? <clock@school\.example>/m);
      const spent = await spendSignInLink(stack.proxyUrl, from, linkTokenIn(mail.text));
      // The finding: 500 here once the link was spent (the API could not write DATA_DIR).
      expect(spent.status, `${spent.body}\n${stack.logs()}`).toBe(200);
      const token = spent.json<{ access_token?: string }>().access_token;
      if (!token) throw new Error(`no access token: ${spent.body}`);
      // Only teacher accounts host (issue 14): the profile is completed as a teacher's.
      await becomeTeacher(stack.proxyUrl, token);
      return token;
    }

    async function joinStudent(code: string, from: string): Promise<Student> {
      const socket = await socketFrom(stack.proxyUrl, { from, origin: stack.publicUrl });
      sockets.push(socket);
      const log = new EventLog(socket);
      for (let attempt = 0; attempt < 20; attempt++) {
        const { names } = await sendOk(socket, 'room:suggest-names', { code, count: 6 });
        const pick = names[Math.floor(Math.random() * names.length)];
        if (!pick) throw new Error('no free name suggested');
        const ack = (await socket.timeout(10_000).emitWithAck('room:join', {
          code,
          nickname: { kind: 'generated', adjective: pick.adjective, animal: pick.animal },
          character: 'cat',
        })) as { ok: true; data: { playerId: string } } | { ok: false; error: { code: string } };
        if (ack.ok) return { socket, log, playerId: ack.data.playerId, from };
        // Two students picked the same name at once: pick again.
        if (ack.error.code !== 'conflict') throw new Error(`join refused: ${JSON.stringify(ack)}`);
      }
      throw new Error('no seat after 20 tries');
    }

    it('[F3] When a teacher signs in and hosts a live session through nginx with students on both realtime nodes, then the finished session reaches the API', async () => {
      const teacherAddress = loopbackAddress();
      const teacherEmail = email('teacher');
      // The web tier: the page, with deploy/nginx.conf's headers.
      const page = await httpFrom(teacherAddress, `${stack.proxyUrl}/teacher`);
      expect(page.status).toBe(200);
      expect(page.headers['content-security-policy']).toContain("default-src 'self'");
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['cache-control']).toBe('no-cache');
      const token = await signIn(teacherAddress, teacherEmail);

      // The API ran as a user other than root, in a DATA_DIR that user owns.
      if (stack.serviceUser) {
        expect(statSync(stack.apiDataDir).uid).toBe(stack.serviceUser.uid);
        const status = readFileSync(`/proc/${stack.api.pid}/status`, 'utf8');
        expect(status).toMatch(new RegExp(`^Uid:\\s+${stack.serviceUser.uid}\\b`, 'm'));
      }
      expect(stack.realtime).toHaveLength(2);

      const teacher = await socketFrom(stack.proxyUrl, {
        from: teacherAddress,
        origin: stack.publicUrl,
        token,
      });
      sockets.push(teacher);
      const host = new EventLog(teacher);
      const { code } = await sendOk(teacher, 'room:create', {
        options: { questionCount: QUESTIONS, secondsPerQuestion: 60 },
      });

      const students = await Promise.all(
        Array.from({ length: STUDENTS }, (_, i) =>
          joinStudent(code, loopbackAddressFor(i % 2, stack.realtime.length)),
        ),
      );
      await host.waitFor('room:player', (p) => p.playerCount === STUDENTS);
      await sendOk(teacher, 'host:start', {});

      for (let index = 0; index < QUESTIONS; index++) {
        const view: ServerPayload<'room:host'> = await host.waitFor(
          'room:host',
          (v) => v.phase === 'question-open' && v.question?.index === index,
        );
        await Promise.all(
          students.map(async (student, seat) => {
            await student.log.waitFor(
              'room:state',
              (v) => v.phase === 'question-open' && v.question?.index === index,
            );
            await sendOk(student.socket, 'answer:submit', {
              questionIndex: index,
              answer: choice(view, (seat + index) % 2 === 0),
            });
          }),
        );
        // Everyone answered: the question closes without waiting for its timer.
        await host.waitFor(
          'room:host',
          (v) => v.phase === 'question-closed' && v.question?.index === index,
        );
        await sendOk(teacher, 'host:next', { questionIndex: index });
      }
      await host.waitFor('room:podium', (p) => p.stepName === 'complete', { timeoutMs: 30_000 });
      const sessionId = host.last('room:host')?.sessionId;
      expect(sessionId).toBeTruthy();

      // The students reached both realtime nodes, by their own addresses, through nginx (nginx
      // logs a WebSocket when it closes).
      for (const student of students) student.socket.disconnect();
      const expected = stack.realtime.map((node) => `127.0.0.1:${node.port}`).sort();
      await expect
        .poll(() => {
          const upstreams = stack.nginx
            .accessLog()
            .filter((line) => line.uri.startsWith('/socket.io/') && line.status === '101')
            .map((line) => line.upstream);
          return [...new Set(upstreams)].sort();
        })
        .toEqual(expected);

      // A realtime node handed the session to the API (INTERNAL_API_TOKEN, API_INTERNAL_URL);
      // the teacher reads it through nginx.
      await expect
        .poll(
          async () => {
            const answer = await httpFrom(teacherAddress, `${stack.proxyUrl}/api/sessions`, {
              headers: { authorization: `Bearer ${token}` },
            });
            expect(answer.status, answer.body).toBe(200);
            return answer.json<{ sessions: Array<{ id: string; playerCount: number }> }>().sessions;
          },
          { timeout: 20_000, interval: 250 },
        )
        .toEqual([expect.objectContaining({ id: sessionId, playerCount: STUDENTS })]);

      // That service route is the nodes' own: through nginx it does not exist.
      const internal = await httpFrom(
        teacherAddress,
        `${stack.proxyUrl}/api/internal/session-results`,
        { method: 'POST', headers: { authorization: 'Bearer guess' }, body: {} },
      );
      expect(internal.status).toBe(404);
    }, 90_000);

    it('[F3] When clients behind nginx send their own X-Forwarded-For, then the sign-in limit still counts each by its real address', async () => {
      const [client, other] = [loopbackAddress(), loopbackAddress()];
      // Whether a request was allowed shows only in the mailbox (the answer is always 200 {}).
      // Mail goes out after the answer, so "no mail" is read once a later mail has arrived.
      let n = 0;
      const ask = async (from: string, forgedFor: string) => {
        const to = email(`probe${n++}`);
        const answer = await requestSignInLink(
          stack.proxyUrl,
          stack.publicUrl,
          from,
          to,
          forgedFor,
        );
        expect([200, 429], answer.body).toContain(answer.status);
        return to;
      };
      /** Waits for the mail of an allowed request; `why` says what its absence would mean. */
      const mailArrives = (to: string, why: string) =>
        sink.waitForMail(to).catch(() => {
          throw new Error(`${why}\n${stack.logs()}`);
        });
      const settle = async () => {
        await mailArrives(
          await ask(loopbackAddress(), loopbackAddress()),
          'a request from a fresh address got no mail: the API counts every client behind nginx as one (TRUST_PROXY?)',
        );
        await new Promise((resolve) => setTimeout(resolve, 500));
      };

      // One address, a different forged X-Forwarded-For on every request.
      const probes: string[] = [];
      for (let i = 0; i < SIGN_IN_PROBES; i++) probes.push(await ask(client, loopbackAddress()));
      await settle();
      const delivered = probes.map((to) => sink.mailTo(to).length > 0);
      const allowed = delivered.indexOf(false);
      expect(allowed, 'some requests from one address were refused').toBeGreaterThan(0);
      // The first `allowed` went out, none after: one bucket, whatever the header said.
      expect(delivered).toEqual(probes.map((_, i) => i < allowed));

      // Another client is its own bucket, even when it claims to be the limited one.
      await mailArrives(
        await ask(other, client),
        'a second client got no mail: it shares the limited address bucket (TRUST_PROXY, X-Forwarded-For?)',
      );
      // And the limited one does not get out by claiming to be the other.
      const stillLimited = await ask(client, other);
      await settle();
      expect(sink.mailTo(stillLimited)).toEqual([]);
      console.info(
        `[F3] sign-in links from one address behind nginx: ${allowed} of ${SIGN_IN_PROBES} sent, each request with a different forged X-Forwarded-For`,
      );
    }, 60_000);

    it('[F3] When clients behind nginx send their own X-Forwarded-For, then the realtime nodes count wrong join codes by each real address', async () => {
      const teacherAddress = loopbackAddress();
      const token = await signIn(teacherAddress, email('host'));
      const teacher = await socketFrom(stack.proxyUrl, {
        from: teacherAddress,
        origin: stack.publicUrl,
        token,
      });
      sockets.push(teacher);
      const { code } = await sendOk(teacher, 'room:create', { options: {} });
      const wrongCode = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
      const typedCode = (socket: Socket, typed: string) =>
        socket
          .timeout(10_000)
          .emitWithAck('room:suggest-names', { code: typed, count: 3 }) as Promise<
          { ok: true } | { ok: false; error: { code: string } }
        >;
      const open = async (from: string, forgedFor: string) => {
        const socket = await socketFrom(stack.proxyUrl, {
          from,
          origin: stack.publicUrl,
          forgedFor,
        });
        sockets.push(socket);
        return socket;
      };

      // One address guesses: a few wrong codes on each of several connections, every connection
      // claiming another address, until the address limit (README: 20 wrong codes) is reached.
      const guesser = loopbackAddress();
      const other = loopbackAddress();
      let tried = 0;
      let limited = false;
      for (let connection = 0; connection < 10 && !limited; connection++) {
        const socket = await open(guesser, loopbackAddress());
        // Under the per-connection limit (5 a minute), so only the address limit can stop it.
        for (let i = 0; i < 4 && !limited; i++) {
          const ack = await typedCode(socket, wrongCode(tried++));
          limited = !ack.ok && ack.error.code === 'rate_limited';
        }
        socket.disconnect();
      }
      expect(limited, `the guessing address was limited after ${tried} wrong codes`).toBe(true);

      // Its next connection, claiming to be the other client, meets the limit even with the
      // right code; the other client, claiming to be the guesser, is not limited.
      const guesserAgain = await typedCode(await open(guesser, other), code);
      expect(guesserAgain).toMatchObject({ ok: false, error: { code: 'rate_limited' } });
      const otherClient = await typedCode(await open(other, guesser), code);
      expect(otherClient, JSON.stringify(otherClient)).toMatchObject({ ok: true });
      console.info(
        `[F3] wrong join codes from one address behind nginx: limited after ${tried - 1}, each connection with a different forged X-Forwarded-For`,
      );
    }, 60_000);
  },
);

describe.skipIf(skipReason !== null)(
  `[F3] the compose stack without SMTP_URL${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let stack: ComposeStack;

    beforeAll(async () => {
      const proxyPort = await freePort();
      // SMTP_URL and MAIL_FROM left out: the .env.example's optional lines as shipped.
      stack = await startComposeStack(
        testDotEnv({ PUBLIC_URL: `http://localhost:${proxyPort}` }),
        proxyPort,
      );
    }, 120_000);

    afterAll(async () => {
      await stack?.stop();
    });

    it('[F3] When there is no mail server, then the API as the node user keeps sign-in mail in its DATA_DIR volume, readable on its own machine only, not through nginx', async () => {
      const from = loopbackAddress();
      const address = `nosmtp-${randomBytes(4).toString('hex')}@school.example`;
      const asked = await requestSignInLink(stack.proxyUrl, stack.publicUrl, from, address);
      expect(asked.status, asked.body).toBe(200);

      // Through nginx the outbox cannot be read, even from this machine's own addresses.
      const outboxPath = `/api/dev/outbox?to=${encodeURIComponent(address)}`;
      const viaProxy = await httpFrom(from, `${stack.proxyUrl}${outboxPath}`);
      expect([403, 404], viaProxy.body).toContain(viaProxy.status);
      expect(viaProxy.body).not.toContain('token_hash');

      // On the API's own machine (in compose: `docker compose exec api ...`) it can.
      const direct = `http://127.0.0.1:${stack.api.port}${outboxPath}`;
      let mail: { text: string } | undefined;
      for (const deadline = Date.now() + 15_000; !mail && Date.now() < deadline; ) {
        const answer = await fetch(direct);
        expect(answer.status).toBe(200);
        [mail] = (await answer.json()) as Array<{ text: string }>;
        if (!mail) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      if (!mail) throw new Error(`no mail to ${address} in the outbox:\n${stack.logs()}`);
      const spent = await spendSignInLink(stack.proxyUrl, from, linkTokenIn(mail.text));
      expect(spent.status, spent.body).toBe(200);

      // The mail was written under DATA_DIR by the services' user (the image's node), not root.
      const written = listFiles(stack.apiDataDir);
      expect(written.length, 'files under DATA_DIR').toBeGreaterThan(0);
      if (stack.serviceUser) {
        for (const file of written) {
          expect(statSync(file).uid, file).toBe(stack.serviceUser.uid);
        }
      }
    }, 60_000);
  },
);

/** Every file under `dir`, recursively. */
function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? [full, ...listFiles(full)] : [full];
  });
}
