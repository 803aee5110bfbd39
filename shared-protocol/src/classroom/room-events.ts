import type { CharacterId } from '../game/characters';
import type { Answer } from '../game/question';
import type { SessionOptions } from './options';
import type { NicknameChoice } from './payloads';
import type { RoomClass } from './roster';

/**
 * Who sent an event. The realtime server fills it from the connection (the verified JWT for the
 * host, the seat bound to the socket for a student), never from a payload: so a student cannot
 * act for another student, and a payload cannot claim to be the host.
 */
export type HostActor = { role: 'host'; userId: string };
export type StudentActor = { role: 'student'; playerId: string };
/** The server itself: timers. */
export type SystemActor = { role: 'system' };
export type Actor = HostActor | StudentActor | SystemActor;

/**
 * Everything that can happen to a room. Randomness comes in the events (the code, ids and seeds
 * the server generated); time comes as `now` beside the event. Host commands take any actor so
 * the reducer itself refuses the wrong one.
 */
export type RoomEvent =
  /** A host opens a room. `code` (6 digits, from a CSPRNG, unused), `sessionId` and `joinKey` (the
   * QR secret, >= 128 random bits) come from the server; `options` already parsed with
   * `sessionOptionsSchema`. `classroom`: the class the API granted for `options.classId`
   * (required exactly when `options.classId` is set, with that id). */
  | {
      type: 'create';
      actor: Actor;
      code: string;
      sessionId: string;
      joinKey?: string;
      options: SessionOptions;
      classroom?: RoomClass;
    }
  /** A student takes a new seat `actor.playerId` (a fresh id from the server). `priorPlayerId`:
   * the seat this device held before in this room (from its old rejoin token), checked for a ban.
   * In a class room the nickname is a roster choice and the seat takes the child's character. */
  | {
      type: 'join';
      actor: Actor;
      nickname: NicknameChoice;
      character: CharacterId;
      priorPlayerId?: string | null;
      /** Adaptive rooms: the level the device plays at (its learner model's, or the child's pick);
       * a roster child's level from the API comes first. Ignored unless it is 1-12. */
      level?: number;
    }
  /** The host starts the round; `seed` (from the server) drives the question generation. */
  | { type: 'start'; actor: Actor; seed: number }
  /** The host moves on from closed question `questionIndex`. */
  | { type: 'next'; actor: Actor; questionIndex: number }
  | { type: 'answer'; actor: Actor; questionIndex: number; answer: Answer }
  | { type: 'close'; actor: Actor; questionIndex: number }
  | { type: 'skip'; actor: Actor; questionIndex: number }
  | { type: 'pause'; actor: Actor }
  | { type: 'resume'; actor: Actor }
  | { type: 'lock'; actor: Actor }
  | { type: 'unlock'; actor: Actor }
  | { type: 'kick'; actor: Actor; playerId: string }
  | { type: 'ban'; actor: Actor; playerId: string }
  | { type: 'end'; actor: Actor }
  /** A new round from the podium; `sessionId` (from the server) names its results. */
  | { type: 'play-again'; actor: Actor; sessionId: string }
  /** The actor's last connection closed (the server sends it once per seat or host). */
  | { type: 'disconnect'; actor: Actor }
  /** The actor is back (after the server checked the rejoin token or the host's JWT). */
  | { type: 'reconnect'; actor: Actor }
  /** A timer the reducer scheduled fired. */
  | { type: 'timer-fired'; actor: Actor; timerId: string };

export type RoomEventType = RoomEvent['type'];
export type RoomEventOf<T extends RoomEventType> = Extract<RoomEvent, { type: T }>;
