import { readFileSync } from 'node:fs';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  maskedFields,
  PERSONAL_CATEGORIES,
  PERSONAL_DATA,
  PERSONAL_DATA_ELSEWHERE,
  REQUEST_SECRETS,
} from '../src/db/personal-data';
import * as schema from '../src/db/schema';
import { createLogger } from '../src/logger';
import { startTestApp, type TestApp } from './support/test-app';
import { pgliteBackend } from './support/test-database';

// The privacy page says what the product keeps, where and for how long (issue 16). This file
// holds it to the code: every column of the schema is classified in db/personal-data.ts, every
// personal category has its statement on the English privacy page, and the fields that must
// never be logged are masked by the real logger.

/** The tables drizzle knows, with their columns, by SQL names. */
function schemaColumns(): Map<string, string[]> {
  const tables = new Map<string, string[]>();
  for (const value of Object.values(schema)) {
    if (!(value instanceof PgTable)) continue;
    const config = getTableConfig(value);
    tables.set(
      config.name,
      config.columns.map((column) => column.name),
    );
  }
  return tables;
}

type Statement = { title?: string; what?: string; where?: string; kept?: string };

function privacyCategories(language = 'en'): Record<string, Statement> {
  const file = new URL(`../../frontend/src/locales/${language}/legal.json`, import.meta.url);
  const legal = JSON.parse(readFileSync(file, 'utf8')) as {
    privacy: { categories: Record<string, Statement> };
  };
  return legal.privacy.categories;
}

describe('personal data in the schema', () => {
  it('When the drizzle schema is walked, then every column of every table is classified', () => {
    const unclassified: string[] = [];
    for (const [table, columns] of schemaColumns()) {
      for (const column of columns) {
        if (!PERSONAL_DATA[table]?.[column]) unclassified.push(`${table}.${column}`);
      }
    }
    expect(unclassified, 'classify these in api/src/db/personal-data.ts').toEqual([]);
  });

  it('When the map is read, then it names no table or column the schema does not have', () => {
    const tables = schemaColumns();
    const stale: string[] = [];
    for (const [table, columns] of Object.entries(PERSONAL_DATA)) {
      for (const column of Object.keys(columns)) {
        if (!tables.get(table)?.includes(column)) stale.push(`${table}.${column}`);
      }
    }
    expect(stale).toEqual([]);
  });

  it('When a column is personal, then it has a category; when it is not, then it has none', () => {
    for (const [table, columns] of Object.entries(PERSONAL_DATA)) {
      for (const [column, data] of Object.entries(columns)) {
        expect(data.personal === (data.category !== null), `${table}.${column}`).toBe(true);
      }
    }
  });

  it('When the columns that hold emails and secrets are read, then they include the obvious ones', () => {
    const { email, secret } = maskedFields();
    expect(email).toEqual(['email']);
    expect(secret).toEqual(expect.arrayContaining(['token_hash', 'pin_hash', 'reset_token_hash']));
  });
});

describe('the privacy page', () => {
  const used = new Set<string>([
    ...Object.values(PERSONAL_DATA).flatMap((columns) =>
      Object.values(columns).flatMap((data) =>
        data.personal && data.category ? [data.category] : [],
      ),
    ),
    ...Object.values(PERSONAL_DATA_ELSEWHERE).map((place) => place.category),
  ]);

  it('When every personal category is looked up, then the English privacy page states what, where and how long', () => {
    const statements = privacyCategories();
    const missing: string[] = [];
    for (const category of used) {
      for (const part of ['title', 'what', 'where', 'kept'] as const) {
        if (!statements[category]?.[part]?.trim())
          missing.push(`privacy.categories.${category}.${part}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('When the page is read, then it states no category the code does not keep', () => {
    expect(Object.keys(privacyCategories()).sort()).toEqual([...used].sort());
    expect([...used].sort()).toEqual([...PERSONAL_CATEGORIES].sort());
  });

  it('When a child is described, then the page says nickname and character, and no child account or email', () => {
    const children = privacyCategories().children;
    expect(children?.what).toMatch(/nickname/);
    expect(children?.what).toMatch(/character/);
    expect(PERSONAL_DATA.class_children).not.toHaveProperty('email');
    expect(Object.keys(PERSONAL_DATA.class_children ?? {})).not.toContain('user_id');
  });
});

describe('log redaction', () => {
  const EMAIL = 'privacy.parent@example.com';
  const PIN = '4821';
  const SECRET = 'S3CRET-VALUE-never-logged';
  const JWT = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJwYXJlbnQifQ.c2lnbmF0dXJlLXByaXZhY3k';
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(pgliteBackend);
  });
  afterAll(() => t.close());

  /** Every string value of a parsed log line, at any depth. */
  function strings(value: unknown): string[] {
    if (typeof value === 'string') return [value];
    if (Array.isArray(value)) return value.flatMap(strings);
    if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
    return [];
  }

  it('When requests carry an email, a PIN, an unlock token and a bearer token, then no log line holds them', async () => {
    await request(t.app)
      .post(`/api/parent-lock/verify?pin=${PIN}&email=${EMAIL}`)
      .set('Authorization', `Bearer ${JWT}`)
      .set('X-Parent-Unlock', SECRET)
      .send({ pin: PIN, currentPin: PIN, email: EMAIL });
    await request(t.app)
      .delete('/api/account')
      .set('Authorization', `Bearer ${JWT}`)
      .set('X-Parent-Unlock', SECRET)
      .send({ confirmEmail: EMAIL });
    await request(t.app).post('/api/email/notify').send({ email: EMAIL, source: 'hero' });

    const lines = t.logLines.map((line) => JSON.parse(line));
    expect(lines.some((line) => line.req?.path === '/api/parent-lock/verify')).toBe(true);
    const output = t.logLines.join('');
    for (const secret of [EMAIL, 'privacy.parent', SECRET, JWT, 'c2lnbmF0dXJlLXByaXZhY3k']) {
      expect(output).not.toContain(secret);
    }
    for (const line of lines) {
      for (const text of strings(line)) {
        expect(text).not.toBe(PIN);
        expect(text).not.toMatch(new RegExp(`pin\\W+${PIN}`, 'i'));
      }
    }
  });

  it('When code logs a row or a request body with personal fields, then the real logger masks them', () => {
    const lines: string[] = [];
    const logger = createLogger(
      { logLevel: 'info' },
      { write: (line: string) => void lines.push(line) },
    );
    const { email, secret } = maskedFields();
    const camel = (name: string) => name.replace(/_(\w)/g, (_m, c: string) => c.toUpperCase());
    const row: Record<string, string> = {};
    for (const field of [...email, ...secret]) {
      row[field] = field === 'email' ? EMAIL : `${SECRET}-${field}`;
      row[camel(field)] = field === 'email' ? EMAIL : `${SECRET}-${camel(field)}`;
    }
    const body = Object.fromEntries(
      REQUEST_SECRETS.map((field) => [field, field === 'confirmEmail' ? EMAIL : PIN]),
    );
    logger.info({ row, nested: { body } }, `saved a row for ${EMAIL}`);

    const [line] = lines.map((text) => JSON.parse(text));
    for (const field of Object.keys(row)) expect(line.row[field], field).toBe('[redacted]');
    for (const field of REQUEST_SECRETS) expect(line.nested.body[field], field).toBe('[redacted]');
    expect(line.msg).toBe('saved a row for [email]');
    expect(lines.join('')).not.toContain(SECRET);
  });
});
