import {
  checkTypedNickname,
  NicknameProblem,
  nicknameKey,
  normalizeNickname,
} from '@ttc/shared-protocol/classroom/nickname';
import { createNicknameChecker } from '@ttc/shared-protocol/classroom/nickname-screen/nickname-screen';
import { ErrorCode } from '@ttc/shared-protocol/errors';
import { AppError } from '../../errors';

// A roster nickname passes the same checks as a nickname a child types in a live session (the
// rules and the obscenity screen live in shared-protocol, used by both servers, never copied): a
// roster shows it on the class's screen, so it must be as safe as a typed one.

const PROBLEM_MESSAGES: Record<NicknameProblem, string> = {
  [NicknameProblem.tooShort]: 'A nickname has at least 2 letters.',
  [NicknameProblem.tooLong]: 'A nickname has at most 20 letters.',
  [NicknameProblem.badCharacter]:
    "A nickname may only use letters, digits, spaces and the signs - ' .",
  [NicknameProblem.noLetter]: 'A nickname needs at least one letter.',
  [NicknameProblem.tooManyDigits]: 'A nickname may hold at most 4 digits.',
  [NicknameProblem.fullNameWithDigits]:
    'A name with a number looks like a full name with a birth year or class. Use a nickname only.',
};

const NICKNAME_KEY_MAX_LENGTH = 40;

export const RUDE_NICKNAME_MESSAGE = 'Please choose another nickname.';

// Built on the first roster nickname, as in the realtime server (compiling the lists takes a
// moment the API's start does not need to pay).
const checker = createNicknameChecker();

/** The nickname as stored and its uniqueness key, or a 400 saying what to change. */
export function rosterNickname(text: string): { nickname: string; key: string } {
  const nickname = normalizeNickname(text);
  const problem = checkTypedNickname(nickname);
  if (problem) throw new AppError(ErrorCode.ValidationFailed, 400, PROBLEM_MESSAGES[problem]);
  if (checker.rudeWordIn(nickname) !== null) {
    throw new AppError(ErrorCode.ValidationFailed, 400, RUDE_NICKNAME_MESSAGE);
  }
  // The key can be longer than the name ("ß" is "ss"); its column holds 40 characters.
  return { nickname, key: nicknameKey(nickname).slice(0, NICKNAME_KEY_MAX_LENGTH) };
}
