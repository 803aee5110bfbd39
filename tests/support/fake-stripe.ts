import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import Stripe from 'stripe';

// A LOCAL FAKE of the few Stripe endpoints the app uses, for tests only. The real `stripe` SDK
// runs against it (STRIPE_API_URL=<url>): customers, subscriptions, prices and billing portal
// sessions, form-encoded like Stripe, with Idempotency-Key honoured (the same key gets the same
// answer) and every request recorded. It also plays Stripe's side of a payment for the browser
// fake of Stripe.js (fake-stripe-js.js, served at /v3/): /test_mode/confirm marks an intent
// succeeded and starts the subscription, /test_mode/cancel ends one, and both send signed
// webhook events (the SDK's generateTestHeaderString) to the configured URL. Objects carry the
// fields the app reads, in the shapes of the SDK's API version (periods on subscription items,
// the invoice's confirmation_secret and parent.subscription_details).

const DECLINED_CARD = '4000000000000002';
const DAY_S = 24 * 60 * 60;
const MONTH_S = 30 * DAY_S;

type Json = Record<string, unknown>;

export interface FakeStripeRequest {
  method: string;
  path: string;
  /** Query and form body, parsed (Stripe's `a[b][0]=c` brackets into objects and arrays). */
  params: Json;
  idempotencyKey: string | null;
  /** Whether the answer was a replay of an earlier request with the same key. */
  replayed: boolean;
  status: number;
}

export interface FakeStripeEvent {
  event: Stripe.Event;
  /** The webhook's HTTP status, or null when it was not sent (no webhook, or delivery off). */
  status: number | null;
}

export interface FakeStripeOptions {
  webhook?: { url: string; secret: string };
  /** Send events to the webhook as they happen (default true); tests of ordering send them. */
  deliver?: boolean;
  port?: number;
}

export interface FakeStripe {
  /** `http://127.0.0.1:<port>`: STRIPE_API_URL, and the origin of /v3/ (STRIPE_JS_URL). */
  url: string;
  /** `<url>/v3/`: where the browser fake of Stripe.js is served. */
  jsUrl: string;
  requests: FakeStripeRequest[];
  customers: Map<string, Json>;
  subscriptions: Map<string, Json>;
  events: FakeStripeEvent[];
  setWebhook(webhook: { url: string; secret: string } | null): void;
  setDelivery(deliver: boolean): void;
  /** What /test_mode/confirm does: the intent succeeds and its subscription starts. */
  confirm(clientSecret: string, cardNumber?: string): Promise<void>;
  /** What the portal's "Cancel plan" does: the subscription ends now. */
  cancel(subscriptionId: string): Promise<void>;
  /** A renewal payment fails: the subscription goes past_due. */
  failPayment(subscriptionId: string): Promise<void>;
  /** The next `count` API requests fail with a 500 (Stripe down), marked not to be retried. */
  failNext(count: number): void;
  /** A signed delivery of `event` as Stripe sends it, for tests that post it themselves. */
  sign(
    event: Stripe.Event,
    secret: string,
    timestamp?: number,
  ): { payload: string; header: string };
  close(): Promise<void>;
}

const FAKE_JS = new URL('./fake-stripe-js.js', import.meta.url);

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const nowS = () => Math.floor(Date.now() / 1000);

