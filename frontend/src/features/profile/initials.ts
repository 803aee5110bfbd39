/**
 * Up to two letters for an avatar: the first letters of the first and last words of a name, or
 * the first letter of an email address.
 */
export function initials(nameOrEmail: string): string {
  const text = nameOrEmail.trim();
  if (!text) return '?';
  if (text.includes('@') && !text.includes(' ')) return (text[0] ?? '?').toUpperCase();
  const words = text.split(/\s+/).filter(Boolean);
  const first = [...(words[0] ?? '')][0] ?? '';
  const last = words.length > 1 ? ([...(words.at(-1) ?? '')][0] ?? '') : '';
  return `${first}${last}`.toUpperCase() || '?';
}
