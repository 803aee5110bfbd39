/** The languages the sign-in email is written in (the app's five). */
export const MAIL_LANGUAGES = ['en', 'de', 'es', 'fr', 'it'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

const SUPPORTED: ReadonlySet<string> = new Set(MAIL_LANGUAGES);

function primaryTag(locale: string): string {
  return locale.trim().toLowerCase().split(/[-_]/)[0] ?? '';
}

/**
 * The email's language: the client's explicit hint (`de`, `fr-CA`) when it is one of ours,
 * otherwise the best Accept-Language entry we speak, otherwise English.
 */
export function chooseMailLanguage(
  hint: string | undefined,
  acceptLanguage: string | undefined,
): MailLanguage {
  if (hint && SUPPORTED.has(primaryTag(hint))) return primaryTag(hint) as MailLanguage;
  for (const tag of byQuality(acceptLanguage ?? '')) {
    if (SUPPORTED.has(tag)) return tag as MailLanguage;
  }
  return 'en';
}

/** Accept-Language's primary tags, best first (RFC 9110 weights; q=0 means "not this"). */
function byQuality(header: string): string[] {
  return header
    .slice(0, 500)
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: primaryTag(tag), weight: q === undefined ? 1 : Number(q), order };
    })
    .filter((entry) => entry.tag !== '' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map((entry) => entry.tag);
}
