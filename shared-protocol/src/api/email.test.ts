import { describe, expect, it } from 'vitest';
import { emailNotifyRequestSchema } from './email';

function firstMessage(input: unknown): string | undefined {
  const result = emailNotifyRequestSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('emailNotifyRequestSchema', () => {
  it('When the email has spaces around it, then it is trimmed and the source defaults', () => {
    expect(emailNotifyRequestSchema.parse({ email: '  ada@example.com ' })).toEqual({
      email: 'ada@example.com',
      source: 'landing',
    });
  });

  it.each([undefined, '', '   ', 'nope', 7, `${'a'.repeat(250)}@example.com`])(
    'When the email is %j, then it says "Please enter a valid email address."',
    (email) => {
      expect(firstMessage({ email, source: 'hero' })).toBe('Please enter a valid email address.');
    },
  );
});
