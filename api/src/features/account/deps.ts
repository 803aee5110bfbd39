import type { ApiConfig } from '../../config';
import type { AppDatabase } from '../../db/client';
import type { Logger } from '../../logger';
import type { Clock } from '../auth/clock';
import type { Mailer } from '../mail/mailer';
import type { TeacherDeps } from '../teacher-access/access';
import type { ObjectStore } from '../uploads/object-store';

/** What the account's own routes (settings, parent lock, uploads, export and delete) are built on. */
export interface AccountDeps {
  db: AppDatabase;
  config: ApiConfig;
  logger: Logger;
  mailer: Mailer;
  clock: Clock;
  /** Where uploaded images' bytes live (disk under DATA_DIR, or an S3-compatible bucket). */
  objects: ObjectStore;
  /** What live rooms still hold of sessions that are gone (Redis traces of a deleted account). */
  purgeLiveSessions: TeacherDeps['purgeLiveSessions'];
  /**
   * The cache of "is this sign-in still live" answers (built-in sign-in), forgotten once an
   * account is deleted so its access tokens stop at once. Absent or null: nothing is cached.
   */
  sessionLiveness?: { clear(): void } | null;
}
