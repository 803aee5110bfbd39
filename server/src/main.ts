import { ConfigError } from '@ttc/shared-protocol/config-error';
import { startBanner } from './start-banner';
import { type RunningServer, startServer } from './start-server';

const dev = process.argv.includes('--dev');
// `npm start` serves the product as a school gets it; `npm run dev` (--dev) is for development.
const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV || (dev ? 'development' : 'production'),
};
process.env.NODE_ENV = env.NODE_ENV;

// A stray rejected promise must not take every classroom down with it: log it and keep serving.
process.on('unhandledRejection', (reason) => {
  console.error('Unhandled promise rejection:', reason);
});

// Signals are handled from the first moment, so a stop during start-up also ends cleanly.
let server: RunningServer | undefined;
let stopRequested: string | undefined;
function stop(signal: string): void {
  if (stopRequested) return;
  stopRequested = signal;
  console.log(`${signal} received, shutting down`);
  if (!server) return; // the start finishes first, then closes below
  server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));

try {
  server = await startServer(env, { dev });
  if (stopRequested) {
    await server.close();
    process.exit(0);
  }
  console.log(startBanner(server, env.NODE_ENV));
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Tick Tock Class could not start:', error);
  }
  process.exit(1);
}
