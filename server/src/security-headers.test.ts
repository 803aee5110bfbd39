import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { pageSecurityHeaders } from './security-headers';

/** The page policy as a map of directive -> sources. */
async function policyOf(options: Parameters<typeof pageSecurityHeaders>[0]) {
  const app = express();
  app.use(pageSecurityHeaders(options));
  app.get('/', (_req, res) => {
    res.send('ok');
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const res = await fetch(`http://127.0.0.1:${port}/`);
  await new Promise((resolve) => server.close(resolve));
  const header = res.headers.get('content-security-policy') ?? '';
  return Object.fromEntries(
    header.split(';').map((part: string) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  ) as Record<string, string[]>;
}

describe('The pages’ Content-Security-Policy', () => {
  it('When payments are not configured, then no third-party origin is allowed anywhere', async () => {
    const policy = await policyOf({});
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['frame-src']).toBeUndefined();
    expect(JSON.stringify(policy)).not.toContain('stripe');
  });

  it('When Stripe.js comes from Stripe, then its script, frame and API origins are allowed', async () => {
    const policy = await policyOf({ stripeJsUrl: 'https://js.stripe.com/v3/' });
    expect(policy['script-src']).toEqual([
      "'self'",
      'https://js.stripe.com',
      'https://*.js.stripe.com',
    ]);
    expect(policy['frame-src']).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']),
    );
    expect(policy['connect-src']).toEqual(
      expect.arrayContaining(["'self'", 'https://api.stripe.com']),
    );
    expect(policy['object-src']).toEqual(["'none'"]);
  });

  it('When Stripe.js comes from the local fake, then only the fake’s origin is added', async () => {
    const policy = await policyOf({ stripeJsUrl: 'http://127.0.0.1:4321/v3/' });
    expect(policy['script-src']).toEqual(["'self'", 'http://127.0.0.1:4321']);
    expect(policy['connect-src']).toEqual(["'self'", 'http://127.0.0.1:4321']);
    expect(JSON.stringify(policy)).not.toContain('stripe.com');
  });
});
