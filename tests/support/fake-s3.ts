import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

/** An object as the fake keeps it. */
export interface FakeS3Object {
  bytes: Buffer;
  contentType: string;
  etag: string;
  lastModified: Date;
}

/** One request the fake answered, for assertions on what the client sent. */
export interface FakeS3Request {
  method: string;
  bucket: string;
  key: string;
  status: number;
  /** Whether an Authorization header came (its signature is not checked). */
  signed: boolean;
}

export interface FakeS3 {
  /** `http://127.0.0.1:<port>`: the S3_ENDPOINT to configure (path-style addressing). */
  url: string;
  /** bucket -> key -> object. */
  buckets: Map<string, Map<string, FakeS3Object>>;
  requests: FakeS3Request[];
  close(): Promise<void>;
}

/**
 * A tiny S3-compatible server for tests, so the real AWS SDK runs against something that speaks
 * the protocol: PutObject, GetObject, HeadObject and DeleteObject with path-style addressing
 * (`/<bucket>/<key>`), S3's XML error bodies (NoSuchKey, NoSuchBucket, AccessDenied). Requests
 * must carry an Authorization header, but its signature is not checked. Chunked uploads
 * (`aws-chunked`) and every other operation answer 501, so a client that starts using them is
 * noticed rather than served garbage. Only the named buckets exist.
 */
export async function startFakeS3(
  options: { buckets?: string[]; port?: number } = {},
): Promise<FakeS3> {
  const buckets = new Map<string, Map<string, FakeS3Object>>(
    (options.buckets ?? ['ttc-uploads']).map((name) => [name, new Map()]),
  );
  const requests: FakeS3Request[] = [];
  const server = createServer((req, res) => {
    handle(req, res, buckets, requests).catch((error: unknown) => {
      if (!res.headersSent) sendError(res, 500, 'InternalError', String(error), '');
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    buckets,
    requests,
    close: () => closeServer(server),
  };
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  buckets: Map<string, Map<string, FakeS3Object>>,
  requests: FakeS3Request[],
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://fake-s3');
  const [bucket = '', ...rest] = url.pathname.slice(1).split('/');
  const key = rest.map((part) => decodeURIComponent(part)).join('/');
  const method = req.method ?? 'GET';
  const signed = typeof req.headers.authorization === 'string';
  const answer = (status: number) => requests.push({ method, bucket, key, status, signed });
  const body = await readBody(req);

  if (!signed) {
    answer(403);
    return sendError(res, 403, 'AccessDenied', 'Anonymous access is not allowed.', key, method);
  }
  const objects = buckets.get(decodeURIComponent(bucket));
  if (!objects) {
    answer(404);
    return sendError(res, 404, 'NoSuchBucket', 'The bucket does not exist.', key, method);
  }
  const supported = ['PUT', 'GET', 'HEAD', 'DELETE'].includes(method);
  // The SDK names the operation in `?x-id=`; any other parameter is an operation the fake lacks.
  const otherParams = [...url.searchParams.keys()].some((name) => name !== 'x-id');
  if (!key || !supported || otherParams || isChunked(req)) {
    answer(501);
    return sendError(res, 501, 'NotImplemented', `The fake does not do ${method} here.`, key);
  }

  if (method === 'PUT') {
    const etag = `"${createHash('md5').update(body).digest('hex')}"`;
    objects.set(key, {
      bytes: body,
      contentType: header(req, 'content-type') ?? 'binary/octet-stream',
      etag,
      lastModified: new Date(),
    });
    answer(200);
    res.writeHead(200, { ETag: etag, 'x-amz-request-id': requestId() }).end();
    return;
  }
  if (method === 'DELETE') {
    objects.delete(key);
    answer(204);
    res.writeHead(204, { 'x-amz-request-id': requestId() }).end();
    return;
  }
  const object = objects.get(key);
  if (!object) {
    answer(404);
    return sendError(res, 404, 'NoSuchKey', 'The specified key does not exist.', key, method);
  }
  answer(200);
  res.writeHead(200, {
    'Content-Type': object.contentType,
    'Content-Length': String(object.bytes.byteLength),
    ETag: object.etag,
    'Last-Modified': object.lastModified.toUTCString(),
    'x-amz-request-id': requestId(),
  });
  res.end(method === 'HEAD' ? undefined : object.bytes);
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** SigV4 streaming uploads: the body is framed in signed chunks, which the fake does not undo. */
function isChunked(req: IncomingMessage): boolean {
  return (
    (header(req, 'content-encoding') ?? '').includes('aws-chunked') ||
    (header(req, 'x-amz-content-sha256') ?? '').startsWith('STREAMING-')
  );
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function requestId(): string {
  return randomBytes(8).toString('hex').toUpperCase();
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function sendError(
  res: ServerResponse,
  status: number,
  code: string,
  message: string,
  key: string,
  method = 'GET',
): void {
  const id = requestId();
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Error><Code>${code}</Code><Message>${escapeXml(message)}</Message>` +
    `<Key>${escapeXml(key)}</Key><RequestId>${id}</RequestId></Error>`;
  res.writeHead(status, {
    'Content-Type': 'application/xml',
    'Content-Length': String(Buffer.byteLength(xml)),
    'x-amz-request-id': id,
  });
  // HEAD answers carry no body, as S3's do.
  res.end(method === 'HEAD' ? undefined : xml);
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.closeAllConnections();
    server.close((error) => (error ? reject(error) : resolve()));
  });
}

// `node --import tsx tests/support/fake-s3.ts [bucket...]`: runs the fake on its own (a test of
// another workspace starts it as a child process) and prints `{"url": ...}` once it listens.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fake = await startFakeS3({
    buckets: process.argv.length > 2 ? process.argv.slice(2) : undefined,
  });
  process.stdout.write(`${JSON.stringify({ url: fake.url })}\n`);
  const stop = () => void fake.close().finally(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
