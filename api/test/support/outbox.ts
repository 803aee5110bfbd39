import { type OutboxEntry, outboxResponseSchema } from '@ttc/shared-protocol/api/auth-outbox';
import request from 'supertest';
import type { TestApp } from './test-app';

/** The development outbox for one address, newest first, read through the API. */
export async function outboxFor(t: TestApp, to: string): Promise<OutboxEntry[]> {
  const res = await request(t.app).get('/api/dev/outbox').query({ to }).expect(200);
  return outboxResponseSchema.parse(res.body);
}

const SIGN_IN_LINK = /https?:\/\/[^\s"'<>]+\/auth\/verify\?[^\s"'<>]+/;

/** The sign-in link in a message's text (or any text), or an error when there is none. */
export function signInLinkIn(text: string): URL {
  const match = SIGN_IN_LINK.exec(text);
  if (!match) throw new Error('no sign-in link in the message');
  return new URL(match[0].replace(/&amp;/g, '&'));
}

/** The token_hash of the newest sign-in link sent to `to`. */
export async function latestLinkToken(t: TestApp, to: string): Promise<string> {
  const [newest] = await outboxFor(t, to);
  if (!newest) throw new Error(`no mail to ${to}`);
  const token = signInLinkIn(newest.text).searchParams.get('token_hash');
  if (!token) throw new Error('the link has no token_hash');
  return token;
}
