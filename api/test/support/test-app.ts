import type { Express } from 'express';
import { type ApiConfig, parseApiConfig } from '../../src/config';
import { createApp } from '../../src/create-app';
import type { Database } from '../../src/db/client';
import { createLogger } from '../../src/logger';
import type { TestBackend } from './test-database';

export interface TestApp {
  app: Express;
  database: Database;
  config: ApiConfig;
  /** Every log line written so far (JSON strings), for assertions on logging. */
  logLines: string[];
  close(): Promise<void>;
}

/**
 * A fresh app on a fresh database of the given backend. Config comes from `env` as the API
 * would parse it (NODE_ENV=test), logs are captured at info level.
 */
export async function startTestApp(
  backend: TestBackend,
  env: Record<string, string | undefined> = {},
): Promise<TestApp> {
  const config = parseApiConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', ...env });
  const logLines: string[] = [];
  const logger = createLogger(config, { write: (line: string) => void logLines.push(line) });
  const { database, dispose } = await backend.open(logger);
  const app = createApp({ config, database, logger });
  return { app, database, config, logLines, close: dispose };
}
