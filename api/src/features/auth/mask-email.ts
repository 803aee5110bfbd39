/**
 * An address as the sign-in page shows it before the link is used: the first two characters of
 * the local part (one when it is that short), then dots, then the domain: `pa•••@example.org`.
 * Enough for the owner to recognise it, too little to read it off a forwarded link.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  const local = [...email.slice(0, at)];
  const shown = local.length > 2 ? 2 : 1;
  return `${local.slice(0, shown).join('')}•••${email.slice(at)}`;
}