/** Starts the fake on 127.0.0.1 (a free port unless `port` is given). */
export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  let webhook = options.webhook ?? null;
  let deliver = options.deliver ?? true;
  const requests: FakeStripeRequest[] = [];
  const customers = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const invoices = new Map<string, Json>();
  const intents = new Map<string, Json>();
  const portalSessions = new Map<string, Json>();
  const events: FakeStripeEvent[] = [];
  const idempotent = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  let url = '';
  let failures = 0;

  const sign = (event: Stripe.Event, secret: string, timestamp = nowS()) => {
    const payload = JSON.stringify(event, null, 2);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
    return { payload, header };
  };

  async function emit(type: string, object: Json): Promise<void> {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: nowS(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: structuredClone(object) },
    } as unknown as Stripe.Event;
    const record: FakeStripeEvent = { event, status: null };
    events.push(record);
    if (!webhook || !deliver) return;
    const { payload, header } = sign(event, webhook.secret);
    try {
      const res = await fetch(webhook.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        body: payload,
      });
      record.status = res.status;
      await res.arrayBuffer();
    } catch {
      record.status = 0;
    }
  }

  const price = (id: string): Json => ({
    id,
    object: 'price',
    active: true,
    currency: 'usd',
    unit_amount: id.includes('teacher') ? 999 : 499,
    recurring: { interval: 'month', interval_count: 1 },
    type: 'recurring',
    livemode: false,
  });

  /** A subscription as the API returns it, with `expand` applied to its invoice and intent. */
  function present(subscription: Json, expand: string[]): Json {
    const out = structuredClone(subscription);
    const wants = (path: string) => expand.some((e) => e === path || e.startsWith(`${path}.`));
    const invoiceId = subscription.latest_invoice as string | null;
    if (invoiceId && wants('latest_invoice'))
      out.latest_invoice = structuredClone(invoices.get(invoiceId));
    const setupId = subscription.pending_setup_intent as string | null;
    if (setupId && wants('pending_setup_intent')) {
      out.pending_setup_intent = structuredClone(intents.get(setupId));
    }
    return out;
  }

  function setPeriod(subscription: Json, start: number, end: number) {
    const items = (subscription.items as { data: Json[] }).data;
    for (const item of items) {
      item.current_period_start = start;
      item.current_period_end = end;
    }
  }

  function createSubscription(params: Json): Json {
    const customer = String(params.customer ?? '');
    if (!customers.has(customer)) throw new FakeError(404, `No such customer: '${customer}'`);
    const items = (params.items as Json[] | undefined) ?? [];
    const priceId = String(items[0]?.price ?? '');
    if (!priceId.startsWith('price_'))
      throw new FakeError(400, 'Missing required param: items[0][price].');
    const id = newId('sub');
    const created = nowS();
    const trialDays = Number(params.trial_period_days ?? 0);
    const invoice: Json = {
      id: newId('in'),
      object: 'invoice',
      customer,
      status: 'open',
      amount_due: trialDays > 0 ? 0 : (price(priceId).unit_amount as number),
      currency: 'usd',
      parent: { type: 'subscription_details', subscription_details: { subscription: id } },
      confirmation_secret: null,
    };
    let setupIntent: Json | null = null;
    if (trialDays > 0) {
      const seti = newId('seti');
      setupIntent = {
        id: seti,
        object: 'setup_intent',
        client_secret: `${seti}_secret_${randomBytes(8).toString('hex')}`,
        status: 'requires_payment_method',
        customer,
        metadata: { subscription: id },
      };
      intents.set(seti, setupIntent);
    } else {
      const pi = newId('pi');
      const intent = {
        id: pi,
        object: 'payment_intent',
        client_secret: `${pi}_secret_${randomBytes(8).toString('hex')}`,
        status: 'requires_payment_method',
        amount: invoice.amount_due,
        currency: 'usd',
        customer,
        metadata: { subscription: id },
      };
      intents.set(pi, intent);
      invoice.confirmation_secret = { client_secret: intent.client_secret, type: 'payment_intent' };
    }
    invoices.set(invoice.id as string, invoice);
    const subscription: Json = {
      id,
      object: 'subscription',
      customer,
      status: 'incomplete',
      created,
      start_date: created,
      livemode: false,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      trial_start: null,
      trial_end: null,
      trial_period_days: trialDays,
      metadata: (params.metadata as Json | undefined) ?? {},
      items: {
        object: 'list',
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            price: price(priceId),
            quantity: 1,
            current_period_start: created,
            current_period_end: created + (trialDays > 0 ? trialDays * DAY_S : MONTH_S),
          },
        ],
        has_more: false,
      },
      latest_invoice: invoice.id,
      pending_setup_intent: setupIntent?.id ?? null,
    };
    subscriptions.set(id, subscription);
    void emit('customer.subscription.created', subscription);
    return subscription;
  }

  async function confirm(clientSecret: string, cardNumber?: string): Promise<void> {
    const intent = [...intents.values()].find((i) => i.client_secret === clientSecret);
    if (!intent) throw new FakeError(400, 'No such client secret.');
    if ((cardNumber ?? '').replace(/\s+/g, '') === DECLINED_CARD) {
      throw new FakeError(402, 'Your card was declined.', 'card_error', 'card_declined');
    }
    intent.status = 'succeeded';
    const subscription = subscriptions.get(String((intent.metadata as Json).subscription));
    if (!subscription) return;
    const start = nowS();
    const trialDays = Number(subscription.trial_period_days ?? 0);
    if (trialDays > 0) {
      subscription.status = 'trialing';
      subscription.trial_start = start;
      subscription.trial_end = start + trialDays * DAY_S;
      setPeriod(subscription, start, start + trialDays * DAY_S);
    } else {
      subscription.status = 'active';
      setPeriod(subscription, start, start + MONTH_S);
      const invoice = invoices.get(String(subscription.latest_invoice));
      if (invoice) invoice.status = 'paid';
    }
    await emit('customer.subscription.updated', subscription);
    if (trialDays === 0)
      await emit('invoice.paid', invoices.get(String(subscription.latest_invoice)) ?? {});
  }

  async function cancel(subscriptionId: string): Promise<void> {
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription) throw new FakeError(404, `No such subscription: '${subscriptionId}'`);
    subscription.status = 'canceled';
    subscription.canceled_at = nowS();
    subscription.ended_at = nowS();
    await emit('customer.subscription.deleted', subscription);
  }

  async function failPayment(subscriptionId: string): Promise<void> {
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription) throw new FakeError(404, `No such subscription: '${subscriptionId}'`);
    subscription.status = 'past_due';
    const invoice = invoices.get(String(subscription.latest_invoice));
    if (invoice) invoice.status = 'open';
    await emit('invoice.payment_failed', invoice ?? {});
    await emit('customer.subscription.updated', subscription);
  }

  /** The Stripe API (`/v1/...`). */
  function api(method: string, path: string, params: Json): { status: number; body: unknown } {
    const expand = ((params.expand as unknown[] | undefined) ?? []).map(String);
    const parts = path.split('/').filter(Boolean).slice(1);
    const [resource, id, ...rest] = parts;
    if (resource === 'customers' && method === 'POST' && !id) {
      const customer = {
        id: newId('cus'),
        object: 'customer',
        email: params.email ?? null,
        metadata: params.metadata ?? {},
        created: nowS(),
        livemode: false,
      };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (resource === 'customers' && method === 'GET' && id && rest.length === 0) {
      const customer = customers.get(id);
      if (!customer) throw new FakeError(404, `No such customer: '${id}'`);
      return { status: 200, body: customer };
    }
    if (resource === 'subscriptions' && !id) {
      if (method === 'POST')
        return { status: 200, body: present(createSubscription(params), expand) };
      if (method === 'GET') {
        const status = String(params.status ?? '');
        const listExpand = expand.filter((e) => e.startsWith('data.')).map((e) => e.slice(5));
        const data = [...subscriptions.values()]
          .filter((s) => !params.customer || s.customer === params.customer)
          .filter((s) =>
            status === 'all' ? true : status ? s.status === status : s.status !== 'canceled',
          )
          .reverse()
          .slice(0, Number(params.limit ?? 10))
          .map((s) => present(s, listExpand));
        return {
          status: 200,
          body: { object: 'list', data, has_more: false, url: '/v1/subscriptions' },
        };
      }
    }
    if (resource === 'subscriptions' && id && rest.length === 0) {
      const subscription = subscriptions.get(id);
      if (!subscription) throw new FakeError(404, `No such subscription: '${id}'`);
      if (method === 'GET') return { status: 200, body: present(subscription, expand) };
      if (method === 'POST') {
        if (params.cancel_at_period_end !== undefined) {
          subscription.cancel_at_period_end = String(params.cancel_at_period_end) === 'true';
        }
        if (params.metadata)
          subscription.metadata = {
            ...(subscription.metadata as Json),
            ...(params.metadata as Json),
          };
        void emit('customer.subscription.updated', subscription);
        return { status: 200, body: present(subscription, expand) };
      }
      if (method === 'DELETE') {
        void cancel(id);
        return { status: 200, body: present(subscription, expand) };
      }
    }
    if (resource === 'prices' && id && method === 'GET') {
      if (!id.startsWith('price_')) throw new FakeError(404, `No such price: '${id}'`);
      return { status: 200, body: price(id) };
    }
    if (resource === 'billing_portal' && id === 'sessions' && method === 'POST') {
      const customer = String(params.customer ?? '');
      if (!customers.has(customer)) throw new FakeError(404, `No such customer: '${customer}'`);
      const sessionId = newId('bps');
      const session = {
        id: sessionId,
        object: 'billing_portal.session',
        customer,
        return_url: params.return_url ?? null,
        url: `${url}/portal/${sessionId}`,
        created: nowS(),
        livemode: false,
      };
      portalSessions.set(sessionId, session);
      return { status: 200, body: session };
    }
    throw new FakeError(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const target = new URL(req.url ?? '/', 'http://fake-stripe');
    const method = req.method ?? 'GET';
    const path = target.pathname;
    const raw = await readBody(req);

    if (path.startsWith('/test_mode/')) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Headers', 'content-type');
      res.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
      if (method === 'OPTIONS') return send(res, 204, null);
      const body = raw ? (JSON.parse(raw) as Json) : {};
      if (path === '/test_mode/confirm') {
        await confirm(String(body.client_secret ?? ''), body.card_number as string | undefined);
        return send(res, 200, { status: 'succeeded' });
      }
      if (path === '/test_mode/cancel') {
        await cancel(String(body.subscription ?? ''));
        return send(res, 200, { status: 'canceled' });
      }
      if (path === '/test_mode/fail_payment') {
        await failPayment(String(body.subscription ?? ''));
        return send(res, 200, { status: 'past_due' });
      }
      throw new FakeError(404, 'Unknown test_mode path.');
    }

    if (method === 'GET' && (path === '/v3' || path === '/v3/' || path === '/v3/stripe.js')) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      if (!existsSync(FAKE_JS))
        return send(res, 404, { error: { message: 'fake-stripe-js.js is missing' } });
      res.writeHead(200, { 'content-type': 'application/javascript; charset=utf-8' });
      res.end(readFileSync(FAKE_JS));
      return;
    }

    const portal = /^\/portal\/(bps_[0-9a-f]+)(\/cancel)?$/.exec(path);
    if (portal?.[1]) {
      const session = portalSessions.get(portal[1]);
      if (!session) throw new FakeError(404, 'No such portal session.');
      const live = [...subscriptions.values()].filter(
        (s) =>
          s.customer === session.customer &&
          s.status !== 'canceled' &&
          s.status !== 'incomplete_expired',
      );
      if (method === 'POST' && portal[2]) {
        for (const subscription of live) await cancel(String(subscription.id));
        res.writeHead(303, { location: String(session.return_url ?? '/') });
        res.end();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(portalPage(portal[1], live.length));
      return;
    }

    if (!path.startsWith('/v1/')) throw new FakeError(404, 'Not found.');
    if (!/^Bearer sk_(test|live)_\w+$/.test(String(req.headers.authorization ?? ''))) {
      const status = 401;
      requests.push({ method, path, params: {}, idempotencyKey: null, replayed: false, status });
      return send(res, status, stripeError('invalid_request_error', 'Invalid API Key provided.'));
    }
    const params = { ...parseForm(target.search.slice(1)), ...parseForm(raw) };
    if (failures > 0) {
      failures -= 1;
      requests.push({ method, path, params, idempotencyKey: null, replayed: false, status: 500 });
      res.setHeader('Stripe-Should-Retry', 'false');
      return send(res, 500, stripeError('api_error', 'The fake is down for this request.'));
    }
    const idempotencyKey = headerOf(req, 'idempotency-key');
    const fingerprint = createHash('sha256').update(`${method} ${path} ${raw}`).digest('hex');
    const record: FakeStripeRequest = {
      method,
      path,
      params,
      idempotencyKey,
      replayed: false,
      status: 0,
    };
    requests.push(record);
    if (idempotencyKey && method === 'POST') {
      const earlier = idempotent.get(idempotencyKey);
      if (earlier) {
        if (earlier.fingerprint !== fingerprint) {
          record.status = 400;
          return send(
            res,
            400,
            stripeError(
              'idempotency_error',
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            ),
          );
        }
        record.replayed = true;
        record.status = earlier.status;
        res.setHeader('Idempotent-Replayed', 'true');
        return send(res, earlier.status, earlier.body);
      }
    }
    let answer: { status: number; body: unknown };
    try {
      answer = api(method, path, params);
    } catch (error) {
      if (!(error instanceof FakeError)) throw error;
      answer = { status: error.status, body: stripeError(error.type, error.message, error.code) };
    }
    record.status = answer.status;
    if (idempotencyKey && method === 'POST')
      idempotent.set(idempotencyKey, { fingerprint, ...answer });
    if (idempotencyKey) res.setHeader('Idempotency-Key', idempotencyKey);
    res.setHeader('Request-Id', newId('req'));
    send(res, answer.status, answer.body);
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) return void res.destroy();
      if (error instanceof FakeError) {
        send(res, error.status, stripeError(error.type, error.message, error.code));
      } else {
        send(res, 500, stripeError('api_error', String(error)));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    jsUrl: `${url}/v3/`,
    requests,
    customers,
    subscriptions,
    events,
    setWebhook: (next) => {
      webhook = next;
    },
    setDelivery: (next) => {
      deliver = next;
    },
    confirm,
    cancel,
    failPayment,
    failNext: (count) => {
      failures = count;
    },
    sign,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

class FakeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly type = status === 402 ? 'card_error' : 'invalid_request_error',
    readonly code: string | undefined = status === 404 ? 'resource_missing' : undefined,
  ) {
    super(message);
  }
}

