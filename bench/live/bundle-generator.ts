import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The Socket.IO client packages, taken from their plain ES builds. Under Node their package
 * exports pick the `esm-debug` builds, which call `debug` on every packet; the tablets the
 * generator stands for run the plain builds (what a browser bundle of the app gets).
 */
const CLIENT_PACKAGES = new Set(['socket.io-client', 'engine.io-client', 'socket.io-parser']);

const require = createRequire(import.meta.url);

/** `<package>/build/esm/index.js`, found from the package's CommonJS entry. */
function plainBuild(name: string): string {
  const cjs = require.resolve(name);
  const marker = `${path.sep}build${path.sep}cjs${path.sep}`;
  const at = cjs.lastIndexOf(marker);
  if (at < 0) throw new Error(`${name}: no build/cjs entry to find its ES build from (${cjs})`);
  return path.join(cjs.slice(0, at), 'build', 'esm', 'index.js');
}

/**
 * Bundles the load generator (`entry`, TypeScript) into `outfile`, run with plain node.
 *
 * Why: one generator process stands for thousands of tablets, so its own overhead decides
 * whether a run measures the server or the generator (B5: 3000 clients reconnecting after a
 * kill saturated its core). Under tsx every error's stack went through source maps (each refused
 * reconnect attempt makes several errors) and the client libraries ran their debug builds.
 * Our sources and the client packages are bundled; other installed packages stay external.
 */
export async function bundleGenerator(entry: string, outfile: string): Promise<string> {
  const { build } = await import('esbuild');
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node.split('.')[0]}`,
    keepNames: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'plain-client-builds',
        setup(esbuild) {
          esbuild.onResolve({ filter: /^[^./]/ }, (args) => {
            if (args.path.startsWith('@ttc/') || path.isAbsolute(args.path)) return undefined;
            if (CLIENT_PACKAGES.has(args.path)) return { path: plainBuild(args.path) };
            return { path: args.path, external: true };
          });
        },
      },
    ],
  });
  return outfile;
}
