import { randomUUID } from 'node:crypto';
import type {
  ObjectAclPolicy,
  ObjectVisibility,
  UploadResult,
} from '@ttc/shared-protocol/api/object-access';
import { ErrorCode } from '@ttc/shared-protocol/errors';
import { eq } from 'drizzle-orm';
import { uploadedObjects } from '../../db/schema';
import { AppError } from '../../errors';
import type { AccountDeps } from '../account/deps';
import type { AuthenticatedUser } from '../auth/authenticate';
import { ensureUserRow } from '../auth/users-repository';
import { type AclRule, canRead, canWrite, isKnownGroupType } from './acl';
import { reencodeImage } from './image';
import {
  deleteObjectRow,
  findObject,
  insertObjectWithinQuota,
  listObjectsOf,
  type ObjectRow,
  updateObjectAcl,
} from './repository';

/** How many pictures one account keeps at most (backgrounds; a few to choose from). */
export const UPLOAD_QUOTA = 20;

/** Where an uploaded object is read: `/objects/uploads/<id>`. */
export const objectPathOf = (id: string) => `/objects/uploads/${id}`;

/** What POST /api/uploads answers (201), shared with the browser. */
export type { UploadResult };

/** An uploaded object as its owner sees it in lists and the data export. */
export interface UploadedObjectInfo extends UploadResult {
  aclRules: AclRule[];
  /** ISO time of the upload. */
  createdAt: string;
}

type Deps = Pick<AccountDeps, 'db' | 'objects' | 'logger'>;

const toResult = (row: ObjectRow): UploadResult => ({
  objectPath: objectPathOf(row.id),
  visibility: row.visibility,
  contentType: row.contentType,
  width: row.width,
  height: row.height,
  byteSize: row.byteSize,
});

const toInfo = (row: ObjectRow): UploadedObjectInfo => ({
  ...toResult(row),
  aclRules: row.aclRules,
  createdAt: row.createdAt.toISOString(),
});

const toPolicy = (row: ObjectRow): ObjectAclPolicy => ({
  owner: row.ownerId,
  visibility: row.visibility,
  aclRules: row.aclRules,
});

/**
 * POST /api/uploads: keeps a picture for the user under a new server-made id. The bytes must be
 * a JPEG, PNG, WebP or GIF by their content (415 otherwise); what is stored is a re-encoding
 * without any of the file's metadata (see reencodeImage). 409 `quota_exceeded` once the account
 * keeps UPLOAD_QUOTA pictures.
 */
export async function storeUpload(
  deps: Deps,
  user: AuthenticatedUser,
  bytes: Uint8Array,
  visibility: ObjectVisibility,
  quota: number = UPLOAD_QUOTA,
): Promise<UploadResult> {
  const owner = await ensureUserRow(deps.db, user);
  if (!owner) {
    throw new AppError(
      ErrorCode.Conflict,
      409,
      'This email address already belongs to another account.',
    );
  }
  const image = await reencodeImage(bytes);
  const row = {
    id: randomUUID(),
    ownerId: owner.id,
    visibility,
    aclRules: [],
    contentType: image.contentType,
    byteSize: image.bytes.byteLength,
    width: image.width,
    height: image.height,
  };
  if (!(await insertObjectWithinQuota(deps.db, row, quota))) {
    throw new AppError(
      ErrorCode.QuotaExceeded,
      409,
      `You already keep ${quota} pictures, the most an account can. Delete one to add another.`,
    );
  }
  try {
    await deps.objects.put(row.id, image.bytes, image.contentType);
  } catch (error) {
    await deleteObjectRow(deps.db, row.id);
    throw storeUnavailable(deps, error);
  }
  return toResult({ ...row, createdAt: new Date() });
}

/**
 * GET /objects/uploads/<id>: the object's bytes when the ACL lets the requester read it. A public
 * object needs no sign-in; for a private one `requester` is asked (it throws 401 when signed out),
 * and anyone but the owner or a read group gets 403. Unknown ids are 404.
 */
