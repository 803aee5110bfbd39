import { describe, expect, it } from 'vitest';
import { signInEmail } from './sign-in-email';

const LINK = 'http://localhost:3000/auth/verify?token_hash=abc&type=magiclink&redirect_to=x%26y';

describe('signInEmail', () => {
  it.each(['en', 'de', 'es', 'fr', 'it'] as const)(
    'When the email is written in %s, then both parts carry the link and the name, and the text part speaks of no button',
    (language) => {
      const mail = signInEmail('parent@example.org', LINK, language);
      expect(mail.to).toBe('parent@example.org');
      expect(mail.subject).toContain('Tick Tock Class');
      expect(mail.text).toContain(LINK);
      expect(mail.text).not.toMatch(/button|Schaltfläche|botón|bouton|pulsante/i);
      expect(mail.html).toContain(`lang="${language}"`);
      expect(mail.html).toContain(LINK.replace(/&/g, '&amp;'));
      expect(mail.html).not.toContain('x&y');
    },
  );
});
