import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler, type Router } from 'express';

/** Paths the SPA must never answer: they belong to the API, the auth endpoints or the socket. */
const BACKEND_PREFIXES = ['/api', '/auth/v1', '/objects', '/socket.io'];

export function isBackendPath(urlPath: string): boolean {
  return BACKEND_PREFIXES.some((p) => urlPath === p || urlPath.startsWith(`${p}/`));
}

/**
 * Serves the built frontend: hashed files under /assets cached for a year, everything else
 * revalidated, and index.html for any other GET that looks like a page (the router shows the
 * 404 screen for unknown paths), or for / and /landing the page with the landing screen already
 * in it. A missing file with an extension gets a plain 404 so a
 * stale script tag never receives HTML.
 */
export function frontendAssets(distDir: string): Router {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`The frontend is not built: ${indexFile} is missing (run npm run build).`);
  }
  // The landing screen pre-rendered at build time (frontend/build/landing-shell-plugin.ts), for
  // the two addresses that show it to a signed-out visitor; without it they get index.html.
  const landingFile = path.join(distDir, 'landing.html');
  const landingPaths = existsSync(landingFile) ? new Set(['/', '/landing']) : new Set<string>();
  const router = express.Router();
  router.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), {
      immutable: true,
      maxAge: '365d',
      index: false,
      fallthrough: false,
    }),
  );
  router.use(express.static(distDir, { index: false, maxAge: 0 }));
  const spaFallback: RequestHandler = (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isBackendPath(req.path)) return next();
    if (path.extname(req.path) !== '') {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(landingPaths.has(req.path) ? landingFile : indexFile);
  };
  router.use(spaFallback);
  return router;
}
