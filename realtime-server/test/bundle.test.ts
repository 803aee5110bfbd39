import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleServer } from '../../scripts/build-realtime.mjs';
import { connected, createClient, PUBLIC_ORIGIN, TEST_JWT_SECRET } from './support/realtime-node';

const here = path.dirname(fileURLToPath(import.meta.url));

type Started = { port: number; attached: { batchedWrites?: unknown } };

/** Resolves once the service listens, with its port and what it logged when it attached. */
function listening(child: ChildProcess): Promise<Started> {
  return new Promise((resolve, reject) => {
    let output = '';
    const logged = (message: string) => {
      const line = output.split('\n').find((l) => l.includes(message));
      return line ? (JSON.parse(line) as Record<string, unknown>) : null;
    };
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listened = logged('Realtime service listening');
      const attached = logged('Realtime server attached');
      if (listened && attached) resolve({ port: listened.port as number, attached });
    });
    child.once('exit', (code) => reject(new Error(`exited (${code}) before listening: ${output}`)));
  });
}

// `npm run build` bundles the standalone service with socket.io, ioredis and the rest inside it
// (scripts/build-realtime.mjs): the bundle must start and serve on its own, with the patches
// that reach into bundled packages (batched-writes.ts) applied to the copies it runs.
describe('the bundled realtime service', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ttc-bundle-'));
  let child: ChildProcess | undefined;
  afterAll(() => {
    child?.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('When the bundle starts, then it answers /health and a client event over a WebSocket', async () => {
    // Two folders below a root, as realtime-server/dist/main.js is (paths from import.meta.url).
    const outfile = path.join(here, '../dist-test', path.basename(dir), 'main.js');
    await bundleServer(path.join(here, '../src/main.ts'), outfile);
    child = spawn(process.execPath, [outfile], {
      env: {
        PATH: process.env.PATH,
        PORT: '0',
        HOST: '127.0.0.1',
        PUBLIC_URL: `${PUBLIC_ORIGIN}/`,
        AUTH_JWT_SECRET: TEST_JWT_SECRET,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const { port, attached } = await listening(child);
      // The write batching patches the bundled engine.io, the one socket.io runs here.
      expect(attached.batchedWrites).toBe(true);
      const url = `http://127.0.0.1:${port}`;
      expect((await fetch(`${url}/health`)).status).toBe(200);
      const client = await connected(
        createClient(url, { extraHeaders: { origin: PUBLIC_ORIGIN } }),
      );
      const ack = await client.timeout(5_000).emitWithAck('session:ping', { sentAt: Date.now() });
      expect(ack).toMatchObject({ ok: true });
      client.disconnect();
    } finally {
      rmSync(path.dirname(outfile), { recursive: true, force: true });
    }
  }, 60_000);
});
