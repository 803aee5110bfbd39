import {
  CLASS_NAME_MAX_LENGTH,
  ROSTER_NICKNAME_MAX_LENGTH,
  ROSTER_NICKNAME_MIN_LENGTH,
} from '@ttc/shared-protocol/api/classes';

// The form checks of classes.ts, by hand: the messages are the app's (five languages), and the
// forms stay free of zod. The server checks again (and screens nicknames) whatever is sent.

/** Why a class name is refused, as a key of `form.errors` in classes.json; null when fine. */
export type ClassNameProblem = 'nameRequired' | 'nameTooLong';

export function classNameProblem(name: string): ClassNameProblem | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'nameRequired';
  if (trimmed.length > CLASS_NAME_MAX_LENGTH) return 'nameTooLong';
  return null;
}

/** Why a nickname is refused, as a key of `form.errors` in classes.json; null when fine. */
export type NicknameProblem = 'nicknameTooShort' | 'nicknameTooLong' | 'nicknameTaken';

/**
 * The roster's nickname rules that can be checked here: 2-20 characters, and unique in the class
 * with case and accents ignored (the server's rule). `others` are the class's other nicknames.
 */
export function nicknameProblem(
  nickname: string,
  others: readonly string[],
): NicknameProblem | null {
  const trimmed = nickname.trim();
  if ([...trimmed].length < ROSTER_NICKNAME_MIN_LENGTH) return 'nicknameTooShort';
  if ([...trimmed].length > ROSTER_NICKNAME_MAX_LENGTH) return 'nicknameTooLong';
  const key = nicknameKey(trimmed);
  if (others.some((other) => nicknameKey(other) === key)) return 'nicknameTaken';
  return null;
}

/** A nickname as uniqueness compares it: trimmed, lower case, without accents. */
export function nicknameKey(nickname: string): string {
  return nickname.trim().normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}
