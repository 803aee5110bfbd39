import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Express } from 'express';
import { type ApiConfig, parseApiConfig } from '../../src/config';
import { type AppDeps, createApp } from '../../src/create-app';
import type { Database } from '../../src/db/client';
import { type Clock, systemClock } from '../../src/features/auth/clock';
import type { HealthChecks } from '../../src/features/health/service';
import { createLogger } from '../../src/logger';
import type { TestBackend } from './test-database';

export interface TestApp {
  app: Express;
  database: Database;
  config: ApiConfig;
  /** The clock the app issues and checks sign-in tokens with. */
  clock: Clock;
  /** Every log line written so far (JSON strings), for assertions on logging. */
  logLines: string[];
  close(): Promise<void>;
}

/**
 * A fresh app on a fresh database of the given backend. Config comes from `env` as the API
 * would parse it (NODE_ENV=test, a random AUTH_JWT_SECRET unless `env` sets one, and a fresh
 * DATA_DIR in the system's temporary folder, removed on close, for the mail outbox), logs are
 * captured at info level.
 */
export async function startTestApp(
  backend: TestBackend,
  env: Record<string, string | undefined> = {},
  options: {
    clock?: Clock;
    healthChecks?: HealthChecks;
    purgeLiveSessions?: AppDeps['purgeLiveSessions'];
  } = {},
): Promise<TestApp> {
  const ownDataDir = env.DATA_DIR ? null : mkdtempSync(join(tmpdir(), 'ttc-api-test-'));
  const config = parseApiConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    AUTH_JWT_SECRET: randomBytes(32).toString('base64url'),
    ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
    ...env,
  });
  const clock = options.clock ?? systemClock;
  const logLines: string[] = [];
  const logger = createLogger(config, { write: (line: string) => void logLines.push(line) });
  const removeDataDir = () => {
    if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
  };
  let opened: Awaited<ReturnType<TestBackend['open']>>;
  try {
    opened = await backend.open(logger);
  } catch (error) {
    removeDataDir();
    throw error;
  }
  const { database, dispose } = opened;
  const app = createApp({
    config,
    database,
    logger,
    clock,
    healthChecks: options.healthChecks,
    purgeLiveSessions: options.purgeLiveSessions,
  });
  return {
    app,
    database,
    config,
    clock,
    logLines,
    close: () => dispose().finally(removeDataDir),
  };
}
