import { createHash, randomBytes } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { type HttpAnswer, httpFrom, loopbackAddress } from '../../support/http-from';
import { ipHashPeer } from './compose-nginx';

/**
 * Clients of the compose test, each from its own loopback address (any 127.x.y.z reaches this
 * machine), so nginx sees several real client addresses and the services behind it must tell
 * them apart by the X-Forwarded-For nginx sets.
 */

/** A fresh loopback address that nginx's ip_hash sends to upstream `peer` of `peers`. */
export function loopbackAddressFor(peer: number, peers: number): string {
  for (;;) {
    const address = loopbackAddress();
    if (ipHashPeer(address, peers) === peer) return address;
  }
}

/** The anon key supabase-js sends to the built-in sign-in (api/src/config.ts BUILTIN_ANON_KEY). */
const BUILTIN_ANON_KEY = 'ttc-builtin-anon-key';

/**
 * POST /auth/v1/otp as the app's sign-in page sends it (supabase-js, PKCE), from `from`, with an
 * X-Forwarded-For of the client's choosing when `forgedFor` is given.
 */
export function requestSignInLink(
  proxyUrl: string,
  publicUrl: string,
  from: string,
  email: string,
  forgedFor?: string,
): Promise<HttpAnswer> {
  const verifier = randomBytes(48).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirectTo = encodeURIComponent(`${publicUrl}/teacher`);
  return httpFrom(from, `${proxyUrl}/auth/v1/otp?redirect_to=${redirectTo}`, {
    method: 'POST',
    headers: {
      apikey: BUILTIN_ANON_KEY,
      ...(forgedFor ? { 'x-forwarded-for': forgedFor } : {}),
    },
    body: {
      email,
      create_user: true,
      code_challenge: challenge,
      code_challenge_method: 's256',
    },
  });
}

/** The token_hash of the sign-in link in a mail's text. */
export function linkTokenIn(mailText: string): string {
  const match = /\/auth\/verify\?[^\s"'<>]*?token_hash=([A-Za-z0-9_-]+)/.exec(
    mailText.replace(/&amp;/g, '&'),
  );
  if (!match?.[1]) throw new Error('no sign-in link with a token_hash in the mail');
  return match[1];
}

/** The sign-in page's "Sign in" tap: POST /auth/v1/verify with the link's token (supabase-js verifyOtp). */
export async function spendSignInLink(
  proxyUrl: string,
  from: string,
  tokenHash: string,
): Promise<HttpAnswer> {
  return httpFrom(from, `${proxyUrl}/auth/v1/verify`, {
    method: 'POST',
    headers: { apikey: BUILTIN_ANON_KEY },
    body: { type: 'magiclink', token_hash: tokenHash },
  });
}

/**
 * A Socket.IO connection through the proxy from `from`, as a browser of the app's page opens
 * one (its Origin), over WebSocket. Resolves once connected.
 */
export function socketFrom(
  proxyUrl: string,
  options: { from: string; origin: string; token?: string; forgedFor?: string },
): Promise<Socket> {
  const socket = io(proxyUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    autoConnect: false,
    // engine.io-client hands these to the `ws` WebSocket in Node.
    ...({ localAddress: options.from } as object),
    extraHeaders: {
      origin: options.origin,
      ...(options.forgedFor ? { 'x-forwarded-for': options.forgedFor } : {}),
    },
    ...(options.token ? { auth: { token: options.token } } : {}),
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.disconnect();
      reject(new Error(`no Socket.IO connection from ${options.from} within 15 s`));
    }, 15_000);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      socket.disconnect();
      reject(error);
    });
    socket.connect();
  });
}
