import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { parseApiConfig } from '@ttc/api/config';
import { createApp } from '@ttc/api/create-app';
import { type Database, openDatabase } from '@ttc/api/db/client';
import { emailSubscribers } from '@ttc/api/db/schema';
import { createLogger } from '@ttc/api/logger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Finding 12 of the safe-by-default issue: `POST /api/email/notify` accepted 300 third-party
 * addresses from one client. Replayed over HTTP against the API (createApp, as the one-process
 * server mounts it, behind one trusted proxy so X-Forwarded-For names each client) on an
 * in-memory PGlite whose table the test can count: one client stores at most 10 addresses an hour,
 * one address at most 3 requests a day, and every answer is the same `200 {ok:true}`, new, known
 * or limited.
 */

const OK = JSON.stringify({ status: 200, body: { ok: true } });

describe('finding 12: one client filling the notify-me list', () => {
  let dataDir: string;
  let database: Database;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'ttc-notify-'));
    const config = parseApiConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      TRUST_PROXY: '1',
    });
    const logger = createLogger(config);
    database = await openDatabase(config, logger, { pglite: new PGlite() });
    server = createServer(createApp({ config, database, logger }));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function notify(email: string, client: string): Promise<string> {
    const res = await fetch(`${url}/api/email/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify({ email, source: 'hero' }),
    });
    return JSON.stringify({ status: res.status, body: await res.json() });
  }

  const stored = async (prefix: string) =>
    (await database.db.select({ email: emailSubscribers.email }).from(emailSubscribers)).filter(
      (row) => row.email.startsWith(prefix),
    ).length;

  it('When one client sends 300 third-party addresses, then at most 10 are stored and all 300 answers are identical', async () => {
    const answers = new Set<string>();
    for (let i = 0; i < 300; i += 1) {
      answers.add(await notify(`stranger${i}@example.net`, '203.0.113.12'));
    }
    expect([...answers]).toEqual([OK]);
    expect(await stored('stranger')).toBe(10);
  });

  it('When one address is sent again and again from many clients, then it is answered the same each time and stored once', async () => {
    const answers = new Set<string>();
    for (let i = 0; i < 20; i += 1) {
      answers.add(await notify('popular@example.net', `198.51.100.${i + 1}`));
    }
    expect([...answers]).toEqual([OK]);
    expect(await stored('popular@')).toBe(1);
  });

  it("When a school's teachers sign up from the school's one address, then each of them is stored", async () => {
    const school = '192.0.2.200';
    const teachers = ['ms.rossi', 'mr.garcia', 'frau.schmidt', 'mme.dubois', 'mrs.khan'];
    for (const teacher of teachers) {
      expect(await notify(`${teacher}@school.example`, school)).toBe(OK);
    }
    // One of them clicks twice: the same answer, still one row.
    expect(await notify('ms.rossi@school.example', school)).toBe(OK);
    for (const teacher of teachers) expect(await stored(`${teacher}@`)).toBe(1);
  });
});
