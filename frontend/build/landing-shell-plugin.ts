import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { JSDOM } from 'jsdom';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import type { LandingShell } from '../src/prerender/landing-shell-type.ts';

/** The file the server sends for / and /landing when it exists (beside index.html). */
export const LANDING_PAGE_FILE = 'landing.html';

const SHELL_ENTRY = '/src/prerender/landing-shell.tsx';
const LANDING_SCREEN = 'src/features/landing/components/landing-screen.tsx';
const LANDING_TEXTS = 'src/locales/en/landing.json';

type ManifestChunk = { file: string; css?: string[]; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/**
 * After `vite build`, writes landing.html: index.html with the landing screen rendered inside
 * #root, its stylesheet linked and its code and texts preloaded, so the hero paints before
 * the app's JavaScript has run (the landing page's largest contentful paint). The screen is
 * rendered by the app's own components through Vite's SSR loader, with jsdom standing in for
 * the browser globals a few modules touch when they load. A failure only warns: the server
 * then sends index.html, and the page still works (it paints later).
 */
export function landingShell(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'ttc-landing-shell',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      try {
        const shell = await renderShell(config.root);
        const index = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        const manifest = JSON.parse(
          readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
        ) as Manifest;
        writeFileSync(path.join(outDir, LANDING_PAGE_FILE), landingPage(index, shell, manifest));
      } catch (error) {
        config.logger.warn(`The landing page was not pre-rendered: ${String(error)}`);
      }
    },
  };
}

async function renderShell(root: string): Promise<LandingShell> {
  const dom = new JSDOM('<!doctype html><html><body></body></html>', {
    url: 'http://localhost/landing',
  });
  const globals = globalThis as Record<string, unknown>;
  const names = ['window', 'document', 'localStorage', 'sessionStorage'] as const;
  const saved = names.map((name) => [name, globals[name]] as const);
  for (const name of names) globals[name] = dom.window[name];
  const vite = await createServer({
    configFile: false,
    root,
    plugins: [react()],
    appType: 'custom',
    logLevel: 'warn',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = (await vite.ssrLoadModule(SHELL_ENTRY)) as {
      renderLandingShell(): Promise<LandingShell>;
    };
    return await module.renderLandingShell();
  } finally {
    await vite.close();
    for (const [name, value] of saved) globals[name] = value;
    dom.window.close();
  }
}

/**
 * index.html with the shell in #root, the landing screen's stylesheet linked, and the app's
 * scripts handed to public/landing-shell-gate.js, which starts them once the page has painted
 * (at once for a visitor the shell is hidden from). On a slow school or phone connection the
 * hero then shares the first round trips only with its stylesheet, not with 200 KB of code;
 * the hero's links are plain links that work before the code arrives.
 */
export function landingPage(index: string, shell: LandingShell, manifest: Manifest): string {
  const screen = manifest[LANDING_SCREEN];
  const texts = manifest[LANDING_TEXTS];
  if (!screen || !texts) throw new Error('The manifest does not list the landing screen.');
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(index);
  if (!entry?.[1]) throw new Error('index.html has no module script.');
  const preloadTag = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
  const preloads = [...index.matchAll(preloadTag)].map((match) => match[1] ?? '');
  const chunks = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunks.has(chunk.file)) return;
    chunks.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(LANDING_SCREEN);
  chunks.add(texts.file);
  for (const file of chunks) if (!preloads.includes(`/${file}`)) preloads.push(`/${file}`);
  const head = [
    ...(screen.css ?? []).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    `<script src="/landing-shell-gate.js" data-entry="${entry[1]}" data-preload="${preloads.join(' ')}" data-session-key="${shell.storageKeys.session}" data-language-key="${shell.storageKeys.language}"></script>`,
  ];
  const root = '<div id="root"></div>';
  if (!index.includes(root)) throw new Error('index.html has no empty #root element.');
  return index
    .replace(entry[0], '')
    .replace(preloadTag, '')
    .replace('</head>', `  ${head.join('\n    ')}\n  </head>`)
    .replace(root, `<div id="root" data-shell="landing">${shell.html}</div>`);
}
