import { Router } from 'express';
import type { AccountDeps } from '../account/deps';

/** STUB (issue 16): filled in by its helper. */
export function uploadRoutes(_deps: AccountDeps): Router {
  return Router();
}

/** STUB: GET /objects/uploads/:id, mounted at the root beside /api. */
export function objectRoutes(_deps: AccountDeps): Router {
  return Router();
}
