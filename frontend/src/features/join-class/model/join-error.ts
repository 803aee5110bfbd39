import { CODES_BLOCKED_MESSAGE } from '@ttc/shared-protocol/realtime/join-codes';

/**
 * Which child-friendly text (`live-student:errors.<key>`) an ack error gets. Acks carry only the
 * product-wide code and the reducer's English message; the message names the refusal exactly
 * (`shared-protocol/src/classroom/refusals.ts`; a test checks this table against it), so it is
 * read first, and the code is the fallback.
 */
export type JoinErrorKey =
  | 'room_not_found'
  | 'room_locked'
  | 'room_full'
  | 'room_ended'
  | 'nickname_taken'
  | 'nickname_rejected'
  | 'nickname_invalid'
  | 'nickname_personal'
  | 'typed_names_off'
  | 'roster_only'
  | 'not_on_roster'
  | 'banned'
  | 'kicked'
  | 'rate_limited'
  | 'codes_blocked'
  | 'unavailable'
  | 'generic';

/** The refusal messages a student's join, rejoin or name suggestion can meet. */
export const REFUSAL_MESSAGES = {
  room_not_found: 'There is no room with this code.',
  room_ended: 'This session has ended.',
  room_locked: 'The room is locked.',
  room_full: 'The room is full.',
  nickname_invalid: 'Names have 2 to 20 letters or numbers.',
  nickname_personal: 'Leave out the numbers, or use just one name.',
  nickname_rejected: 'Please pick another name.',
  nickname_taken: 'This name is already taken.',
  typed_names_off: 'Pick one of the names.',
  roster_only: 'Tap your picture in the class list.',
  not_on_roster: 'This name is not on the class list.',
  banned: 'You cannot join this room.',
  kicked: 'You were removed from the room. You can join again.',
} as const satisfies Partial<Record<JoinErrorKey, string>>;

const BY_MESSAGE = new Map<string, JoinErrorKey>([
  ...Object.entries(REFUSAL_MESSAGES).map(
    ([key, message]) => [message, key as JoinErrorKey] as const,
  ),
  [CODES_BLOCKED_MESSAGE, 'codes_blocked'],
]);

/** The text key for an ack's error. */
export function joinErrorKey(error: { code: string; message: string }): JoinErrorKey {
  const known = BY_MESSAGE.get(error.message);
  if (known) return known;
  switch (error.code) {
    case 'not_found':
      return 'room_not_found';
    case 'rate_limited':
      return 'rate_limited';
    case 'unavailable':
      return 'unavailable';
    default:
      return 'generic';
  }
}

/** Errors about the room itself (not the name): the child goes back to the code. */
export function isRoomError(key: JoinErrorKey): boolean {
  return [
    'room_not_found',
    'room_ended',
    'room_locked',
    'room_full',
    'banned',
    'codes_blocked',
  ].includes(key);
}
