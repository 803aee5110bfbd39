import { createHash, randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { io, type Socket } from 'socket.io-client';
import { ipHashPeer } from './compose-nginx';

/**
 * Clients of the compose test, each from its own loopback address (any 127.x.y.z reaches this
 * machine), so nginx sees several real client addresses and the services behind it must tell
 * them apart by the X-Forwarded-For nginx sets.
 */

/** A fresh loopback address in its own /24 (nginx's ip_hash looks at the first three octets). */
export function loopbackAddress(): string {
  const [a = 1, b = 1] = randomBytes(2);
  return `127.${(a % 254) + 1}.${(b % 254) + 1}.${1 + ((randomBytes(1)[0] ?? 0) % 250)}`;
}

/** A fresh loopback address that nginx's ip_hash sends to upstream `peer` of `peers`. */
export function loopbackAddressFor(peer: number, peers: number): string {
  for (;;) {
    const address = loopbackAddress();
    if (ipHashPeer(address, peers) === peer) return address;
  }
}

export type HttpAnswer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  json<T = unknown>(): T;
};

/** An HTTP request to the proxy from the loopback address `from`. */
export function httpFrom(
  from: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<HttpAnswer> {
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: init.method ?? 'GET',
        localAddress: from,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...init.headers,
        },
        timeout: 15_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: text,
            json: <T>() => JSON.parse(text) as T,
          });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer from ${url} in 15 s`)));
    req.on('error', reject);
    req.end(body);
  });
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
