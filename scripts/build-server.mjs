#!/usr/bin/env node
// Bundles the one-process server (server/src/main.ts with the api, realtime-server and
// shared-protocol sources it imports) into one ES module, server/dist/main.js, which `npm start`
// runs with plain `node`. Run by `npm run build` and, when the sources are newer, by `npm start`.
//
// Why: under tsx every TypeScript file is compiled on import, in a loader thread that keeps its
// own JavaScript heap for the life of the process. The bundle starts faster and holds about
// 85 MB less (issue 18: `npm run bench -- footprint`).
//
// Only our own workspace packages (@ttc/*, TypeScript sources) are bundled; every installed
// package stays an ordinary import from node_modules, so packages that find their own files next
// to them (PGlite's WebAssembly, the Stripe and Supabase SDKs, Vite in development) work as they
// do unbundled. The bundle sits two folders below the repository root, as src/ does, so paths
// made from `import.meta.url` point where they do from the sources.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleServer, isStale } from './build-realtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const SERVER_BUNDLE = path.join(root, 'server/dist/main.js');

/** What the bundle is made from (for staleness checks): our sources and the installed set. */
export const SERVER_SOURCES = [
  'server/src',
  'api/src',
  'realtime-server/src',
  'shared-protocol/src',
  'package-lock.json',
].map((p) => path.join(root, p));

/**
 * Installed packages stay imports; our workspace packages, relative paths and JSON files (which
 * plain node would only import with an import attribute the sources do not write) are bundled.
 */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@ttc/') || args.path.startsWith('node:')) return undefined;
      if (args.path.endsWith('.json')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

export const bundleOneProcessServer = (outfile = SERVER_BUNDLE) =>
  bundleServer(path.join(root, 'server/src/main.ts'), outfile, [externalPackages]);

export const serverBundleIsStale = () => isStale(SERVER_BUNDLE, SERVER_SOURCES);

// `node scripts/build-server.mjs [--if-stale]`
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--if-stale') && !serverBundleIsStale()) process.exit(0);
  const started = Date.now();
  await bundleOneProcessServer();
  console.log(`Server bundled: ${path.relative(root, SERVER_BUNDLE)} (${Date.now() - started} ms)`);
}
