/** A date and time in the reader's language ("23 Nov 2026, 11:48"). */
export function formatDateTime(at: number | string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(at),
  );
}

/** A date in the reader's language ("23 Nov 2026"). */
export function formatDate(at: number | string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(at));
}
