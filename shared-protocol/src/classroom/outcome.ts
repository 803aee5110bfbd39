import type { CharacterId } from '../game/characters';
import type { Effect } from './effects';
import type { RoomError } from './refusals';
import type { RoomState } from './state';

/** What the ack of an accepted event can carry (the server adds its own fields, e.g. a token). */
export type ReduceAck =
  | { kind: 'created'; code: string; sessionId: string }
  | { kind: 'joined'; playerId: string; nickname: string; character: CharacterId }
  | { kind: 'answered'; questionIndex: number }
  | { kind: 'ok' };

export type ReduceSuccess = { state: RoomState; effects: Effect[]; ack: ReduceAck };
export type ReduceFailure = { error: RoomError };
export type ReduceResult = ReduceSuccess | ReduceFailure;

/** A handler's success before the reducer stamps the version. */
export type Accepted = { effects: Effect[]; ack: ReduceAck };
export type Handled = Accepted | ReduceFailure;

export const OK: ReduceAck = { kind: 'ok' };

export function isFailure(result: ReduceResult | Handled): result is ReduceFailure {
  return 'error' in result;
}

/** Injected policy: what the pure reducer cannot decide by itself. */
export type ReducePolicy = {
  /**
   * Screens a typed nickname (already normalised) for profanity in the session's languages;
   * false refuses it. Without a screen, typed nicknames are refused (fail closed): the realtime
   * server passes its filter (e.g. `obscenity` plus word lists for de, es, fr, it).
   */
  screenNickname?: (normalized: string) => boolean;
};
