import {
  MAX_UPLOAD_BYTES,
  objectAclPolicySchema,
  objectOwnerSchema,
  objectPathSchema,
  objectVisibilitySchema,
} from '@ttc/shared-protocol/api/object-access';
import { ErrorCode } from '@ttc/shared-protocol/errors';
import express, { type Request, type Response, Router } from 'express';
import { AppError } from '../../errors';
import { jsonBody } from '../../http/json-body';
import { route } from '../../http/route';
import { parseBody } from '../../http/validate';
import type { AccountDeps } from '../account/deps';
import { authenticateRequest, withUser } from '../auth/authenticate';
import { consumed, postgresLimiter } from '../auth/rate-limits';
import { sha256Hex } from '../auth/secrets';
import {
  deleteObject,
  listObjectsOwnedBy,
  readObject,
  setObjectAcl,
  storeUpload,
  UPLOAD_QUOTA,
} from './service';

/** The largest upload read (413 above it); re-encoding makes most far smaller. */
export const UPLOAD_BODY_LIMIT = MAX_UPLOAD_BYTES;
/** Uploads one account may send per window, kept or refused: decoding a picture costs CPU. */
export const UPLOADS_PER_WINDOW = 30;
export const UPLOAD_WINDOW_S = 15 * 60;

export interface UploadRouteOptions {
  /** Pictures one account may keep (default UPLOAD_QUOTA). */
  quota?: number;
  /** Uploads one account may send per window (default UPLOADS_PER_WINDOW). */
  uploadsPerWindow?: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The ACL a PUT may send: the shared policy, where `owner` may be left out (it never changes). */
const aclRequestSchema = objectAclPolicySchema.extend({ owner: objectOwnerSchema.optional() });

/**
 * The id of `/objects/uploads/<id>` (or `/api/uploads/<id>`): 400 with the spec's message when
 * the path is not one the server could have made (spec section 5), 404 when it has that shape
 * but is no UUID (no such object can exist).
 */
function objectId(req: Request): string {
  const id = String(req.params.id ?? '');
  parseBody(objectPathSchema, `/objects/uploads/${id}`);
  if (!UUID.test(id)) throw new AppError(ErrorCode.NotFound, 404, 'There is no such picture.');
  return id;
}

const readRawBody = express.raw({ type: () => true, limit: UPLOAD_BODY_LIMIT });

/** The request's bytes, read only now: after sign-in and the rate limit have let it through. */
function rawBody(req: Request, res: Response): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    readRawBody(req, res, (error?: unknown) => {
      if (error) return reject(error);
      if (!Buffer.isBuffer(req.body) || req.body.byteLength === 0) {
        return reject(
          new AppError(ErrorCode.BadRequest, 400, 'Send the picture as the request body.'),
        );
      }
      resolve(req.body);
    });
  });
}

/**
 * The account's pictures: POST /api/uploads?visibility=private|public (raw bytes, any
 * Content-Type: the content decides), GET /api/uploads (the user's own list),
 * PUT /api/uploads/<id>/acl and DELETE /api/uploads/<id>.
 */
export function uploadRoutes(deps: AccountDeps, options: UploadRouteOptions = {}): Router {
  const router = Router();
  const quota = options.quota ?? UPLOAD_QUOTA;
  const limiter = postgresLimiter(deps.db, {
    keyPrefix: 'upload-user',
    points: options.uploadsPerWindow ?? UPLOADS_PER_WINDOW,
    durationS: UPLOAD_WINDOW_S,
  });

  route(router, '/uploads', {
    get: withUser(async (_req, res, user) => {
      res.json({ objects: await listObjectsOwnedBy(deps, user.id) });
    }),
    post: withUser(async (req, res, user) => {
      // Private unless asked otherwise (parseBody reads a missing value as `{}`).
      const visibility = parseBody(objectVisibilitySchema, req.query.visibility ?? 'private');
      if (!(await consumed(limiter, sha256Hex(user.id)))) {
        res.setHeader('Retry-After', String(UPLOAD_WINDOW_S));
        throw new AppError(
          ErrorCode.RateLimited,
          429,
          'Too many pictures sent for now. Please wait a few minutes and try again.',
        );
      }
      const bytes = await rawBody(req, res);
      const result = await storeUpload(deps, user, bytes, visibility, quota);
      res.status(201).location(result.objectPath).json(result);
    }),
  });
  route(router, '/uploads/:id/acl', {
    put: [
      ...jsonBody,
      withUser(async (req, res, user) => {
        const id = objectId(req);
        const request = parseBody(aclRequestSchema, req.body);
        res.json(await setObjectAcl(deps, user, id, request));
      }),
    ],
  });
  route(router, '/uploads/:id', {
    delete: withUser(async (req, res, user) => {
      await deleteObject(deps, user, objectId(req));
      res.status(204).end();
    }),
  });
  return router;
}

/**
 * GET /objects/uploads/<id> (mounted at /objects): the picture, when its ACL lets the requester
 * see it. It is served as the image type it was stored as, never sniffed by the browser, under a
 * policy that lets it run nothing, and a private one is never kept by any cache.
 */
export function objectRoutes(deps: AccountDeps): Router {
  const router = Router();
  route(router, '/uploads/:id', {
    get: async (req, res) => {
      const { row, bytes } = await readObject(deps, objectId(req), () => authenticateRequest(req));
      res.setHeader('Content-Type', row.contentType);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
      // A public picture may be cached but is checked again each time: it may turn private.
      res.setHeader(
        'Cache-Control',
        row.visibility === 'private' ? 'private, no-store' : 'public, no-cache',
      );
      if (row.visibility === 'private') res.setHeader('Vary', 'Authorization');
      res.send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    },
  });
  return router;
}
