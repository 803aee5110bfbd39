import type { CharacterId } from '../game/characters';
import type { MisconceptionTag } from '../game/misconceptions';
import type { Answer, Question } from '../game/question';
import type { SessionOptions } from './options';
import type { RoomClass } from './roster';
import type { QuestionSummary, SessionGameStats } from './view-schemas';

/**
 * The live room: plain JSON data (numbers, strings, booleans, null, arrays, plain objects), so a
 * store can keep it anywhere.
 *
 * Ownership (why `reduce` updates in place): a room of 3000 students gets 3000 answers per
 * question. Copying the player and answer maps for each of them would make one question O(n^2);
 * a persistent map (HAMT) would cost a dependency and a non-JSON shape. So `reduce` takes
 * ownership of the state it is given: on success it may change it in place and returns it with
 * `version + 1`; on a refusal it has changed nothing. An answer touches O(1) fields; the O(n)
 * work (scores, ranking, summaries) happens once per close. A caller that needs the old state
 * (a test, an undo) clones it first (`structuredClone`). Effects never hold references into the
 * state: every payload is built fresh by a view.
 */
export type RoomState = {
  /** Shape version of this data, for stores holding rooms across deploys. */
  schema: 1;
  /** +1 on every accepted event: the store's compare-and-set token. */
  version: number;
  /** The 6-digit join code. */
  code: string;
  /**
   * The QR secret (base64url, >= 128 bits), shown to the host only, inside the QR code; null for a
   * room made without one (its joins all count as typed).
   */
  joinKey: string | null;
  /** The host's user id (from the verified JWT). */
  hostId: string;
  /** The id results are stored under; new for every round. */
  sessionId: string;
  /** 1 for the first round, +1 for each play again. */
  round: number;
  options: SessionOptions;
  /**
   * The class the room runs for (its roster), when the host chose one and the API granted it;
   * absent for a room open to anyone with the code (and in rooms saved before classes existed).
   */
  classroom?: RoomClass;
  createdAt: number;
  /** `now` of the last accepted event. */
  updatedAt: number;
  locked: boolean;
  hostConnected: boolean;
  /** Every seat ever taken in this room, by seat id (kicked and banned ones too). */
  players: Record<string, Player>;
  /** Next join order number. */
  nextSeq: number;
  /** Active seats (neither kicked nor banned). */
  activeCount: number;
  /** Active seats with a connection. */
  connectedCount: number;
  /** Taken nicknames by `nicknameKey`: the seat holding each (active and banned seats). */
  nicknames: Record<string, string>;
  /** This round's questions (empty before the start): the class question of each index. */
  questions: Question[];
  /**
   * Adaptive rooms (options.adaptive): the round's questions by level ("1".."12"), one per
   * question index, for each level a seat plays at; made from `seed` when the round starts or when
   * a seat of a new level joins mid-round (adaptive.ts). Absent in other rooms.
   */
  levelQuestions?: Record<string, Question[]>;
  /** The start event's seed of this round (adaptive rooms make level questions from it). */
  seed?: number;
  /** This round's answers per question index, by seat id. */
  answers: Array<Record<string, AnswerRecord>>;
  /** Per question index, its summary once it closed or was skipped. */
  summaries: QuestionSummary[];
  /** The top of the last ranking (up to 5 seat ids), best first. */
  top: string[];
  /** The room's one pending timer (a deadline or a podium step), if any. */
  timer: PendingTimer | null;
  stage: Stage;
  /** When this round's first question opened. */
  startedAt: number | null;
  /** Filled when the round finishes (podium or early end). */
  stats: SessionGameStats | null;
  /** Whether this round's results were handed out for storage. */
  persisted: boolean;
};

export const SeatStatus = { active: 'active', kicked: 'kicked', banned: 'banned' } as const;
export type SeatStatus = (typeof SeatStatus)[keyof typeof SeatStatus];

