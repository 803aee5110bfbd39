import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { ValidationMessage } from '@ttc/shared-protocol/api/messages';
import { objectAclPolicySchema } from '@ttc/shared-protocol/api/object-access';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskObjectStore } from '../src/features/uploads/disk-object-store';
import { createObjectStore, objectsDir } from '../src/features/uploads/object-store';
import { S3_KEY_PREFIX } from '../src/features/uploads/s3-object-store';
import {
  deleteObjectsOwnedBy,
  listObjectsOwnedBy,
  UPLOAD_QUOTA,
} from '../src/features/uploads/service';
import { type SignedInTestUser, signInTestUser } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';
import { pgliteBackend, testBackends } from './support/test-database';

const BUCKET = 'ttc-uploads';
const FAKE_S3 = resolve(import.meta.dirname, '../../tests/support/fake-s3.ts');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * tests/support/fake-s3.ts as a child process (it belongs to the tests workspace): an
 * S3-compatible server the real AWS SDK talks to.
 */
async function spawnFakeS3(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', FAKE_S3, BUCKET], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const url = await new Promise<string>((resolveUrl, reject) => {
    child.once('exit', (code) => reject(new Error(`fake S3 exited with ${code}`)));
    lines.once('line', (line) => resolveUrl((JSON.parse(line) as { url: string }).url));
  });
  return { url, child };
}

