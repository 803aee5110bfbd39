import { z } from 'zod';

/** The parent lock's PIN (spec section 5): exactly four digits. */
export const PIN_PATTERN = /^[0-9]{4}$/;
/** Wrong PINs in a row before the lock refuses every try for PIN_LOCKOUT_MS. */
export const PIN_MAX_TRIES = 5;
export const PIN_LOCKOUT_MS = 15 * 60 * 1000;

const pinSchema = z
  .string({ error: 'The PIN is 4 digits.' })
  .regex(PIN_PATTERN, 'The PIN is 4 digits.');

/** GET /api/parent-lock (and the answer of every change). */
export const parentLockStateSchema = z.object({
  enabled: z.boolean(),
  /** ISO time until which every try is refused, or null. */
  lockedUntil: z.string().nullable(),
  triesLeft: z.number().int().min(0),
});
export type ParentLockState = z.infer<typeof parentLockStateSchema>;

/** PUT /api/parent-lock: sets the PIN, or changes it (then `currentPin` is required). */
export const setParentPinRequestSchema = z
  .object({ pin: pinSchema, currentPin: pinSchema.optional() })
  .strict();
export type SetParentPinRequest = z.infer<typeof setParentPinRequestSchema>;

/** POST /api/parent-lock/verify and DELETE /api/parent-lock. */
export const parentPinRequestSchema = z.object({ pin: pinSchema }).strict();
export type ParentPinRequest = z.infer<typeof parentPinRequestSchema>;

/** POST /api/parent-lock/verify's answer: send `unlockToken` as `X-Parent-Unlock`. */
export const parentUnlockSchema = z.object({ unlockToken: z.string(), expiresAt: z.string() });
export type ParentUnlock = z.infer<typeof parentUnlockSchema>;

/** POST /api/parent-lock/reset: the mail's language (optional; else Accept-Language). */
export const parentResetRequestSchema = z
  .object({ language: z.string().max(35).optional() })
  .strict();
/** The address the reset link went to, masked (`pa•••@example.org`). */
export const parentResetResponseSchema = z.object({ sentTo: z.string() });
export type ParentResetResponse = z.infer<typeof parentResetResponseSchema>;

/** POST /api/parent-lock/reset/confirm: the token of the mailed link. */
export const parentResetConfirmRequestSchema = z
  .object({ token: z.string().min(1).max(200) })
  .strict();
