import type { z } from 'zod';

const MAX_ISSUES = 3;
const MAX_LENGTH = 300;

/**
 * A short, safe summary of why a payload was refused: `path: message` for the first few issues.
 * Zod messages name expected types and limits, never echo the received value.
 */
export function validationMessage(error: z.ZodError): string {
  const parts = error.issues.slice(0, MAX_ISSUES).map((issue) => {
    const path = issue.path.map(String).join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  if (error.issues.length > MAX_ISSUES) parts.push(`and ${error.issues.length - MAX_ISSUES} more`);
  const message = parts.join('; ');
  return message.length > MAX_LENGTH ? `${message.slice(0, MAX_LENGTH - 1)}…` : message;
}
