import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type Stripe from 'stripe';
import * as schema from '../../src/db/schema';
import { startTestApp, type TestApp } from './test-app';
import type { TestBackend } from './test-database';

/**
 * tests/support/fake-stripe.ts belongs to the tests workspace; it is loaded by path (the API's
 * TypeScript project stops at api/), and typed here by the part the API's tests use.
 */
const FAKE_STRIPE = resolve(import.meta.dirname, '../../../tests/support/fake-stripe.ts');

export interface FakeStripe {
  url: string;
  requests: Array<{
    method: string;
    path: string;
    params: Record<string, unknown>;
    idempotencyKey: string | null;
    replayed: boolean;
    status: number;
  }>;
  customers: Map<string, Record<string, unknown>>;
  subscriptions: Map<string, Record<string, unknown>>;
  events: Array<{ event: Stripe.Event; status: number | null }>;
  setWebhook(webhook: { url: string; secret: string } | null): void;
  setDelivery(deliver: boolean): void;
  confirm(clientSecret: string, cardNumber?: string): Promise<void>;
  cancel(subscriptionId: string): Promise<void>;
  failPayment(subscriptionId: string): Promise<void>;
  failNext(count: number): void;
  sign(
    event: Stripe.Event,
    secret: string,
    timestamp?: number,
  ): { payload: string; header: string };
  close(): Promise<void>;
}

export const WEBHOOK_SECRET = 'whsec_testsecret0123456789';
export const PRICES = { parent: 'price_parent_test', teacher: 'price_teacher_test' } as const;

/** The Stripe variables of a test app talking to the fake at `url`. */
export function stripeEnv(url: string): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_fake0123456789',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake0123456789',
    STRIPE_PRICE_PARENT: PRICES.parent,
    STRIPE_PRICE_TEACHER: PRICES.teacher,
    STRIPE_API_URL: url,
    STRIPE_JS_URL: `${url}/v3/`,
  };
}

export interface BillingFixture {
  t: TestApp;
  fake: FakeStripe;
  /** The app listening on loopback, where the fake delivers its webhook events. */
  appUrl: string;
  close(): Promise<void>;
}

/** One app with payments on, listening, and the fake Stripe delivering events to it. */
export async function startBillingFixture(backend: TestBackend): Promise<BillingFixture> {
  const { startFakeStripe } = (await import(FAKE_STRIPE)) as {
    startFakeStripe: () => Promise<FakeStripe>;
  };
  const fake = await startFakeStripe();
  const t = await startTestApp(backend, stripeEnv(fake.url));
  const server: Server = createServer(t.app);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const appUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.setWebhook({ url: `${appUrl}/api/stripe/webhook`, secret: WEBHOOK_SECRET });
  return {
    t,
    fake,
    appUrl,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      // The app first: its event worker stops while the fake still answers it.
      await t.close();
      await fake.close();
    },
  };
}

/** Every table's rows as one text per table, to tell whether anything at all changed. */
export async function snapshotTables(t: TestApp): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const name = getTableName(value);
    const result = await t.database.db.execute(
      sql`select coalesce(string_agg(row_to_json(r)::text, '|' order by row_to_json(r)::text), '') as rows from ${sql.identifier(name)} r`,
    );
    const rows =
      (result as unknown as { rows?: Array<{ rows: string }> }).rows ??
      (result as unknown as Array<{ rows: string }>);
    out[name] = rows[0]?.rows ?? '';
  }
  return out;
}
