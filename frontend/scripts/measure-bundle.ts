/**
 * Initial JS per route of the production build, gzipped (level 9): the entry chunk and its
 * static imports, plus the route's lazy screen chunk, its static imports and its English
 * translation files, which all load before the screen shows. Run after `vite build`:
 *   node --import tsx frontend/scripts/measure-bundle.ts [--json]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

const screen = (feature: string, file: string) => `src/features/${feature}/components/${file}.tsx`;
const locale = (ns: string) => `src/locales/en/${ns}.json`;

/** What each route loads besides the entry (keep in step with src/app/screens.ts). */
const routes: Record<string, string[]> = {
  '/ (signed out)': [screen('landing', 'landing-screen'), locale('landing')],
  '/ (signed in)': [
    screen('home', 'home-screen'),
    locale('screens'),
    '../shared-protocol/src/api/auth-user.ts',
  ],
  '/playground': [screen('playground', 'playground-screen'), locale('screens')],
  '/student-game': [screen('student-game', 'student-game-screen'), locale('screens')],
  '/join': [screen('join-class', 'join-class-screen'), locale('screens')],
  '/teacher': [screen('teacher', 'teacher-screen'), locale('screens')],
  '/auth/login': [screen('auth', 'login-screen'), locale('screens')],
  '/privacy': [screen('legal', 'legal-page'), locale('legal')],
  '/404': ['src/app/routes/not-found.tsx'],
};

function closure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest: update scripts/measure-bundle.ts`);
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

const gzipSizes = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('No entry in the manifest.');

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const results: Record<string, { js: number; css: number; files: number }> = {};
for (const [route, keys] of Object.entries({ entry: [], ...routes })) {
  const chunks = new Set<string>();
  for (const key of [entryKey, ...keys]) for (const k of closure(key)) chunks.add(k);
  const files = [...chunks].map((k) => manifest[k] as ManifestChunk);
  const js = files.reduce((sum, c) => sum + gzipSize(c.file), 0);
  const css = [...new Set(files.flatMap((c) => c.css ?? []))].reduce((s, f) => s + gzipSize(f), 0);
  results[route] = { js: kib(js), css: kib(css), files: files.length };
}

const lines = process.argv.includes('--json')
  ? [JSON.stringify(results, null, 2)]
  : [
      'route\tinitial JS (KiB gz)\tCSS (KiB gz)\tJS files',
      ...Object.entries(results).map(([route, r]) => `${route}\t${r.js}\t${r.css}\t${r.files}`),
    ];
process.stdout.write(`${lines.join('\n')}\n`);
