import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frontendAssets } from '../src/frontend-assets';

const tmp = mkdtempSync(path.join(tmpdir(), 'ttc-frontend-assets-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Tick Tock Class</title>
    <script type="module" crossorigin src="/assets/index-aaa111.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-bbb222.js">
  </head>
  <body><div id="root"></div></body>
</html>`;

/** A built frontend as Vite leaves it: hashed assets, index.html and the manifest. */
function fakeDist(name: string, withManifest: boolean): string {
  const dist = path.join(tmp, name);
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  for (const file of [
    'index-aaa111.js',
    'vendor-bbb222.js',
    'join-route-ccc333.js',
    'socket-ddd444.js',
    'live-student-fff666.js',
  ]) {
    writeFileSync(path.join(dist, 'assets', file), 'export {};');
  }
  writeFileSync(path.join(dist, 'assets', 'join-route-eee555.css'), '.join{}');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  if (withManifest) {
    writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-aaa111.js', isEntry: true, imports: ['_vendor.js'] },
        '_vendor.js': { file: 'assets/vendor-bbb222.js' },
        '_socket.js': { file: 'assets/socket-ddd444.js', imports: ['_vendor.js'] },
        'src/app/routes/join-route.tsx': {
          file: 'assets/join-route-ccc333.js',
          isDynamicEntry: true,
          imports: ['_vendor.js', '_socket.js', 'index.html'],
          css: ['assets/join-route-eee555.css'],
        },
        'src/locales/en/live-student.json': {
          file: 'assets/live-student-fff666.js',
          isDynamicEntry: true,
        },
      }),
    );
  }
  return dist;
}

/** The status of a GET sent as is (no headers added). */
function statusOf(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    }).on('error', reject);
  });
}

async function serve(dist: string): Promise<{ url: string; close(): Promise<void> }> {
  const app = express();
  app.use(frontendAssets(dist));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('the built frontend as the one-process server serves it', () => {
  let site: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    site = await serve(fakeDist('with-manifest', true));
  });
  afterAll(() => site.close());

  it('When a hashed script or style is fetched, then it is public, cached for a year and immutable', async () => {
    for (const file of ['index-aaa111.js', 'join-route-ccc333.js', 'join-route-eee555.css']) {
      const res = await fetch(`${site.url}/assets/${file}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('When a page or an unhashed file is fetched, then it is revalidated on every visit', async () => {
    for (const route of ['/', '/join', '/student-game', '/join?code=123456']) {
      const res = await fetch(`${site.url}${route}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('etag')).toBeTruthy();
    }
    const icon = await fetch(`${site.url}/favicon.svg`);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=0');
  });

  it('When a page was seen before, then a second visit is answered 304 with its ETag', async () => {
    for (const route of ['/join', '/student-game']) {
      const first = await fetch(`${site.url}${route}`);
      const etag = first.headers.get('etag') ?? '';
      // node:http, as a browser revalidates: fetch() would add "Cache-Control: no-cache" to a
      // request carrying If-None-Match, which asks the server for the whole page again.
      expect(await statusOf(`${site.url}${route}`, { 'if-none-match': etag })).toBe(304);
    }
  });

  it("When the QR address /join is opened, then the page preloads the join screen's chunks the entry does not", async () => {
    const html = await (await fetch(`${site.url}/join?code=123456`)).text();
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/join-route-ccc333.js">',
    );
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/socket-ddd444.js">',
    );
    // Its English texts (a first-time device starts in English).
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/live-student-fff666.js">',
    );
    expect(html).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/join-route-eee555.css">',
    );
    // The entry's own chunks are named once, as Vite wrote them.
    expect(html.match(/vendor-bbb222\.js/g)).toHaveLength(1);
    expect(html.match(/index-aaa111\.js/g)).toHaveLength(1);
    // Other pages do not carry the join screen.
    const other = await (await fetch(`${site.url}/student-game`)).text();
    expect(other).toBe(INDEX);
  });
});

describe('a build without a manifest', () => {
  it('When /join is opened, then the plain index.html comes back', async () => {
    const site = await serve(fakeDist('without-manifest', false));
    try {
      const res = await fetch(`${site.url}/join`);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(INDEX);
    } finally {
      await site.close();
    }
  });
});
