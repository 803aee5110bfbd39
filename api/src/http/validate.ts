import { ValidationMessage } from '@ttc/shared-protocol/api/messages';
import { ErrorCode } from '@ttc/shared-protocol/errors';
import type { z } from 'zod';
import { AppError } from '../errors';

const SPEC_MESSAGES: ReadonlySet<string> = new Set(Object.values(ValidationMessage));

/**
 * Parses a request body with its shared schema. A failure is a 400 `validation_failed` carrying
 * the first issue's message: word for word when it is one of the spec's messages, otherwise
 * prefixed with the field it concerns. A missing body counts as `{}`.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  throw new AppError(ErrorCode.ValidationFailed, 400, describeIssue(result.error.issues[0]));
}

function describeIssue(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'The request body is not valid.';
  if (SPEC_MESSAGES.has(issue.message) || issue.path.length === 0) return issue.message;
  return `${issue.path.join('.')}: ${issue.message}`;
}
