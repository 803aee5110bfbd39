import type { HealthResponse } from '@ttc/shared-protocol/api/health';
import { ErrorCode } from '@ttc/shared-protocol/errors';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';

/** Healthy when the database answers; otherwise a 503 `unavailable`. */
export async function checkHealth(
  database: Pick<Database, 'kind' | 'ping'>,
): Promise<HealthResponse> {
  try {
    await database.ping();
  } catch (error) {
    throw new AppError(ErrorCode.Unavailable, 503, 'The database is not reachable.', {
      cause: error,
    });
  }
  return { status: 'ok', database: database.kind };
}