/** A photo as a phone takes it: EXIF with the camera and a GPS position, XMP, an ICC profile, turned on its side. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: '#3a7' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Kid Phone' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 24/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 3/1',
      },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description>home</rdf:Description></rdf:RDF></x:xmpmeta>',
    )
    .toBuffer();
}

const png = (width = 8, height = 6) =>
  sharp({ create: { width, height, channels: 4, background: '#ff000080' } })
    .png()
    .toBuffer();

const TEXT_AS_PNG = Buffer.from('This is a note saved as holiday.png, not a picture.\n');

type Store = 'disk' | 's3';
const cases = testBackends.flatMap((backend) =>
  (['disk', 's3'] as const).map((store: Store) => ({ backend, store, name: backend.name })),
);

describe.each(cases)('Uploads on $name with the $store store', ({ backend, store }) => {
  let t: TestApp;
  let fake: { url: string; child: ChildProcess } | null = null;
  let owner: SignedInTestUser;
  let other: SignedInTestUser;

  beforeAll(async () => {
    const env: Record<string, string> = {};
    if (store === 's3') {
      fake = await spawnFakeS3();
      Object.assign(env, {
        S3_ENDPOINT: fake.url,
        S3_BUCKET: BUCKET,
        S3_ACCESS_KEY_ID: 'test-key-id',
        S3_SECRET_ACCESS_KEY: 'test-secret-key',
      });
    }
    t = await startTestApp(backend, env);
    owner = await signInTestUser(t);
    other = await signInTestUser(t);
  });
  afterAll(async () => {
    await t?.close();
    fake?.child.kill();
  });

  const upload = (user: SignedInTestUser | null, body: Buffer, query = '?visibility=private') => {
    const req = request(t.app)
      .post(`/api/uploads${query}`)
      .set('Content-Type', 'image/png')
      .send(body);
    return user ? req.set(user.headers) : req;
  };
  const fetchObject = (path: string, user: SignedInTestUser | null) => {
    const req = request(t.app)
      .get(path)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    return user ? req.set(user.headers) : req;
  };
  const idOf = (objectPath: string) => objectPath.split('/').pop() ?? '';
  /** The bytes the store holds for an object, read past the API. */
  const storedBytes = async (id: string): Promise<Buffer | null> => {
    if (store === 'disk') {
      const file = join(objectsDir(t.config), id);
      return existsSync(file) ? readFile(file) : null;
    }
    const res = await fetch(`${fake?.url}/${BUCKET}/${S3_KEY_PREFIX}${id}`, {
      headers: { Authorization: 'AWS4-HMAC-SHA256 test' },
    });
    return res.status === 200 ? Buffer.from(await res.arrayBuffer()) : null;
  };

  it('When a phone photo with EXIF GPS is uploaded, then what is stored and served has no EXIF, XMP or ICC left and stands upright', async () => {
    const photo = await phonePhoto();
    const before = await sharp(photo).metadata();
    expect(before).toMatchObject({ orientation: 6, width: 40, height: 20 });
    expect(before.exif && before.xmp && before.icc).toBeTruthy();
    expect(photo.includes('TestCam')).toBe(true);

    const res = await upload(owner, photo).expect(201);
    expect(res.body).toEqual({
      objectPath: expect.stringMatching(/^\/objects\/uploads\/[0-9a-f-]{36}$/),
      visibility: 'private',
      contentType: 'image/jpeg',
      width: 20,
      height: 40,
      byteSize: expect.any(Number),
    });
    expect(res.headers.location).toBe(res.body.objectPath);
    expect(idOf(res.body.objectPath)).toMatch(UUID);

    const served = await fetchObject(res.body.objectPath, owner).expect(200);
    const bytes = served.body as Buffer;
    expect(bytes.byteLength).toBe(res.body.byteSize);
    const after = await sharp(bytes).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    for (const marker of ['Exif\0\0', 'TestCam', 'Kid Phone', 'xmpmeta', 'http://ns.adobe.com']) {
      expect(bytes.includes(marker), marker).toBe(false);
    }
    expect(await storedBytes(idOf(res.body.objectPath))).toEqual(bytes);
  });

  it('When a PNG is uploaded, then it stays a PNG with its transparency, and a GIF becomes a WebP of its first frame', async () => {
    const fromPng = await upload(owner, await png(30, 10)).expect(201);
    expect(fromPng.body).toMatchObject({ contentType: 'image/png', width: 30, height: 10 });
    const pngBytes = (await fetchObject(fromPng.body.objectPath, owner).expect(200)).body;
    expect(await sharp(pngBytes).metadata()).toMatchObject({ format: 'png', hasAlpha: true });

    const gif = await sharp({ create: { width: 12, height: 9, channels: 3, background: '#00f' } })
      .gif()
      .toBuffer();
    const fromGif = await upload(owner, gif).expect(201);
    expect(fromGif.body).toMatchObject({ contentType: 'image/webp', width: 12, height: 9 });
    const served = await fetchObject(fromGif.body.objectPath, owner).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('When a very large picture is uploaded, then it is scaled down to 2560 pixels on its longer side', async () => {
    const big = await sharp({
      create: { width: 3000, height: 1500, channels: 3, background: '#888' },
    })
      .webp({ quality: 50 })
      .toBuffer();
    const res = await upload(owner, big).expect(201);
    expect(res.body).toMatchObject({ contentType: 'image/webp', width: 2560, height: 1280 });
  });

  it.each([
    ['a text file named .png and sent as image/png', TEXT_AS_PNG],
    [
      'an SVG (scripts can hide in it)',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n')],
  ])(
    'When %s is uploaded, then it is refused with 415 not_an_image and nothing is kept',
    async (_name, body) => {
      const before = await listObjectsOwnedBy({ db: t.database.db }, other.id);
      const res = await upload(other, body).expect(415);
      expect(res.body).toEqual({
        error: {
          code: 'not_an_image',
          message: 'This file is not a picture. Choose a JPEG, PNG, WebP or GIF image.',
        },
      });
      expect(await listObjectsOwnedBy({ db: t.database.db }, other.id)).toEqual(before);
    },
  );

  it('When a PNG is cut off after its header, then it is refused as not a picture', async () => {
    const whole = await png(200, 200);
    const res = await upload(other, whole.subarray(0, 60)).expect(415);
    expect(res.body.error.code).toBe('not_an_image');
  });

  it('When the body is over 5 MB, then it is refused with 413 before it is decoded', async () => {
    const res = await upload(owner, Buffer.alloc(5 * 1024 * 1024 + 1, 0xff)).expect(413);
    expect(res.body).toEqual({
      error: {
        code: 'payload_too_large',
        message: 'The request body is too large (the limit is 5 MB).',
      },
    });
  });

  it('When the upload is empty, signed out or asks for an unknown visibility, then it is refused', async () => {
    expect((await upload(owner, Buffer.alloc(0)).expect(400)).body.error.code).toBe('bad_request');
    expect((await upload(null, await png()).expect(401)).body.error.code).toBe('unauthorized');
    // Private unless asked otherwise.
    expect((await upload(owner, await png(), '').expect(201)).body.visibility).toBe('private');
    const res = await upload(owner, await png(), '?visibility=secret').expect(400);
    expect(res.body.error.code).toBe('validation_failed');
  });

  it('When a private picture is asked for, then its owner gets it, another account gets 403 and a signed-out visitor 401', async () => {
    const { objectPath } = (await upload(owner, await png()).expect(201)).body;
    const mine = await fetchObject(objectPath, owner).expect(200);
    expect(mine.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    expect(mine.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    const refused = await fetchObject(objectPath, other).expect(403);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(String(refused.body))).toEqual({
      error: { code: 'forbidden', message: 'This picture is not yours to see.' },
    });
    const signedOut = await fetchObject(objectPath, null).expect(401);
    expect(JSON.parse(String(signedOut.body)).error.code).toBe('unauthorized');
    await request(t.app).get(objectPath).set('Authorization', 'Bearer not-a-token').expect(401);
  });

  it('When a picture is public, then anyone reads it, signed in or not', async () => {
    const { objectPath, visibility } = (
      await upload(owner, await png(), '?visibility=public').expect(201)
    ).body;
    expect(visibility).toBe('public');
    const anonymous = await fetchObject(objectPath, null).expect(200);
    expect(anonymous.headers['cache-control']).toBe('public, no-cache');
    await fetchObject(objectPath, other).expect(200);
  });

  it('When the owner grants another account read, then that account reads it, a third does not, and only write may change the ACL', async () => {
    const third = await signInTestUser(t);
    const { objectPath } = (await upload(owner, await png()).expect(201)).body;
    const acl = `/api/uploads/${idOf(objectPath)}/acl`;
    const readRule = { group: { type: 'user', id: other.id }, permission: 'read' };
    const policy = await request(t.app)
      .put(acl)
      .set(owner.headers)
      .send({ visibility: 'private', aclRules: [readRule] })
      .expect(200);
    expect(objectAclPolicySchema.parse(policy.body)).toEqual({
      owner: owner.id,
      visibility: 'private',
      aclRules: [readRule],
    });
    await fetchObject(objectPath, other).expect(200);
    await fetchObject(objectPath, third).expect(403);
    await fetchObject(objectPath, null).expect(401);
    // Read is not write.
    await request(t.app).put(acl).set(other.headers).send({ visibility: 'public' }).expect(403);

    // A write rule, by email address: that account may change who reads it.
    await request(t.app)
      .put(acl)
      .set(owner.headers)
      .send({
        owner: owner.id,
        visibility: 'private',
        aclRules: [
          { group: { type: 'email', id: third.email.toUpperCase() }, permission: 'write' },
        ],
      })
      .expect(200);
    await fetchObject(objectPath, other).expect(403);
    await fetchObject(objectPath, third).expect(200);
    const byThird = await request(t.app)
      .put(acl)
      .set(third.headers)
      .send({ visibility: 'public', aclRules: [] })
      .expect(200);
    expect(byThird.body).toEqual({ owner: owner.id, visibility: 'public', aclRules: [] });
    await fetchObject(objectPath, null).expect(200);
    // A write grant does not make a picture someone else's to delete.
    await request(t.app)
      .delete(`/api/uploads/${idOf(objectPath)}`)
      .set(third.headers)
      .expect(403);
  });

  it('When an ACL change is not valid, then it is refused with the reason', async () => {
    const { objectPath } = (await upload(owner, await png()).expect(201)).body;
    const acl = `/api/uploads/${idOf(objectPath)}/acl`;
    const put = (body: object) => request(t.app).put(acl).set(owner.headers).send(body);
    expect((await put({ visibility: 'secret' }).expect(400)).body.error.code).toBe(
      'validation_failed',
    );
    expect((await put({ visibility: 'private', owner: '' }).expect(400)).body.error.message).toBe(
      ValidationMessage.ownerRequired,
    );
    expect((await put({ visibility: 'private', owner: other.id }).expect(400)).body.error).toEqual({
      code: 'validation_failed',
      message: 'owner: the owner of a picture cannot be changed',
    });
    const team = { group: { type: 'team', id: 'x' }, permission: 'read' };
    expect(
      (await put({ visibility: 'private', aclRules: [team] }).expect(400)).body.error.message,
    ).toBe('aclRules: group type must be user or email, not "team"');
    await request(t.app).put(acl).set(other.headers).send({ visibility: 'public' }).expect(403);
    await request(t.app).put(acl).send({ visibility: 'public' }).expect(401);
  });

  it.each([
    ['/objects/uploads/NOT-HEX', 400],
    ['/objects/uploads/..%2F..%2Fetc%2Fpasswd', 400],
    ['/objects/uploads/abc-123', 404],
    ['/objects/uploads/00000000-0000-4000-8000-000000000000', 404],
  ])('When %s is asked for, then the answer is %i', async (path, status) => {
    const res = await request(t.app).get(path).set(owner.headers).expect(status);
    if (status === 400) {
      expect(res.body).toEqual({
        error: { code: 'validation_failed', message: ValidationMessage.objectPathInvalid },
      });
      expect(res.body.error.message).toBe(
        'Invalid object path format - must be a server-generated upload path',
      );
    } else {
      expect(res.body.error.code).toBe('not_found');
    }
  });

  it('When the owner deletes a picture, then its bytes and row are gone; another account may not delete it', async () => {
    const { objectPath } = (await upload(owner, await png()).expect(201)).body;
    const id = idOf(objectPath);
    expect(await storedBytes(id)).not.toBeNull();
    await request(t.app).delete(`/api/uploads/${id}`).set(other.headers).expect(403);
    await request(t.app).delete(`/api/uploads/${id}`).set(owner.headers).expect(204);
    await fetchObject(objectPath, owner).expect(404);
    expect(await storedBytes(id)).toBeNull();
    await request(t.app).delete(`/api/uploads/${id}`).set(owner.headers).expect(404);
    await request(t.app).delete('/api/uploads/UPPER').set(owner.headers).expect(400);
  });

  it(`When an account keeps ${UPLOAD_QUOTA} pictures, then the next is refused until one is deleted`, async () => {
    const keeper = await signInTestUser(t);
    const image = await png(4, 4);
    const paths: string[] = [];
    for (let i = 0; i < UPLOAD_QUOTA; i += 1) {
      paths.push((await upload(keeper, image).expect(201)).body.objectPath);
    }
    const res = await upload(keeper, image).expect(409);
    expect(res.body.error).toEqual({
      code: 'quota_exceeded',
      message: `You already keep ${UPLOAD_QUOTA} pictures, the most an account can. Delete one to add another.`,
    });
    const listed = await request(t.app).get('/api/uploads').set(keeper.headers).expect(200);
    expect(listed.body.objects.map((o: { objectPath: string }) => o.objectPath).sort()).toEqual(
      [...paths].sort(),
    );
    await request(t.app)
      .delete(`/api/uploads/${idOf(paths[0] ?? '')}`)
      .set(keeper.headers)
      .expect(204);
    await upload(keeper, image).expect(201);
  });

  it('When one account sends uploads too fast, then it is told to wait (429 with Retry-After)', async () => {
    const hasty = await signInTestUser(t);
    for (let i = 0; i < 30; i += 1) await upload(hasty, TEXT_AS_PNG).expect(415);
    const res = await upload(hasty, await png()).expect(429);
    expect(res.body.error.code).toBe('rate_limited');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else is not slowed down.
    await upload(other, await png()).expect(201);
  });

  it("When an account is deleted, then deleteObjectsOwnedBy removes all its pictures' bytes and rows", async () => {
    const leaving = await signInTestUser(t);
    const ids: string[] = [];
    for (const visibility of ['private', 'public']) {
      const res = await upload(leaving, await png(), `?visibility=${visibility}`).expect(201);
      ids.push(idOf(res.body.objectPath));
    }
    const deps = { db: t.database.db, objects: createObjectStore(t.config) };
    const listed = await listObjectsOwnedBy(deps, leaving.id);
    expect(listed).toEqual(
      ids.map((id, i) =>
        expect.objectContaining({
          objectPath: `/objects/uploads/${id}`,
          visibility: i === 0 ? 'private' : 'public',
          aclRules: [],
          contentType: 'image/png',
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        }),
      ),
    );
    expect(await deleteObjectsOwnedBy(deps, leaving.id)).toBe(2);
    expect(await listObjectsOwnedBy(deps, leaving.id)).toEqual([]);
    for (const id of ids) expect(await storedBytes(id)).toBeNull();
    // Others' pictures stay.
    expect((await listObjectsOwnedBy(deps, owner.id)).length).toBeGreaterThan(0);
  });

  if (store === 's3') {
    it('When the bucket is read without credentials, then the S3 server refuses it (the fake needs a signature header)', async () => {
      const { objectPath } = (await upload(owner, await png()).expect(201)).body;
      const res = await fetch(`${fake?.url}/${BUCKET}/${S3_KEY_PREFIX}${idOf(objectPath)}`);
      expect(res.status).toBe(403);
      expect(await res.text()).toContain('<Code>AccessDenied</Code>');
    });
  }
});

describe('Uploads when the S3 server does not answer', () => {
  let t: TestApp;
  let fake: { url: string; child: ChildProcess };
  beforeAll(async () => {
    fake = await spawnFakeS3();
    t = await startTestApp(testBackends[0] ?? pgliteBackend, {
      S3_ENDPOINT: fake.url,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: 'test-key-id',
      S3_SECRET_ACCESS_KEY: 'test-secret-key',
    });
  });
  afterAll(async () => {
    await t?.close();
    fake?.child.kill();
  });

  it('When the store is down, then an upload is 503 with Retry-After and leaves no row, and a read is 503', async () => {
    const user = await signInTestUser(t);
    const image = await png();
    const stored = await request(t.app)
      .post('/api/uploads')
      .set(user.headers)
      .set('Content-Type', 'image/png')
      .send(image)
      .expect(201);
    const stopped = new Promise((resolveExit) => fake.child.once('exit', resolveExit));
    fake.child.kill();
    await stopped;

    const res = await request(t.app)
      .post('/api/uploads')
      .set(user.headers)
      .set('Content-Type', 'image/png')
      .send(image)
      .expect(503);
    expect(res.body.error).toEqual({
      code: 'unavailable',
      message: 'Pictures cannot be stored or read right now. Please try again in a moment.',
    });
    expect(res.headers['retry-after']).toBeDefined();
    expect(await listObjectsOwnedBy({ db: t.database.db }, user.id)).toHaveLength(1);
    await request(t.app).get(stored.body.objectPath).set(user.headers).expect(503);
    expect(t.logLines.some((line) => line.includes('the object store failed'))).toBe(true);
  });
});

describe('The disk object store', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ttc-objects-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('When objects are written, read, replaced and deleted, then each read sees a whole file and no temporary file is left', async () => {
    const objects = createDiskObjectStore(join(dir, 'objects'));
    const id = '0f8e6a52-5b3a-4a36-9d8e-3f1f1b1c2d3e';
    expect(await objects.get(id)).toBeNull();
    await objects.put(id, new Uint8Array([1, 2, 3]), 'image/png');
    expect(await objects.get(id)).toEqual(new Uint8Array([1, 2, 3]));
    await Promise.all([
      objects.put(id, new Uint8Array(1000).fill(7), 'image/png'),
      objects.put(id, new Uint8Array(2000).fill(9), 'image/png'),
    ]);
    const read = await objects.get(id);
    expect([1000, 2000]).toContain(read?.byteLength);
    expect(new Set(read)).toEqual(new Set([read?.byteLength === 1000 ? 7 : 9]));
    expect(readdirSync(join(dir, 'objects'))).toEqual([id]);
    await objects.delete(id);
    await objects.delete(id);
    expect(await objects.get(id)).toBeNull();
  });

  it('When an id is not a server-made one, then the store refuses to touch the file system', async () => {
    const objects = createDiskObjectStore(join(dir, 'objects'));
    await expect(objects.get('../secret')).rejects.toThrow(/not an object id/);
    await expect(objects.put('a/b', new Uint8Array(1), 'image/png')).rejects.toThrow();
  });
});
