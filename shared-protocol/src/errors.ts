import { z } from 'zod';

/**
 * Every error the product sends over a boundary (HTTP body or socket ack) carries one of these
 * codes. Codes double as i18n keys on the client (`errors.<code>`), so they never change meaning.
 */
export const ErrorCode = {
  BadRequest: 'bad_request',
  ValidationFailed: 'validation_failed',
  InvalidJson: 'invalid_json',
  UnsupportedMediaType: 'unsupported_media_type',
  PayloadTooLarge: 'payload_too_large',
  /** An upload whose content is not a picture of an accepted type (whatever its name says). */
  NotAnImage: 'not_an_image',
  /** The account already keeps as many uploads as it may (delete one first). */
  QuotaExceeded: 'quota_exceeded',
  Unauthorized: 'unauthorized',
  Forbidden: 'forbidden',
  NotFound: 'not_found',
  MethodNotAllowed: 'method_not_allowed',
  Conflict: 'conflict',
  RateLimited: 'rate_limited',
  /** The parent lock is on and the request carries no valid unlock (X-Parent-Unlock). */
  ParentLock: 'parent_lock',
  /** The parent lock's PIN was wrong (the message says how many tries are left). */
  WrongPin: 'wrong_pin',
  /** Too many wrong PINs: the parent lock refuses every try for a while (Retry-After). */
  PinLocked: 'pin_locked',
  /** The feature belongs to a paid plan the account does not have (payments configured). */
  PlanRequired: 'plan_required',
  /** Payments are not configured on this server (no Stripe keys): every feature is free. */
  PaymentsNotConfigured: 'payments_not_configured',
  /** Stripe could not be reached or refused the request; try again later. */
  PaymentProviderError: 'payment_provider_error',
  Unavailable: 'unavailable',
  Internal: 'internal',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

const errorCodeValues = Object.values(ErrorCode) as [ErrorCode, ...ErrorCode[]];
export const errorCodeSchema = z.enum(errorCodeValues);

/** The one error body: `{ "error": { "code", "message" } }`. */
export const errorBodySchema = z.object({
  error: z.object({ code: errorCodeSchema, message: z.string() }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export function errorBody(code: ErrorCode, message: string): ErrorBody {
  return { error: { code, message } };
}

/** The acknowledgement every client-to-server socket event receives. */
export type Ack<T> = { ok: true; data: T } | { ok: false; error: ErrorBody['error'] };

export function ackOk<T>(data: T): Ack<T> {
  return { ok: true, data };
}

export function ackError(code: ErrorCode, message: string): Ack<never> {
  return { ok: false, error: { code, message } };
}

/** Default English messages; servers may send a more specific one (a validation message). */
export const defaultErrorMessage: Record<ErrorCode, string> = {
  bad_request: 'The request is not valid.',
  validation_failed: 'Some fields are not valid.',
  invalid_json: 'The request body is not valid JSON.',
  unsupported_media_type: 'Send the request body as application/json.',
  payload_too_large: 'The request body is too large.',
  not_an_image: 'This file is not a picture. Choose a JPEG, PNG, WebP or GIF image.',
  quota_exceeded: 'You have uploaded as many pictures as you can. Delete one to add another.',
  unauthorized: 'You need to sign in.',
  forbidden: 'You are not allowed to do that.',
  not_found: 'Not found.',
  method_not_allowed: 'This method is not allowed here.',
  conflict: 'This conflicts with the current state.',
  rate_limited: 'Too many requests. Please wait a moment and try again.',
  parent_lock: 'A parent needs to enter the PIN first.',
  wrong_pin: 'That PIN is not right.',
  pin_locked: 'Too many wrong PINs. The parent lock is closed for a while.',
  plan_required: 'Your plan does not include this feature.',
  payments_not_configured: 'Subscription processing is currently not configured.',
  payment_provider_error: 'The payment service could not be reached. Please try again.',
  unavailable: 'The service is temporarily unavailable.',
  internal: 'Something went wrong on our side.',
};