export async function readObject(
  deps: Deps,
  id: string,
  requester: () => Promise<AuthenticatedUser>,
): Promise<{ row: ObjectRow; bytes: Uint8Array }> {
  const row = await findObject(deps.db, id);
  if (!row) throw notFound();
  if (!canRead(row, null) && !canRead(row, await requester())) throw forbidden('see');
  const bytes = await deps.objects.get(id).catch((error: unknown) => {
    throw storeUnavailable(deps, error);
  });
  if (!bytes) {
    deps.logger.warn({ objectId: id }, 'uploaded object has a row but no bytes in the store');
    throw notFound();
  }
  return { row, bytes };
}

/** GET /api/uploads: the user's own pictures, oldest first. */
export async function listObjectsOwnedBy(
  deps: Pick<AccountDeps, 'db'>,
  userId: string,
): Promise<UploadedObjectInfo[]> {
  return (await listObjectsOf(deps.db, userId)).map(toInfo);
}

/**
 * PUT /api/uploads/<id>/acl: the owner (or a group with a write rule) sets who may read the
 * object. The owner stays the owner: a different `owner` in the request is refused.
 */
export async function setObjectAcl(
  deps: Deps,
  user: AuthenticatedUser,
  id: string,
  request: { owner?: string; visibility: ObjectVisibility; aclRules?: AclRule[] },
): Promise<ObjectAclPolicy> {
  const row = await findObject(deps.db, id);
  if (!row) throw notFound();
  if (!canWrite(row, user)) throw forbidden('change');
  if (request.owner !== undefined && request.owner !== row.ownerId) {
    throw new AppError(
      ErrorCode.ValidationFailed,
      400,
      'owner: the owner of a picture cannot be changed',
    );
  }
  const aclRules = request.aclRules ?? [];
  const unknown = aclRules.find((rule) => !isKnownGroupType(rule.group.type));
  if (unknown) {
    throw new AppError(
      ErrorCode.ValidationFailed,
      400,
      `aclRules: group type must be user or email, not ${JSON.stringify(unknown.group.type)}`,
    );
  }
  const updated = await updateObjectAcl(deps.db, id, {
    visibility: request.visibility,
    aclRules,
  });
  if (!updated) throw notFound();
  return toPolicy(updated);
}

/** DELETE /api/uploads/<id>: the owner removes a picture (its bytes first, then its row). */
export async function deleteObject(deps: Deps, user: AuthenticatedUser, id: string): Promise<void> {
  const row = await findObject(deps.db, id);
  if (!row) throw notFound();
  if (row.ownerId !== user.id) throw forbidden('delete');
  await deps.objects.delete(id).catch((error: unknown) => {
    throw storeUnavailable(deps, error);
  });
  await deleteObjectRow(deps.db, id);
}

/**
 * Removes every object the account owns, bytes and rows (account deletion). The bytes go first:
 * if the store fails, the rows stay and the deletion can be tried again, rather than leaving
 * bytes nothing points to. Answers how many there were.
 */
export async function deleteObjectsOwnedBy(
  deps: Pick<AccountDeps, 'db' | 'objects'>,
  userId: string,
): Promise<number> {
  const rows = await listObjectsOf(deps.db, userId);
  for (const row of rows) await deps.objects.delete(row.id);
  await deps.db.delete(uploadedObjects).where(eq(uploadedObjects.ownerId, userId));
  return rows.length;
}

/** The store (a disk that is full, an S3 server that does not answer) failed: try again later. */
function storeUnavailable(deps: Pick<Deps, 'logger'>, error: unknown): AppError {
  deps.logger.error({ err: error }, 'the object store failed');
  return new AppError(
    ErrorCode.Unavailable,
    503,
    'Pictures cannot be stored or read right now. Please try again in a moment.',
    { cause: error },
  );
}

function notFound(): AppError {
  return new AppError(ErrorCode.NotFound, 404, 'There is no such picture.');
}

function forbidden(what: 'see' | 'change' | 'delete'): AppError {
  return new AppError(ErrorCode.Forbidden, 403, `This picture is not yours to ${what}.`);
}
