import { ErrorCode } from '@ttc/shared-protocol/errors';
import { eq, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { AppDatabase } from '../../db/client';
import * as schema from '../../db/schema';
import { AppError } from '../../errors';
import type { AuthenticatedUser } from '../auth/authenticate';
import { findUserById } from '../auth/users-repository';
import { deleteObjectsOwnedBy } from '../uploads/service';
import { ACCOUNT_TABLES, type Account, type TableName } from './account-tables';
import type { AccountDeps } from './deps';

export const WRONG_EMAIL_MESSAGE =
  "The email address you typed is not this account's. Type the address you sign in with.";

/** What GET /api/account/export sends: every row of every table tied to the account. */
export interface AccountExport {
  product: 'Tick Tock Class';
  exportedAt: string;
  account: Account;
  /** By SQL table name: what the rows are, in plain words, and the rows. */
  tables: Record<string, { about: string; rows: unknown[] }>;
  /** The other tables, and why none of their rows is anyone's account data. */
  tablesWithoutAccountData: Record<string, string>;
}

const tableEntries = Object.entries(ACCOUNT_TABLES) as Array<
  [TableName, (typeof ACCOUNT_TABLES)[TableName]]
>;
/** The SQL name of each of the schema's tables, by its TypeScript name. */
const sqlNames = new Map(
  Object.entries(schema).flatMap(([name, value]) =>
    is(value, PgTable) ? [[name, getTableName(value)] as const] : [],
  ),
);
const sqlName = (name: TableName) => sqlNames.get(name) ?? name;

/** The account of a signed-in user: its id and its address as the tables keep it. */
async function accountOf(db: AppDatabase, user: AuthenticatedUser): Promise<Account> {
  const row = await findUserById(db, user.id);
  return { id: user.id, email: (row?.email ?? user.email).trim().toLowerCase() };
}

/** GET /api/account/export: one consistent read of everything the product holds about the account. */
export async function exportAccount(
  deps: Pick<AccountDeps, 'db' | 'clock'>,
  user: AuthenticatedUser,
): Promise<AccountExport> {
  return deps.db.transaction(async (tx) => {
    const account = await accountOf(tx, user);
    const tables: AccountExport['tables'] = {};
    const tablesWithoutAccountData: AccountExport['tablesWithoutAccountData'] = {};
    for (const [name, rule] of tableEntries) {
      if (rule.holds === 'account') {
        tables[sqlName(name)] = { about: rule.about, rows: await rule.rows(tx, account) };
      } else {
        tablesWithoutAccountData[sqlName(name)] = rule.reason;
      }
    }
    return {
      product: 'Tick Tock Class',
      exportedAt: deps.clock().toISOString(),
      account,
      tables,
      tablesWithoutAccountData,
    };
  });
}

/** The ids of the account's uploaded objects. */
async function objectIdsOf(db: AppDatabase, account: Account): Promise<string[]> {
  const rows = await db
    .select({ id: schema.uploadedObjects.id })
    .from(schema.uploadedObjects)
    .where(eq(schema.uploadedObjects.ownerId, account.id));
  return rows.map((row) => row.id);
}

/**
 * DELETE /api/account: after the typed address matches (case aside), the account goes from every
 * table in one transaction (the users row, which takes everything keyed by its id along through
 * ON DELETE CASCADE, and the rows kept by address: see ACCOUNT_TABLES), its pictures from the
 * object store, and what live rooms still hold of it from Redis. Every sign-in of the account
 * ends with its sessions.
 *
 * The pictures go first (deleteObjectsOwnedBy: bytes, then rows): when the store cannot delete
 * them the request fails (503) with the account still there, and can be tried again. Live rooms are cleared last, on a best-effort basis (they
 * expire on their own): the account is gone by then, so a failure there is logged, not answered.
 */
export async function deleteAccount(
  deps: AccountDeps,
  user: AuthenticatedUser,
  confirmEmail: string,
): Promise<void> {
  const log = deps.logger.child({ component: 'account' });
  const account = await accountOf(deps.db, user);
  if (confirmEmail.trim().toLowerCase() !== account.email) {
    throw new AppError(ErrorCode.ValidationFailed, 400, WRONG_EMAIL_MESSAGE);
  }

  let pictures: number;
  try {
    pictures = await deleteObjectsOwnedBy(deps, account.id);
  } catch (error) {
    log.error(
      { err: error, userId: account.id },
      'Account deletion: pictures could not be deleted',
    );
    throw new AppError(
      ErrorCode.Unavailable,
      503,
      'Your pictures could not be deleted right now, so nothing was deleted. Please try again in a few minutes.',
      { cause: error },
    );
  }

  const { hostedSessionIds, lateObjectIds } = await deps.db.transaction(async (tx) => {
    const hosted = await tx
      .select({ id: schema.classroomSessions.id })
      .from(schema.classroomSessions)
      .where(eq(schema.classroomSessions.teacherId, account.id));
    // Pictures uploaded while the others were being deleted (their rows go with the user).
    const late = await objectIdsOf(tx, account);
    for (const [, rule] of tableEntries) {
      if (rule.holds === 'account' && rule.remove) await rule.remove(tx, account);
    }
    await tx.delete(schema.users).where(eq(schema.users.id, account.id));
    return { hostedSessionIds: hosted.map((row) => row.id), lateObjectIds: late };
  });
  // Its access tokens stop at once here, not when a cached "still signed in" runs out.
  deps.sessionLiveness?.clear();

  for (const id of lateObjectIds) {
    await deps.objects.delete(id).catch((error: unknown) => {
      log.error({ err: error, objectId: id }, 'Account deletion: a picture was left in the store');
    });
  }
  try {
    await deps.purgeLiveSessions(hostedSessionIds, { hostIds: [account.id] });
  } catch (error) {
    log.error({ err: error, userId: account.id }, 'Account deletion: live rooms not cleared');
  }
  log.info(
    {
      userId: account.id,
      sessions: hostedSessionIds.length,
      pictures: pictures + lateObjectIds.length,
    },
    'Account deleted',
  );
}
