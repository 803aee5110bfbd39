import { describe, expect, it } from 'vitest';
import { maskEmail } from './mask-email';

describe('maskEmail', () => {
  it.each([
    ['parent@example.org', 'pa•••@example.org'],
    ['abc@example.org', 'ab•••@example.org'],
    ['ab@example.org', 'a•••@example.org'],
    ['a@example.org', 'a•••@example.org'],
    ['"odd@name"@example.org', '"o•••@example.org'],
    ['ünïcode@example.org', 'ün•••@example.org'],
    ['no-at-sign', '•••'],
  ])('When the address is %s, then the page shows %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});
