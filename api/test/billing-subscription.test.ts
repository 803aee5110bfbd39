import { billingStatusSchema } from '@ttc/shared-protocol/api/billing-status';
import {
  billingPortalResponseSchema,
  createSubscriptionResponseSchema,
} from '@ttc/shared-protocol/api/subscriptions';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { type BillingFixture, PRICES, startBillingFixture } from './support/billing';
import { signInTeacher, signInTestUser } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';
import { pgliteBackend, testBackends } from './support/test-database';

// POST /api/create-subscription and POST /api/billing-portal against the real Stripe SDK and
// the local fake of Stripe (tests/support/fake-stripe.ts), and what each plan unlocks on the
// server (GET /api/entitlements, a teacher route, the voice reading setting).

describe.each(testBackends)('Subscriptions on $name', (backend) => {
  let f: BillingFixture;
  beforeAll(async () => {
    f = await startBillingFixture(backend);
  });
  afterAll(() => f?.close());

  const create = (user: { headers: object } | null, body: unknown = { plan: 'parent' }) => {
    const req = request(f.t.app).post('/api/create-subscription');
    return (user ? req.set(user.headers as Record<string, string>) : req).send(body as object);
  };
  const planOf = async (id: string) =>
    (await f.t.database.db.select({ plan: users.plan }).from(users).where(eq(users.id, id)))[0]
      ?.plan;
  const stripeCalls = (from: number) => f.fake.requests.slice(from);

  it('When a new parent subscribes, then a customer and a 7-day trial are made and the answer is a setup secret', async () => {
    const parent = await signInTestUser(f.t, { role: 'parent' });
    const from = f.fake.requests.length;
    const res = await create(parent).expect(200);
    const body = createSubscriptionResponseSchema.parse(res.body);
    expect(body).toEqual({
      clientSecret: expect.stringMatching(/^seti_\w+_secret_\w+$/),
      intent: 'setup',
      subscriptionId: expect.stringMatching(/^sub_/),
    });
    const calls = stripeCalls(from);
    const created = calls.find((c) => c.method === 'POST' && c.path === '/v1/subscriptions');
    expect(created?.params).toMatchObject({
      items: [{ price: PRICES.parent }],
      payment_behavior: 'default_incomplete',
      trial_period_days: '7',
      metadata: { userId: parent.id, plan: 'parent' },
    });
    // Every call that changes something at Stripe carries an idempotency key.
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.path)).toEqual(['/v1/customers', '/v1/subscriptions']);
    for (const post of posts) expect(post.idempotencyKey).toMatch(/^ttc-/);
    const [row] = await f.t.database.db.select().from(users).where(eq(users.id, parent.id));
    expect(row?.stripeCustomerId).toMatch(/^cus_/);
    // Nothing is granted before Stripe says so (the webhook).
    expect(row?.plan).toBe('free');
  });

  it('When a teacher subscribes, then the answer is the first payment secret, without a trial', async () => {
    const teacher = await signInTeacher(f.t);
    const from = f.fake.requests.length;
    const body = createSubscriptionResponseSchema.parse(
      (await create(teacher, { plan: 'teacher' }).expect(200)).body,
    );
    expect(body).toEqual({
      clientSecret: expect.stringMatching(/^pi_\w+_secret_\w+$/),
      intent: 'payment',
      subscriptionId: expect.stringMatching(/^sub_/),
    });
    const created = stripeCalls(from).find(
      (c) => c.path === '/v1/subscriptions' && c.method === 'POST',
    );
    expect(created?.params.items).toEqual([{ price: PRICES.teacher }]);
    expect(created?.params).not.toHaveProperty('trial_period_days');
  });

  it('When the same user clicks twice at once, then one customer and one subscription are made', async () => {
    const parent = await signInTestUser(f.t);
    const customersBefore = f.fake.customers.size;
    const subscriptionsBefore = f.fake.subscriptions.size;
    const [a, b] = await Promise.all([create(parent).expect(200), create(parent).expect(200)]);
    expect(a.body.subscriptionId).toBe(b.body.subscriptionId);
    expect(f.fake.customers.size).toBe(customersBefore + 1);
    expect(f.fake.subscriptions.size).toBe(subscriptionsBefore + 1);
  });

  it('When the form is opened again before paying, then the same subscription and secret come back and the customer is reused', async () => {
    const parent = await signInTestUser(f.t);
    const first = (await create(parent).expect(200)).body;
    const from = f.fake.requests.length;
    const again = (await create(parent).expect(200)).body;
    expect(again).toEqual(first);
    expect(stripeCalls(from).filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('When the subscription is already trialing, then only its id comes back, and the customer is reused', async () => {
    const parent = await signInTestUser(f.t);
    const first = createSubscriptionResponseSchema.parse((await create(parent).expect(200)).body);
    if (!('clientSecret' in first)) throw new Error('expected a client secret');
    await f.fake.confirm(first.clientSecret);
    const from = f.fake.requests.length;
    expect((await create(parent).expect(200)).body).toEqual({
      subscriptionId: first.subscriptionId,
    });
    expect(stripeCalls(from).some((c) => c.path === '/v1/customers')).toBe(false);
    await expect.poll(() => planOf(parent.id), { timeout: 10_000 }).toBe('premium');
  });

  it('When the body is bad, then 400; signed out, then 401', async () => {
    const parent = await signInTestUser(f.t);
    expect((await create(parent, { plan: 'school' }).expect(400)).body.error.code).toBe(
      'validation_failed',
    );
    expect((await create(parent, { plan: 'parent', extra: 1 }).expect(400)).body.error.code).toBe(
      'validation_failed',
    );
    await request(f.t.app)
      .post('/api/create-subscription')
      .set(parent.headers)
      .set('Content-Type', 'application/json')
      .send('{"plan":')
      .expect(400);
    expect((await create(null).expect(401)).body.error.code).toBe('unauthorized');
    await request(f.t.app).post('/api/billing-portal').expect(401);
    await request(f.t.app).get('/api/entitlements').expect(401);
  });

  it('When a subscriber opens the billing portal, then its address comes back to /profile; without a customer, 409', async () => {
    const parent = await signInTestUser(f.t);
    expect(
      (await request(f.t.app).post('/api/billing-portal').set(parent.headers).expect(409)).body
        .error.code,
    ).toBe('conflict');
    await create(parent).expect(200);
    const from = f.fake.requests.length;
    const res = await request(f.t.app).post('/api/billing-portal').set(parent.headers).expect(200);
    const { url } = billingPortalResponseSchema.parse(res.body);
    expect(url.startsWith(`${f.fake.url}/portal/`)).toBe(true);
    const call = stripeCalls(from).find((c) => c.path === '/v1/billing_portal/sessions');
    expect(call).toMatchObject({
      method: 'POST',
      path: '/v1/billing_portal/sessions',
      params: { return_url: `${f.t.config.publicUrl}/profile` },
      idempotencyKey: expect.stringMatching(/^ttc-portal-/),
    });
  });

  it('When the plan changes, then GET /api/entitlements says what it unlocks', async () => {
    const parent = await signInTestUser(f.t, { role: 'parent' });
    const free = billingStatusSchema.parse(
      (await request(f.t.app).get('/api/entitlements').set(parent.headers).expect(200)).body,
    );
    expect(free).toEqual({
      plan: 'free',
      paymentsEnabled: true,
      entitlements: { voiceReading: false, offlinePractice: false, teacherTools: false },
      subscription: null,
      canManage: false,
    });
    const started = createSubscriptionResponseSchema.parse((await create(parent).expect(200)).body);
    if (!('clientSecret' in started)) throw new Error('expected a client secret');
    await f.fake.confirm(started.clientSecret);
    await expect.poll(() => planOf(parent.id), { timeout: 10_000 }).toBe('premium');
    const premium = billingStatusSchema.parse(
      (await request(f.t.app).get('/api/entitlements').set(parent.headers).expect(200)).body,
    );
    expect(premium).toMatchObject({
      plan: 'premium',
      entitlements: { voiceReading: true, offlinePractice: true, teacherTools: false },
      subscription: { status: 'trialing', cancelAtPeriodEnd: false },
      canManage: true,
    });
    const trialEnd = Date.parse(premium.subscription?.trialEndsAt ?? '');
    expect(Math.round((trialEnd - Date.now()) / 86_400_000)).toBe(7);
    // /api/auth/user reads the same plan.
    expect(
      (await request(f.t.app).get('/api/auth/user').set(parent.headers).expect(200)).body.plan,
    ).toBe('premium');
  });

  it('When a free teacher opens a teacher route, then 403 plan_required; on pro, it opens', async () => {
    const free = await signInTeacher(f.t);
    const res = await request(f.t.app).get('/api/classes').set(free.headers).expect(403);
    expect(res.body.error.code).toBe('plan_required');
    const pro = await signInTeacher(f.t, { plan: 'pro' });
    await request(f.t.app).get('/api/classes').set(pro.headers).expect(200);
  });

  it('When a free account turns voice reading on, then it stays off; on the Parent Plan, it turns on', async () => {
    const changedAt = new Date().toISOString();
    const body = {
      values: { voiceReading: { value: true, changedAt }, use24Hour: { value: true, changedAt } },
    };
    const free = await signInTestUser(f.t);
    const freeRes = await request(f.t.app)
      .put('/api/settings')
      .set(free.headers)
      .send(body)
      .expect(200);
    expect(freeRes.body.values.voiceReading).toEqual({ value: false, changedAt });
    // The other settings still sync.
    expect(freeRes.body.values.use24Hour).toEqual({ value: true, changedAt });
    const premium = await signInTestUser(f.t, { plan: 'premium' });
    const premiumRes = await request(f.t.app)
      .put('/api/settings')
      .set(premium.headers)
      .send(body)
      .expect(200);
    expect(premiumRes.body.values.voiceReading).toEqual({ value: true, changedAt });
  });
});

describe('Subscriptions without Stripe keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(pgliteBackend);
  });
  afterAll(() => t?.close());

  it('When payments are not configured, then the payment routes answer 503 payments_not_configured', async () => {
    const parent = await signInTestUser(t);
    for (const path of ['/api/create-subscription', '/api/billing-portal', '/api/stripe/webhook']) {
      const res = await request(t.app)
        .post(path)
        .set(parent.headers)
        .send({ plan: 'parent' })
        .expect(503);
      expect(res.body).toEqual({
        error: {
          code: 'payments_not_configured',
          message: 'Subscription processing is currently not configured.',
        },
      });
    }
  });

  it('When payments are not configured, then every feature is free: entitlements, teacher routes and voice reading', async () => {
    const teacher = await signInTeacher(t);
    const status = (await request(t.app).get('/api/entitlements').set(teacher.headers).expect(200))
      .body;
    expect(status).toMatchObject({
      plan: 'free',
      paymentsEnabled: false,
      entitlements: { voiceReading: true, offlinePractice: true, teacherTools: true },
      canManage: false,
    });
    await request(t.app).get('/api/classes').set(teacher.headers).expect(200);
    const changedAt = new Date().toISOString();
    const res = await request(t.app)
      .put('/api/settings')
      .set(teacher.headers)
      .send({ values: { voiceReading: { value: true, changedAt } } })
      .expect(200);
    expect(res.body.values.voiceReading.value).toBe(true);
  });
});
