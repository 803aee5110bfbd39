import { Router } from 'express';
import type { AccountDeps } from '../account/deps';

/** STUB (issue 16): filled in by its helper. */
export function accountRoutes(_deps: AccountDeps): Router {
  return Router();
}
