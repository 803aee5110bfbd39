import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { ACCOUNT_TABLES } from './account-tables';

// A new table cannot be forgotten by the export and the deletion: every table the drizzle schema
// declares must be listed in ACCOUNT_TABLES, with the rows it holds of an account or with the
// reason it holds none (the type of the map asks the same at compile time).

const declared = Object.entries(schema).filter(([, value]) => is(value, PgTable)) as Array<
  [string, PgTable]
>;

describe('the account data map', () => {
  it('When the schema is read, then it declares the tables the map was written for', () => {
    expect(declared.length).toBeGreaterThanOrEqual(25);
  });

  it.each(declared.map(([name, table]) => [getTableName(table), name] as const))(
    'When table %s is looked up, then it is exported or marked as holding no account data with a reason',
    (_sqlName, name) => {
      const rule = ACCOUNT_TABLES[name as keyof typeof ACCOUNT_TABLES];
      expect(rule, `${name} is missing from ACCOUNT_TABLES (account-tables.ts)`).toBeDefined();
      if (rule.holds === 'account') {
        expect(rule.about.trim().length).toBeGreaterThan(10);
        expect(typeof rule.rows).toBe('function');
      } else {
        expect(rule.reason.trim().length, `say why ${name} holds no account data`).toBeGreaterThan(
          20,
        );
      }
    },
  );

  it('When the map is read, then it names no table the schema does not declare', () => {
    const names = new Set(declared.map(([name]) => name));
    expect(Object.keys(ACCOUNT_TABLES).filter((name) => !names.has(name))).toEqual([]);
  });
});