function stripeError(type: string, message: string, code?: string) {
  return { error: { type, message, ...(code ? { code } : {}) } };
}

function send(res: ServerResponse, status: number, body: unknown) {
  if (body === null) {
    res.writeHead(status);
    res.end();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function headerOf(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return typeof value === 'string' ? value : null;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** `a=1&b[c]=2&d[0][e]=3` -> `{ a: '1', b: { c: '2' }, d: [{ e: '3' }] }`, as Stripe reads it. */
export function parseForm(text: string): Json {
  const out: Json = {};
  if (!text) return out;
  for (const pair of text.split('&')) {
    if (!pair) continue;
    const [rawKey = '', rawValue = ''] = pair.split('=');
    const key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
    const value = decodeURIComponent(rawValue.replace(/\+/g, ' '));
    const path = key.replace(/\]/g, '').split('[');
    let node: Json | unknown[] = out;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      const nextIsIndex = /^\d*$/.test(path[index + 1] ?? 'x');
      const slot = part === '' && Array.isArray(node) ? String(node.length) : part;
      const container = node as Record<string, unknown>;
      if (last) {
        container[slot] = value;
      } else {
        container[slot] ??= nextIsIndex ? [] : {};
        node = container[slot] as Json | unknown[];
      }
    });
  }
  return out;
}

function portalPage(sessionId: string, live: number): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Customer portal (local fake of Stripe)</title><link rel="icon" href="data:,"></head>
<body>
<h1>Customer portal (local fake of Stripe)</h1>
<p>${live > 0 ? 'You have an active plan.' : 'You have no active plan.'}</p>
<form method="post" action="/portal/${sessionId}/cancel"><button type="submit">Cancel plan</button></form>
</body></html>`;
}

// Run alone (`node --import tsx tests/support/fake-stripe.ts [webhookUrl webhookSecret]`), it
// prints `{"url": ...}` on one line and serves until killed.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [, , webhookUrl, secret] = process.argv;
  const fake = await startFakeStripe(
    webhookUrl && secret ? { webhook: { url: webhookUrl, secret } } : {},
  );
  process.stdout.write(`${JSON.stringify({ url: fake.url })}\n`);
}
