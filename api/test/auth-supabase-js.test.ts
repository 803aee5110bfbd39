import {
  createClient,
  type SupabaseClient,
  type SupabaseClientOptions,
} from '@supabase/supabase-js';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { BUILTIN_ANON_KEY } from '../src/config';
import { type LiveTestApp, startLiveTestApp } from './support/live-app';
import { signInLinkIn } from './support/outbox';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink';
import { testBackends } from './support/test-database';

type RealtimeTransport = NonNullable<
  NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']
>;

/** A supabase-js client in Node as the browser app makes one, with its session in memory. */
function browserLikeClient(url: string): SupabaseClient {
  const items = new Map<string, string>();
  return createClient(url, BUILTIN_ANON_KEY, {
    // Node 20 has no global WebSocket; supabase-js's realtime part insists on one.
    // ws's constructor is typed more loosely than realtime-js's WebSocketLikeConstructor.
    realtime: { transport: WebSocket as unknown as RealtimeTransport },
    auth: {
      flowType: 'pkce',
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: {
        getItem: (key: string) => items.get(key) ?? null,
        setItem: (key: string, value: string) => void items.set(key, value),
        removeItem: (key: string) => void items.delete(key),
      },
    },
  });
}

describe.each(testBackends)('Sign-in with the real supabase-js on $name', (backend) => {
  let t: LiveTestApp;
  let smtp: SmtpSink;
  let offsetMs = 0;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startLiveTestApp(
      backend,
      { SMTP_URL: smtp.url, MAIL_FROM: 'Tick Tock Class <hello@example.org>' },
      { clock: () => new Date(Date.now() + offsetMs) },
    );
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  /** Waits for the SMTP server to receive the n-th message to `to` and returns its link. */
  async function linkFromSmtp(to: string, count: number): Promise<URL> {
    const mail = await vi.waitFor(
      () => {
        const toThem = smtp.received.filter((m) => m.to.includes(to));
        if (toThem.length < count) throw new Error('not received yet');
        return toThem[count - 1] as (typeof toThem)[number];
      },
      { timeout: 10_000, interval: 50 },
    );
    return signInLinkIn(mail.decoded);
  }

  it('When a user signs in by magic link, then the session works until sign-out and its refresh token dies with it', async () => {
    const email = 'parent.one@example.org';
    const supabase = browserLikeClient(t.url);

    const sent = await supabase.auth.signInWithOtp({
      email,
      options: { emailRedirectTo: `${t.url}/auth/callback`, data: { language: 'de' } },
    });
    expect(sent.error).toBeNull();

    // The link goes out over SMTP only: with SMTP_URL set there is no outbox at all.
    const link = await linkFromSmtp(email, 1);
    const mail = smtp.received.find((m) => m.to.includes(email));
    // The German text (the language hint): the subject is encoded, the body is not.
    expect(mail?.decoded).toContain('Tippe auf die Schaltfläche unten');
    await request(t.app).get('/api/dev/outbox').query({ to: email }).expect(404);
    expect(t.logLines.join('\n')).not.toContain(link.searchParams.get('token_hash'));
    expect(link.origin).toBe(t.url);
    expect(link.pathname).toBe('/auth/verify');
    expect(link.searchParams.get('type')).toBe('magiclink');
    expect(link.searchParams.get('redirect_to')).toBe(`${t.url}/auth/callback`);
    const tokenHash = link.searchParams.get('token_hash') as string;
    expect(Buffer.from(tokenHash, 'base64url').length).toBeGreaterThanOrEqual(16);

    // A mail scanner GETs the link: it sees the app page, and the token is not spent.
    const scanned = await fetch(link);
    expect(scanned.status).toBe(200);
    expect(t.verifyPageHits()).toBe(1);

    const verified = await supabase.auth.verifyOtp({ token_hash: tokenHash, type: 'magiclink' });
    expect(verified.error).toBeNull();
    const session = verified.data.session;
    expect(session?.user.email).toBe(email);
    expect(session?.token_type).toBe('bearer');
    expect(session?.expires_in).toBe(3600);
    expect((await supabase.auth.getSession()).data.session?.access_token).toBe(
      session?.access_token,
    );

    const me = await request(t.app)
      .get('/api/auth/user')
      .set('Authorization', `Bearer ${session?.access_token}`)
      .expect(200);
    expect(me.body).toMatchObject({ email, fullName: null, role: null, plan: 'free' });
    const user = await supabase.auth.getUser();
    expect(user.error).toBeNull();
    expect(user.data.user?.id).toBe(me.body.id);

    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const second = refreshed.data.session;
    expect(second?.refresh_token).not.toBe(session?.refresh_token);
    await request(t.app)
      .get('/api/auth/user')
      .set('Authorization', `Bearer ${second?.access_token}`)
      .expect(200);

    const signedOut = await supabase.auth.signOut();
    expect(signedOut.error).toBeNull();
    expect((await supabase.auth.getSession()).data.session).toBeNull();

    // The refresh token of the ended session is refused, by supabase-js and on the wire.
    const afterSignOut = await supabase.auth.refreshSession({
      refresh_token: second?.refresh_token as string,
    });
    expect(afterSignOut.data.session).toBeNull();
    expect(afterSignOut.error?.status).toBe(400);
    expect(afterSignOut.error?.code).toBe('refresh_token_not_found');
    expect(afterSignOut.error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found');

    // The link was spent by the verification: a second use is refused and starts no session.
    const reused = await browserLikeClient(t.url).auth.verifyOtp({
      token_hash: tokenHash,
      type: 'magiclink',
    });
    expect(reused.data.session).toBeNull();
    expect(reused.error?.status).toBe(403);
    expect(reused.error?.code).toBe('otp_expired');
    expect(reused.error?.message).toBe('Email link is invalid or has expired');
  });

  it('When a link is opened after 10 minutes, then it is refused', async () => {
    const email = 'late.reader@example.org';
    const supabase = browserLikeClient(t.url);
    expect((await supabase.auth.signInWithOtp({ email })).error).toBeNull();
    const link = await linkFromSmtp(email, 1);
    offsetMs = 10 * 60 * 1000 + 1000;
    try {
      const late = await supabase.auth.verifyOtp({
        token_hash: link.searchParams.get('token_hash') as string,
        type: 'magiclink',
      });
      expect(late.data.session).toBeNull();
      expect(late.error?.code).toBe('otp_expired');
    } finally {
      offsetMs = 0;
    }
    // With the clock back the same link works: it was refused for its age, nothing else.
    const now = await supabase.auth.verifyOtp({
      token_hash: link.searchParams.get('token_hash') as string,
      type: 'magiclink',
    });
    expect(now.error).toBeNull();
  });

  it('When a redirect link is followed (GET /auth/v1/verify), then it leads to the sign-in page with the same link, unspent', async () => {
    const email = 'redirect.flow@example.org';
    const supabase = browserLikeClient(t.url);
    expect(
      (
        await supabase.auth.signInWithOtp({
          email,
          options: { emailRedirectTo: `${t.url}/auth/callback` },
        })
      ).error,
    ).toBeNull();
    const link = await linkFromSmtp(email, 1);
    const tokenHash = link.searchParams.get('token_hash') as string;
    const verifyUrl = new URL('/auth/v1/verify', t.url);
    verifyUrl.searchParams.set('token', tokenHash);
    verifyUrl.searchParams.set('type', 'magiclink');
    verifyUrl.searchParams.set('redirect_to', `${t.url}/auth/callback`);

    // A scanner may follow it any number of times.
    for (let i = 0; i < 3; i += 1) {
      const res = await fetch(verifyUrl, { redirect: 'manual' });
      expect(res.status).toBe(303);
      const location = new URL(res.headers.get('location') as string);
      expect(`${location.origin}${location.pathname}`).toBe(`${t.url}/auth/verify`);
      expect(location.searchParams.get('token_hash')).toBe(tokenHash);
      expect(location.searchParams.get('type')).toBe('magiclink');
      expect(location.searchParams.get('redirect_to')).toBe(`${t.url}/auth/callback`);
      expect(location.hash).toBe('');
    }

    // The page's tap still signs in.
    const verified = await supabase.auth.verifyOtp({ token_hash: tokenHash, type: 'magiclink' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);
  });

  it('When a JWT is tampered with, then the API and /auth/v1/user refuse it', async () => {
    const email = 'tamper@example.org';
    const supabase = browserLikeClient(t.url);
    await supabase.auth.signInWithOtp({ email });
    const link = await linkFromSmtp(email, 1);
    const { data } = await supabase.auth.verifyOtp({
      token_hash: link.searchParams.get('token_hash') as string,
      type: 'magiclink',
    });
    const [header, payload, signature] = (data.session?.access_token ?? '').split('.');
    const claims = JSON.parse(Buffer.from(payload as string, 'base64url').toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, email: 'admin@example.org' })).toString('base64url')}.${signature}`;

    const api = await request(t.app)
      .get('/api/auth/user')
      .set('Authorization', `Bearer ${forged}`)
      .expect(401);
    expect(api.body).toEqual({ error: { code: 'unauthorized', message: 'You need to sign in.' } });
    const gotrue = await supabase.auth.getUser(forged);
    expect(gotrue.data.user).toBeNull();
    expect(gotrue.error?.status).toBe(403);
  });
});
