import { describe, expect, it } from 'vitest';
import { signUpSchema } from './sign-up';

const valid = { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', role: 'parent' };

function firstMessage(input: unknown): string | undefined {
  const result = signUpSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('signUpSchema', () => {
  it('When marketingOptIn is left out, then it defaults to false', () => {
    expect(signUpSchema.parse(valid)).toEqual({ ...valid, marketingOptIn: false });
    expect(signUpSchema.parse({ ...valid, marketingOptIn: true }).marketingOptIn).toBe(true);
  });

  it.each([undefined, '', 'not-an-email', 'a@', 42])(
    'When the email is %j, then it says "Please enter a valid email address"',
    (email) => {
      expect(firstMessage({ ...valid, email })).toBe('Please enter a valid email address');
    },
  );

  it.each([
    ['firstName', undefined, 'First name is required'],
    ['firstName', ' ', 'First name is required'],
    ['firstName', 'a'.repeat(51), 'First name too long'],
    ['lastName', '', 'Last name is required'],
    ['lastName', 'a'.repeat(51), 'Last name too long'],
  ])('When %s is %j, then it says "%s"', (field, value, message) => {
    expect(firstMessage({ ...valid, [field]: value })).toBe(message);
  });

  it('When a name is exactly 50 characters, then it is accepted', () => {
    expect(
      firstMessage({ ...valid, firstName: 'a'.repeat(50), lastName: 'b'.repeat(50) }),
    ).toBeUndefined();
  });

  it.each([undefined, 'admin', 'pupil'])(
    'When the role is %j, then it says "Role must be student, parent, or teacher"',
    (role) => {
      expect(firstMessage({ ...valid, role })).toBe('Role must be student, parent, or teacher');
    },
  );

  it('When marketingOptIn is not a boolean, then it is refused', () => {
    expect(firstMessage({ ...valid, marketingOptIn: 'yes' })).toBeDefined();
  });
});
