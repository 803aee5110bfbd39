#!/usr/bin/env node
// `npm start` / `npm run dev`: build what is missing, then run the one-process server in this
// same process (tsx compiles the TypeScript sources on the fly; there is no server build step).
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { newestMtime } from './build-realtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
// `npm start` serves the product as a school would get it: production unless NODE_ENV says else.
if (!process.env.NODE_ENV) process.env.NODE_ENV = dev ? 'development' : 'production';

if (!dev) {
  const builtIndex = path.join(root, 'frontend/dist/index.html');
  const inputs = [
    'frontend/src',
    'frontend/public',
    'frontend/index.html',
    'frontend/vite.config.ts',
    'shared-protocol/src',
  ].map((p) => path.join(root, p));
  const stale = !existsSync(builtIndex) || statSync(builtIndex).mtimeMs < newestMtime(inputs);
  if (stale) {
    console.log('Building the frontend (first start or changed sources)...');
    const result = spawnSync('npm', ['run', 'build', '-w', '@ttc/frontend'], {
      cwd: root,
      stdio: 'inherit',
      // A production bundle whatever started us: under vitest NODE_ENV is `test`, and Vite would
      // then build React's development code (three times the size, and slower).
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) {
      console.error('The frontend build failed; see the output above.');
      process.exit(1);
    }
  }
}

const { register } = await import('tsx/esm/api');
register();
await import(pathToFileURL(path.join(root, 'server/src/main.ts')).href);
