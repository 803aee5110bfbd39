import { publicConfigSchema } from '@ttc/shared-protocol/api/config';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILTIN_ANON_KEY } from '../src/config';
import { startTestApp, type TestApp } from './support/test-app';
import { pgliteBackend } from './support/test-database';

// The config route reads no table: PGlite is enough.
describe('GET /api/config', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('When nothing is configured, then sign-in is built in at PUBLIC_URL and payments are off', async () => {
    t = await startTestApp(pgliteBackend, { PUBLIC_URL: 'https://clock.example.org/some/path' });
    const res = await request(t.app).get('/api/config').expect(200);
    expect(publicConfigSchema.parse(res.body)).toEqual(res.body);
    expect(res.body).toEqual({
      auth: { provider: 'builtin', url: 'https://clock.example.org', anonKey: BUILTIN_ANON_KEY },
      publicUrl: 'https://clock.example.org',
      stripe: null,
      features: { liveSessions: true, payments: false, accounts: true },
    });
  });

  it('When Supabase and Stripe are configured, then the browser gets their public keys', async () => {
    t = await startTestApp(pgliteBackend, {
      SUPABASE_URL: 'https://abc.supabase.co/',
      SUPABASE_ANON_KEY: 'anon-key',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
      STRIPE_PRICE_PARENT: 'price_parent',
      STRIPE_PRICE_TEACHER: 'price_teacher',
      FEATURE_LIVE_SESSIONS: 'false',
    });
    const res = await request(t.app).get('/api/config').expect(200);
    expect(res.body).toEqual({
      auth: { provider: 'supabase', url: 'https://abc.supabase.co', anonKey: 'anon-key' },
      publicUrl: 'http://localhost:3000',
      stripe: { publishableKey: 'pk_test_123', scriptUrl: 'https://js.stripe.com/v3/' },
      features: { liveSessions: false, payments: true, accounts: true },
    });
  });

  it('When only the publishable key is set, then payments stay off and no key is sent', async () => {
    t = await startTestApp(pgliteBackend, { STRIPE_PUBLISHABLE_KEY: 'pk_test_123' });
    const res = await request(t.app).get('/api/config').expect(200);
    expect(res.body.stripe).toBeNull();
    expect(res.body.features.payments).toBe(false);
  });

  it('When PUBLIC_URL is set, then publicUrl is its origin (the join address the host shows), whatever address the request came to', async () => {
    t = await startTestApp(pgliteBackend, { PUBLIC_URL: 'https://school.example:8443/' });
    const res = await request(t.app)
      .get('/api/config')
      .set('Host', '192.168.1.20:3000')
      .expect(200);
    expect(publicConfigSchema.parse(res.body).publicUrl).toBe('https://school.example:8443');
  });
});
