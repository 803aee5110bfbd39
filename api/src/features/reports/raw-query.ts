import type { PGlite } from '@electric-sql/pglite';
import type { Sql } from 'postgres';
import type { AppDatabase } from '../../db/client';

// Exports read many rows a page at a time, never all at once. On PostgreSQL a server-side
// cursor (postgres.js) hands over one batch per pull; PGlite has no cursors, so the queries
// page by key instead (each page a fresh query from the last key seen). Either way the caller
// pulls the next page only when it wants it, which is how backpressure reaches the database.

/** The driver under drizzle: postgres.js or PGlite. */
type RawClient = { kind: 'postgres'; sql: Sql } | { kind: 'pglite'; pg: PGlite };

export function rawClient(db: AppDatabase): RawClient {
  const client = (db as unknown as { $client: unknown }).$client;
  if (typeof (client as Sql).unsafe === 'function') return { kind: 'postgres', sql: client as Sql };
  return { kind: 'pglite', pg: client as PGlite };
}

/** A query read in pages: `text` takes the params, then (keyed) the last row's key and a limit. */
export type PagedQuery<Row> = {
  /** SQL with $1.. for `params`; `keyed` adds the key condition and a LIMIT. */
  text: (keyed: boolean) => string;
  params: readonly unknown[];
  /** The params the key condition reads, after `params` (null for the first page). */
  keyOf: (row: Row) => readonly unknown[];
  /** The key params of the first page (rows after this one). */
  firstKey: readonly unknown[];
};

export const PAGE_ROWS = 1000;

/**
 * The rows of `query` a batch at a time. Postgres: one cursor over the whole result. PGlite: the
 * keyed text with the last key and PAGE_ROWS as its last params, until a short page.
 */
export async function* pages<Row>(db: AppDatabase, query: PagedQuery<Row>): AsyncGenerator<Row[]> {
  const client = rawClient(db);
  if (client.kind === 'postgres') {
    const cursor = client.sql
      .unsafe(query.text(false), query.params as never[])
      .cursor(PAGE_ROWS) as AsyncIterable<Row[]>;
    for await (const rows of cursor) yield rows;
    return;
  }
  let key = query.firstKey;
  for (;;) {
    const { rows } = await client.pg.query<Row>(query.text(true), [
      ...query.params,
      ...key,
      PAGE_ROWS,
    ]);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (rows.length < PAGE_ROWS || last === undefined) return;
    key = query.keyOf(last);
  }
}
