import { z } from 'zod';

/** Where a page of the teacher's list ends: the last session's end time and id. */
export interface SessionCursor {
  endedAt: Date;
  id: string;
}

const cursorSchema = z.tuple([z.number().int().min(0), z.uuid()]);

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
