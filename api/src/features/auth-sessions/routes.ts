import { SessionLiveness } from '@ttc/shared-protocol/auth/session-liveness';
import { Router } from 'express';
import { z } from 'zod';
import type { AppDatabase } from '../../db/client';
import { route } from '../../http/route';
import { parseBody } from '../../http/validate';
import { sessionExists } from '../auth/sessions-repository';
import { requireServiceToken } from '../sessions/service-credential';

const sessionIdSchema = z.object({ id: z.uuid() });

/** Whether a sign-in session still exists: the sessions table is the source of truth. */
export function createSessionLiveness(db: AppDatabase): SessionLiveness {
  return new SessionLiveness((sessionId) =>
    z.uuid().safeParse(sessionId).success ? sessionExists(db, sessionId) : Promise.resolve(false),
  );
}

/**
 * GET /api/internal/auth-sessions/:id (the realtime server, with the service credential):
 * `{ live }`, so a host whose session was signed out loses host rights on every node.
 */
export function authSessionRoutes(db: AppDatabase, token: string | null): Router {
  const router = Router();
  route(router, '/internal/auth-sessions/:id', {
    get: [
      requireServiceToken(token),
      async (req, res) => {
        const { id } = parseBody(sessionIdSchema, req.params);
        // Straight from the table: the realtime server keeps its own few seconds of cache.
        res.json({ live: await sessionExists(db, id) });
      },
    ],
  });
  return router;
}
