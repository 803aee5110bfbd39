import { ErrorCode } from '../errors';
import type { Rule } from './rules';

/**
 * Why the reducer refused an event: a stable machine name (the client's i18n key is
 * `errors.room.<reason>`), the product-wide error code for the ack, and the rule that refused.
 */
export const Refusal = {
  roomNotFound: 'room_not_found',
  roomExists: 'room_exists',
  roomEnded: 'room_ended',
  invalidEvent: 'invalid_event',
  invalidOptions: 'invalid_options',
  forbidden: 'forbidden',
  notInRoom: 'not_in_room',
  wrongPhase: 'wrong_phase',
  roomLocked: 'room_locked',
  roomFull: 'room_full',
  badCharacter: 'bad_character',
  nicknameInvalid: 'nickname_invalid',
  nicknamePersonal: 'nickname_personal',
  nicknameRejected: 'nickname_rejected',
  nicknameTaken: 'nickname_taken',
  typedNamesOff: 'typed_names_off',
  rosterOnly: 'roster_only',
  notOnRoster: 'not_on_roster',
  banned: 'banned',
  kicked: 'kicked',
  alreadyJoined: 'already_joined',
  noPlayers: 'no_players',
  playerNotFound: 'player_not_found',
  wrongQuestion: 'wrong_question',
  questionClosed: 'question_closed',
  alreadyAnswered: 'already_answered',
  invalidAnswer: 'invalid_answer',
  paused: 'paused',
  notPaused: 'not_paused',
  alreadyPaused: 'already_paused',
  sameSession: 'same_session',
  staleTimer: 'stale_timer',
} as const;
export type Refusal = (typeof Refusal)[keyof typeof Refusal];

const CODES: Record<Refusal, ErrorCode> = {
  room_not_found: ErrorCode.NotFound,
  room_exists: ErrorCode.Conflict,
  room_ended: ErrorCode.Conflict,
  invalid_event: ErrorCode.BadRequest,
  invalid_options: ErrorCode.ValidationFailed,
  forbidden: ErrorCode.Forbidden,
  not_in_room: ErrorCode.Forbidden,
  wrong_phase: ErrorCode.Conflict,
  room_locked: ErrorCode.Forbidden,
  room_full: ErrorCode.Conflict,
  bad_character: ErrorCode.ValidationFailed,
  nickname_invalid: ErrorCode.ValidationFailed,
  nickname_personal: ErrorCode.ValidationFailed,
  nickname_rejected: ErrorCode.ValidationFailed,
  nickname_taken: ErrorCode.Conflict,
  typed_names_off: ErrorCode.Forbidden,
  roster_only: ErrorCode.Forbidden,
  not_on_roster: ErrorCode.ValidationFailed,
  banned: ErrorCode.Forbidden,
  kicked: ErrorCode.Forbidden,
  already_joined: ErrorCode.Conflict,
  no_players: ErrorCode.Conflict,
  player_not_found: ErrorCode.NotFound,
  wrong_question: ErrorCode.Conflict,
  question_closed: ErrorCode.Conflict,
  already_answered: ErrorCode.Conflict,
  invalid_answer: ErrorCode.ValidationFailed,
  paused: ErrorCode.Conflict,
  not_paused: ErrorCode.Conflict,
  already_paused: ErrorCode.Conflict,
  same_session: ErrorCode.Conflict,
  stale_timer: ErrorCode.Conflict,
};

const MESSAGES: Record<Refusal, string> = {
  room_not_found: 'There is no room with this code.',
  room_exists: 'A room with this code already exists.',
  room_ended: 'This session has ended.',
  invalid_event: 'This request is not valid.',
  invalid_options: 'The session options are not valid.',
  forbidden: 'Only the teacher of this room can do that.',
  not_in_room: 'You are not in this room.',
  wrong_phase: 'That cannot be done right now.',
  room_locked: 'The room is locked.',
  room_full: 'The room is full.',
  bad_character: 'Pick one of the characters.',
  nickname_invalid: 'Names have 2 to 20 letters or numbers.',
  nickname_personal: 'Leave out the numbers, or use just one name.',
  nickname_rejected: 'Please pick another name.',
  nickname_taken: 'This name is already taken.',
  typed_names_off: 'Pick one of the names.',
  roster_only: 'Tap your picture in the class list.',
  not_on_roster: 'This name is not on the class list.',
  banned: 'You cannot join this room.',
  kicked: 'You were removed from the room. You can join again.',
  already_joined: 'You have already joined.',
  no_players: 'Wait for at least one student to join.',
  player_not_found: 'There is no such student in this room.',
  wrong_question: 'That is not the current question.',
  question_closed: 'The question is closed.',
  already_answered: 'You have already answered.',
  invalid_answer: 'That answer does not fit the question.',
  paused: 'The game is paused.',
  not_paused: 'The game is not paused.',
  already_paused: 'The game is already paused.',
  same_session: 'The new round needs a new session id.',
  stale_timer: 'This timer is no longer current.',
};

/** A refusal as the reducer returns it; `{ code, message }` is what the ack carries. */
export type RoomError = {
  code: ErrorCode;
  message: string;
  reason: Refusal;
  rule: Rule;
};

export function refusal(reason: Refusal, rule: Rule): { error: RoomError } {
  return { error: { code: CODES[reason], message: MESSAGES[reason], reason, rule } };
}
