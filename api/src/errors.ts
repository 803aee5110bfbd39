import { defaultErrorMessage, type ErrorCode } from '@ttc/shared-protocol/errors';

/**
 * An error a feature throws on purpose: its code, HTTP status and message go to the client as
 * `{ error: { code, message } }`. Anything else that is thrown becomes a generic 500.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string = defaultErrorMessage[code],
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AppError';
  }
}
