#!/usr/bin/env node
// Builds the standalone realtime service into one ES module, realtime-server/dist/main.js, so it
// starts with plain `node` (`npm start -w @ttc/realtime-server`). Run by `npm run build`.
//
// Why: under tsx every TypeScript file is compiled on import, which made a restarted node take
// about 2.5 s to listen; the bundle listens in a fraction of that, and after a restart every
// tablet of every room is waiting for it (benchmark B5).
//
// Our sources, the @ttc/* workspace packages and the installed packages they import are all
// bundled: loading socket.io, ioredis, zod and the rest file by file from node_modules (resolving
// and compiling a few hundred modules) was about a third of a restarted node's time to listen.
// Left out are only the optional native add-ons `ws` tries to load (it works without them). The
// nickname word lists are static JSON imports, so they are bundled too. The bundle sits two
// folders below the repository root, as src/ does, so paths made from `import.meta.url`
// (realtime-server/src/config.ts: the data folder) point where they do from the sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The sources a realtime bundle is made from (for staleness checks). */
export const REALTIME_SOURCES = ['realtime-server/src', 'shared-protocol/src'].map((p) =>
  path.join(root, p),
);

/** Optional add-ons `ws` requires inside a try (absent here; it falls back to JavaScript). */
const OPTIONAL_NATIVE = ['bufferutil', 'utf-8-validate'];

/**
 * Bundles `entry` (a TypeScript file) into `outfile` (ESM, for this Node). Keep `outfile` as
 * many folders below the repository root as `entry` if the code builds paths from
 * `import.meta.url`. `plugins`: esbuild plugins to add (the benchmarks' load generator picks
 * builds of the client packages with one).
 */
export async function bundleServer(entry, outfile, plugins = []) {
  const { build } = await import('esbuild');
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node.split('.')[0]}`,
    sourcemap: 'linked',
    // Names stay readable in stack traces and CPU profiles.
    minify: false,
    keepNames: true,
    external: OPTIONAL_NATIVE,
    // Bundled CommonJS packages call `require` (node: built-ins among them); an ES module has
    // none, so the bundle makes one.
    banner: {
      js: "import { createRequire as __bundleCreateRequire } from 'node:module'; const require = __bundleCreateRequire(import.meta.url);",
    },
    plugins,
    logLevel: 'warning',
  });
  return outfile;
}

/** Newest modification time of any file under `paths`, in ms. */
export function newestMtime(paths) {
  let latest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      for (const entry of readdirSync(p)) {
        if (entry !== 'node_modules' && entry !== 'dist') visit(path.join(p, entry));
      }
    } else latest = Math.max(latest, s.mtimeMs);
  };
  for (const p of paths) visit(p);
  return latest;
}

export const REALTIME_BUNDLE = path.join(root, 'realtime-server/dist/main.js');

/** Whether `outfile` is missing or older than any of `sources`. */
export function isStale(outfile, sources = REALTIME_SOURCES) {
  return !existsSync(outfile) || statSync(outfile).mtimeMs < newestMtime(sources);
}

// `node scripts/build-realtime.mjs [--if-stale]`: --if-stale skips a bundle newer than its sources
// (the service's `prestart`, so `npm start` never runs an old bundle).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--if-stale') && !isStale(REALTIME_BUNDLE)) process.exit(0);
  const started = Date.now();
  await bundleServer(path.join(root, 'realtime-server/src/main.ts'), REALTIME_BUNDLE);
  console.log(
    `Realtime server bundled: ${path.relative(root, REALTIME_BUNDLE)} (${Date.now() - started} ms)`,
  );
}