export type Player = {
  id: string;
  /** Join order, the last tie-break of the ranking. */
  seq: number;
  nickname: string;
  character: CharacterId;
  /** In a class room, the roster child this seat is (its nickname and character are the child's). */
  childId?: string;
  /**
   * In an adaptive room, the level (1-12) this seat plays at: the roster child's level, else the
   * level the device sent with its join, else 1. Absent in other rooms.
   */
  level?: number;
  joinedAt: number;
  status: SeatStatus;
  connected: boolean;
  score: number;
  correctCount: number;
  /** Answers given this round (skipped questions excluded). */
  answeredCount: number;
  /** Answer times this round; an unanswered question adds the time it was open. */
  totalAnswerMs: number;
  /** Place in the last ranking; null before the first close. */
  rank: number | null;
  /** Place in the ranking before the last one (movement on the leaderboard). */
  previousRank: number | null;
  /** Place in the seat's first ranking of the round (for the most improved, summary.ts); set
   * whenever `rank` goes from null to a place. Absent in rooms saved before it existed. */
  firstRank?: number | null;
  /** The outcome of the last closed question, shown after its close. */
  lastResult: LastResult | null;
};

export type LastResult = {
  questionIndex: number;
  answered: boolean;
  correct: boolean;
  points: number;
};

export type AnswerRecord = {
  answer: Answer;
  correct: boolean;
  /** The misconception of a wrong answer (first match); null when correct. */
  tag: MisconceptionTag | null;
  /** Every matching misconception; empty when correct. */
  matches: MisconceptionTag[];
  answeredAt: number;
  /** From the open to the answer, without paused time. */
  answerMs: number;
  /** In an adaptive room, the level of the question the seat answered (its own question). */
  level?: number;
};

export type PendingTimer = { id: string; at: number };

export const Phase = {
  lobby: 'lobby',
  questionOpen: 'question-open',
  questionClosed: 'question-closed',
  podium: 'podium',
  ended: 'ended',
} as const;
export type Phase = (typeof Phase)[keyof typeof Phase];

export const PauseReason = { host: 'host', hostAway: 'host-away' } as const;
export type PauseReason = (typeof PauseReason)[keyof typeof PauseReason];

export type LobbyStage = { phase: 'lobby' };
export type QuestionOpenStage = {
  phase: 'question-open';
  index: number;
  openedAt: number;
  /** Absolute; while paused, the deadline it had when the pause began. */
  deadline: number;
  /** Paused time before the current pause. */
  pausedMs: number;
  pause: { at: number; reason: PauseReason; remainingMs: number } | null;
  /** Active students with an answer to this question. */
  answered: number;
  /** Of those, the connected ones (so "everyone connected has answered" is O(1)). */
  answeredConnected: number;
};
export type QuestionClosedStage = { phase: 'question-closed'; index: number; closedAt: number };
export type PodiumStage = {
  phase: 'podium';
  startedAt: number;
  /** Index in PODIUM_TIMELINE of the last step reached; -1 before the intro. */
  step: number;
};
export type EndedStage = { phase: 'ended'; endedAt: number; early: boolean };
export type Stage = LobbyStage | QuestionOpenStage | QuestionClosedStage | PodiumStage | EndedStage;

/** A record's own value; never a prototype property ("constructor", "__proto__"). */
export function own<T>(record: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/**
 * Whether a key may be written into a record: assigning `__proto__` would change the record's
 * prototype instead of adding an entry. (Other names are safe to write; reads go through `own`.)
 */
export function isSafeKey(key: string): boolean {
  return key !== '__proto__';
}

/** The active (neither kicked nor banned) seat, if any. */
export function activePlayer(state: RoomState, playerId: string): Player | undefined {
  const player = own(state.players, playerId);
  return player && player.status === SeatStatus.active ? player : undefined;
}

/**
 * Active seats in join order, in a fresh array (callers sort it their way). O(n): seats are kept
 * in join order already, so the sort is skipped unless one is out of place (a close of a room of
 * 1000 calls this about six times).
 */
export function activePlayers(state: RoomState): Player[] {
  const active: Player[] = [];
  let inOrder = true;
  for (const player of Object.values(state.players)) {
    if (player.status !== SeatStatus.active) continue;
    const previous = active[active.length - 1];
    if (previous && previous.seq > player.seq) inOrder = false;
    active.push(player);
  }
  return inOrder ? active : active.sort((a, b) => a.seq - b.seq);
}

/** The current question index: open or closed; null in the lobby, podium and after. */
export function currentIndex(state: RoomState): number | null {
  const { stage } = state;
  return stage.phase === 'question-open' || stage.phase === 'question-closed' ? stage.index : null;
}
