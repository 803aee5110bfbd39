import { z } from 'zod';

/** Where a page of the teacher's list ends: the last session's end time and id. */
export interface SessionCursor {
  endedAt: Date;
  id: string;
}

/**
 * The latest end time a cursor may carry: the last millisecond of year 9999. A Date holds up to
 * 8.64e15 ms (year 275760), but a number beyond it is an Invalid Date, and past year 9999 ISO
 * strings gain a sign PostgreSQL does not read: either would fail the query with a 500.
 */
export const CURSOR_MAX_ENDED_AT_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

const cursorSchema = z.tuple([z.number().int().min(0).max(CURSOR_MAX_ENDED_AT_MS), z.uuid()]);

/** An opaque page token: base64url of `[endedAtMs, id]`. */
export function encodeCursor(cursor: SessionCursor): string {
  return Buffer.from(JSON.stringify([cursor.endedAt.getTime(), cursor.id])).toString('base64url');
}

/** The cursor a token stands for, or null when it is not one this server made. */
export function decodeCursor(token: string): SessionCursor | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = cursorSchema.safeParse(value);
  if (!parsed.success) return null;
  const [endedAtMs, id] = parsed.data;
  return { endedAt: new Date(endedAtMs), id };
}
