import { describe, expect, it } from 'vitest';
import { completeProfileRequestSchema } from './complete-profile';

function firstMessage(input: unknown): string | undefined {
  const result = completeProfileRequestSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('completeProfileRequestSchema', () => {
  it('When the name has spaces around it, then it is trimmed', () => {
    expect(
      completeProfileRequestSchema.parse({ fullName: '  Ada Lovelace ', role: 'parent' }),
    ).toEqual({ fullName: 'Ada Lovelace', role: 'parent' });
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['whitespace only', '   '],
    ['not a string', 42],
  ])('When the full name is %s, then it says "Full name is required"', (_, fullName) => {
    expect(firstMessage({ fullName, role: 'student' })).toBe('Full name is required');
  });

  it('When the full name is 100 characters, then it is accepted; at 101, "Full name too long"', () => {
    expect(firstMessage({ fullName: 'a'.repeat(100), role: 'teacher' })).toBeUndefined();
    expect(firstMessage({ fullName: 'a'.repeat(101), role: 'teacher' })).toBe('Full name too long');
  });

  it.each([undefined, '', 'admin', 'Teacher', 3])(
    'When the role is %j, then it says "Please select a role"',
    (role) => {
      expect(firstMessage({ fullName: 'Ada', role })).toBe('Please select a role');
    },
  );

  it('When an unknown field is sent, then it is refused', () => {
    expect(
      completeProfileRequestSchema.safeParse({ fullName: 'Ada', role: 'parent', plan: 'pro' })
        .success,
    ).toBe(false);
  });
});
