import type {
  ParentLockState,
  ParentResetResponse,
  ParentUnlock,
} from '@ttc/shared-protocol/api/parent-lock';
import { apiRequest } from '../api-client';

// Type-only imports of the shared schemas: zod stays out of the pages that show a gate.

/** GET /api/parent-lock: whether the signed-in account has a lock, and its tries. */
export function getParentLock(signal?: AbortSignal): Promise<ParentLockState> {
  return apiRequest<ParentLockState>('GET', '/api/parent-lock', { signal });
}

/** PUT /api/parent-lock: a first PIN, or a new one (then with the current PIN). */
export function setParentPin(pin: string, currentPin?: string): Promise<ParentLockState> {
  return apiRequest<ParentLockState>('PUT', '/api/parent-lock', {
    body: currentPin === undefined ? { pin } : { pin, currentPin },
  });
}

/** DELETE /api/parent-lock: turns the lock off. */
export function removeParentLock(pin: string): Promise<ParentLockState> {
  return apiRequest<ParentLockState>('DELETE', '/api/parent-lock', { body: { pin } });
}

/** POST /api/parent-lock/verify: the right PIN gives an unlock for 15 minutes. */
export function verifyParentPin(pin: string): Promise<ParentUnlock> {
  return apiRequest<ParentUnlock>('POST', '/api/parent-lock/verify', { body: { pin } });
}

/** POST /api/parent-lock/reset: mails the account a link that removes the lock. */
export function requestParentReset(language: string): Promise<ParentResetResponse> {
  return apiRequest<ParentResetResponse>('POST', '/api/parent-lock/reset', {
    body: { language },
  });
}

/** POST /api/parent-lock/reset/confirm: the mailed link's token removes the lock. */
export function confirmParentReset(token: string): Promise<void> {
  return apiRequest<void>('POST', '/api/parent-lock/reset/confirm', { body: { token } });
}
