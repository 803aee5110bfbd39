import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { landingShell } from './build/landing-shell-plugin.ts';

/** The frontend folder. Set explicitly so the one-process server can import this config. */
export const frontendRoot = fileURLToPath(new URL('.', import.meta.url));

/** Where `vite build` writes the app; the server serves this folder with an SPA fallback. */
export const frontendDist = fileURLToPath(new URL('./dist', import.meta.url));

const vendorModules =
  /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|use-sync-external-store)[\\/]/;

/** The API, auth and socket server that standalone `vite` forwards to (`npm start` default). */
const backend = 'http://localhost:3000';

export default defineConfig({
  root: frontendRoot,
  plugins: [react(), landingShell()],
  build: {
    outDir: frontendDist,
    emptyOutDir: true,
    // dist/.vite/manifest.json maps each route chunk to its imports: the bundle budget reads it.
    manifest: true,
    // Every browser we target supports modulepreload; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // zod builds its schemas at module load, which the bundler must otherwise keep in case the
      // calls have side effects; they don't, so a screen that imports only pure clock math from
      // shared-protocol no longer drags in every schema of that module (and zod itself).
      treeshake: { manualPureFunctions: ['z'], propertyReadSideEffects: false },
      output: {
        codeSplitting: {
          // The libraries every page needs, in one long-cached chunk that app changes leave
          // alone. Anything else (zod, later feature libraries) stays with the code using it.
          groups: [{ name: 'vendor', test: vendorModules }],
        },
      },
    },
  },
  server: {
    // Only for standalone `vite`. Inside the one-process server these paths are mounted before
    // Vite's middlewares, so these rules are never reached there.
    proxy: {
      '/api': backend,
      '/auth/v1': backend,
      '/objects': backend,
      '/socket.io': { target: backend, ws: true },
    },
  },
});
