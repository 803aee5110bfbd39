import { randomBytes } from 'node:crypto';
import { request } from 'node:http';

/**
 * A fresh loopback address in its own /24 (nginx's ip_hash looks at the first three octets): a
 * client of its own for the per-address limits, which tests on a shared database would otherwise
 * use up together from 127.0.0.1.
 */
export function loopbackAddress(): string {
  const [a = 1, b = 1] = randomBytes(2);
  return `127.${(a % 254) + 1}.${(b % 254) + 1}.${1 + ((randomBytes(1)[0] ?? 0) % 250)}`;
}

export type HttpAnswer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  json<T = unknown>(): T;
};

/**
 * An HTTP request from the local address `from` (any 127.x.y.z reaches this machine; undefined:
 * the system's choice), with a JSON body when `body` is given.
 */
export function httpFrom(
  from: string | undefined,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<HttpAnswer> {
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: init.method ?? 'GET',
        ...(from ? { localAddress: from } : {}),
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
