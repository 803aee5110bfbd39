import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler, type Router } from 'express';

/** Paths the SPA must never answer: they belong to the API, the auth endpoints or the socket. */
const BACKEND_PREFIXES = ['/api', '/auth/v1', '/objects', '/socket.io'];

export function isBackendPath(urlPath: string): boolean {
  return BACKEND_PREFIXES.some((p) => urlPath === p || urlPath.startsWith(`${p}/`));
}

/**
 * Addresses whose first screen the page names ahead, with the sources of that screen's chunks in
 * Vite's manifest: a child's QR address (/join?code=...) preloads the join screen's code and its
 * English texts (the app starts in English until a language is chosen on the device) with the
 * entry, instead of finding them only once the entry has run.
 */
const FIRST_SCREENS: Readonly<Record<string, readonly string[]>> = {
  '/join': ['src/app/routes/join-route.tsx', 'src/locales/en/live-student.json'],
};

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };

/**
 * index.html with `<link rel="modulepreload">` for the chunks of `sources` and every chunk they
 * import that the entry does not already preload (and a style preload for their CSS), from the
 * build's manifest (dist/.vite/manifest.json). Null when the manifest or a chunk is missing.
 */
export function pageWithPreloads(
  distDir: string,
  indexHtml: string,
  sources: readonly string[],
): string | null {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  if (sources.some((source) => !manifest[source])) return null;
  const closure = (starts: readonly string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const next of manifest[key].imports ?? []) visit(next);
    };
    for (const start of starts) visit(start);
    return seen;
  };
  const entry = closure(['index.html']);
  const links: string[] = [];
  for (const key of closure(sources)) {
    if (entry.has(key)) continue;
    const chunk = manifest[key] as ManifestChunk;
    if (!indexHtml.includes(`/${chunk.file}"`)) {
      links.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
    }
    for (const css of chunk.css ?? []) {
      if (!indexHtml.includes(`/${css}"`)) {
        links.push(`<link rel="preload" as="style" crossorigin href="/${css}">`);
      }
    }
  }
  if (links.length === 0 || !indexHtml.includes('</head>')) return null;
  return indexHtml.replace('</head>', `${links.map((l) => `  ${l}\n`).join('')}</head>`);
}

/**
 * Serves the built frontend: hashed files under /assets cached for a year (immutable), everything
 * else revalidated, and index.html for any other GET that looks like a page (the router shows the
 * 404 screen for unknown paths), or for / and /landing the page with the landing screen already
 * in it, or for /join the page that preloads the join screen's code. A missing file with an
 * extension gets a plain 404 so a stale script tag never receives HTML.
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
  // Made again when index.html changes (a new build under a running server).
  let built: { mtimeMs: number; pages: Map<string, string> } | null = null;
  const preloadingPage = (route: string): string | undefined => {
    if (!Object.hasOwn(FIRST_SCREENS, route)) return undefined;
    const mtimeMs = statSync(indexFile, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (built?.mtimeMs !== mtimeMs) {
      const indexHtml = readFileSync(indexFile, 'utf8');
      const pages = new Map<string, string>();
      for (const [address, sources] of Object.entries(FIRST_SCREENS)) {
        const page = pageWithPreloads(distDir, indexHtml, sources);
        if (page) pages.set(address, page);
      }
      built = { mtimeMs, pages };
    }
    return built.pages.get(route);
  };
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
    const preloading = preloadingPage(req.path);
    if (preloading !== undefined) {
      res.type('html').send(preloading);
      return;
    }
    res.sendFile(landingPaths.has(req.path) ? landingFile : indexFile);
  };
  router.use(spaFallback);
  return router;
}
