#!/usr/bin/env node
// `npm start` / `npm run dev`: build what is missing, then run the one-process server in this
// same process: `npm start` runs the server's bundle (server/dist/main.js, made by
// scripts/build-server.mjs when the sources are newer) with plain node; `--dev`, or an install
// without esbuild (npm install --omit=dev), compiles the TypeScript sources on the fly with tsx.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { newestMtime } from './build-realtime.mjs';
import { SERVER_BUNDLE, serverBundleIsStale } from './build-server.mjs';

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
  const stale = () => !existsSync(builtIndex) || statSync(builtIndex).mtimeMs < newestMtime(inputs);
  if (stale()) {
    // Several starts at once (test files in parallel) build once: the others wait for the lock
    // and find the build fresh.
    withBuildLock(() => {
      if (!stale()) return;
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
    });
  }
}

/**
 * Runs `build` holding a lock folder (`node_modules/.cache/ttc-build.lock`, with the
 * holder's pid), waiting up to 10 minutes for another holder; a lock whose process is gone is
 * taken over.
 */
function withBuildLock(build) {
  const lock = path.join(root, 'node_modules/.cache/ttc-build.lock');
  mkdirSync(path.dirname(lock), { recursive: true });
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(path.join(lock, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    if (!lockHolderAlive(lock)) {
      rmSync(lock, { recursive: true, force: true });
      continue;
    }
    if (Date.now() > deadline) {
      console.error(`Another start has been building the frontend for 10 minutes (${lock}).`);
      process.exit(1);
    }
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
  }
  try {
    build();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function lockHolderAlive(lock) {
  let pid;
  try {
    pid = Number(readFileSync(path.join(lock, 'pid'), 'utf8'));
  } catch {
    // Just created, its pid not written yet: give it a moment unless the folder is old.
    return Date.now() - statSync(lock, { throwIfNoEntry: false })?.mtimeMs < 10_000;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

const esbuildInstalled = (() => {
  try {
    import.meta.resolve('esbuild');
    return true;
  } catch {
    return false;
  }
})();

if (!dev && esbuildInstalled) {
  if (serverBundleIsStale()) {
    withBuildLock(() => {
      if (!serverBundleIsStale()) return;
      const result = spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], {
        cwd: root,
        stdio: 'inherit',
      });
      if (result.status !== 0) {
        console.error('Bundling the server failed; see the output above.');
        process.exit(1);
      }
    });
  }
  await import(pathToFileURL(SERVER_BUNDLE).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(path.join(root, 'server/src/main.ts')).href);
}
