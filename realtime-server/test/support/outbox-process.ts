/**
 * A realtime process reduced to its results outbox, for the restart test: it persists one
 * finished round (Redis outbox under `keyPrefix`, delivering to `apiUrl`) and prints
 * `persisted <sessionId>`; then it keeps delivering until it is killed.
 * Run: node --import tsx outbox-process.ts '{"redisUrl","keyPrefix","apiUrl","token"}'
 */
import { pino } from 'pino';
import { createResultsOutbox } from '../../src/results/create-results-outbox';
import { finishedRound } from './finished-round';

const settings = JSON.parse(process.argv[2] ?? '{}') as {
  redisUrl: string;
  keyPrefix: string;
  apiUrl: string;
  token: string;
};
const outbox = createResultsOutbox(
  { redisUrl: settings.redisUrl, apiUrl: settings.apiUrl, token: settings.token },
  { logger: pino({ level: 'silent' }), keyPrefix: settings.keyPrefix, leaseMs: 500 },
);
const results = finishedRound();
await outbox.persist(results);
outbox.start();
process.stdout.write(`persisted ${results.sessionId}\n`);
