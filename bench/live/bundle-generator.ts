import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { bundleServer } from '../../scripts/build-realtime.mjs';

/**
 * The Socket.IO client packages, taken from their plain ES builds. Under Node their package
 * exports pick the `esm-debug` builds, which call `debug` on every packet; the tablets the
 * generator stands for run the plain builds (what a browser bundle of the app gets).
 */
const CLIENT_PACKAGES = /^(socket\.io-client|engine\.io-client|socket\.io-parser)$/;

const require = createRequire(import.meta.url);

/** `<package>/build/esm/index.js`, found from the package's CommonJS entry. */
function plainBuild(name: string): string {
  const cjs = require.resolve(name);
  const marker = `${path.sep}build${path.sep}cjs${path.sep}`;
  const at = cjs.lastIndexOf(marker);
  if (at < 0) throw new Error(`${name}: no build/cjs entry to find its ES build from (${cjs})`);
  return path.join(cjs.slice(0, at), 'build', 'esm', 'index.js');
}

const plainClientBuilds: Plugin = {
  name: 'plain-client-builds',
  setup(build) {
    build.onResolve({ filter: CLIENT_PACKAGES }, (args) => ({ path: plainBuild(args.path) }));
  },
};

/**
 * Bundles the load generator (`entry`, TypeScript) into `outfile`, run with plain node, as the
 * realtime service is bundled, with the client packages' plain builds.
 *
 * Why: one generator process stands for thousands of tablets, so its own overhead decides
 * whether a run measures the server or the generator (B5: 3000 clients reconnecting after a
 * kill saturated its core). Under tsx every error's stack went through source maps (each refused
 * reconnect attempt makes several errors) and the client libraries ran their debug builds.
 */
export function bundleGenerator(entry: string, outfile: string): Promise<string> {
  return bundleServer(entry, outfile, [plainClientBuilds]);
}
