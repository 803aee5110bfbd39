import { PERSON_NAME_MAX_LENGTH } from '@ttc/shared-protocol/api/sign-up';

/** First and last name as the users and profiles tables keep them (each at most 50 characters). */
export interface NameParts {
  firstName: string;
  /** Null for a one-word name ("Cher"). */
  lastName: string | null;
}

/** The first `max` characters, counted as Postgres counts them (code points, not UTF-16 units). */
function clip(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max).join('');
}

/**
 * Splits a full name at its first run of white space: "Ada King Lovelace" gives first name
 * "Ada" and last name "King Lovelace". Names that do not fit the 50-character columns are cut,
 * since the full name (up to 100) is kept whole beside them.
 */
export function splitFullName(fullName: string): NameParts {
  const [first = '', ...rest] = fullName.trim().split(/\s+/u);
  const last = rest.join(' ');
  return {
    firstName: clip(first, PERSON_NAME_MAX_LENGTH),
    lastName: last ? clip(last, PERSON_NAME_MAX_LENGTH).trimEnd() : null,
  };
}
