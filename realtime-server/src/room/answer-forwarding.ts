import type { ReduceFailure, ReduceResult } from '@ttc/shared-protocol/classroom/reduce';
import { Refusal } from '@ttc/shared-protocol/classroom/refusals';
import type { RoomEventOf } from '@ttc/shared-protocol/classroom/room-events';
import type { Answer } from '@ttc/shared-protocol/game/question';
import type { Logger } from 'pino';
import type { RealtimeServer } from '../socket-types';
import { decodeInterNode, encodeInterNode } from './inter-node-json';

/** How long a node waits for the lease holder to apply a forwarded answer before applying it. */
export const FORWARD_TIMEOUT_MS = 1_000;
/** After a forward went unanswered, the room's answers are applied here for this long. */
export const APPLY_HERE_AFTER_TIMEOUT_MS = 5_000;

/** The inter-node events: answers to apply (to every node), outcomes (to the sender). */
export const FORWARD_EVENT = 'room:forward';
export const FORWARDED_EVENT = 'room:forwarded';

type AnswerEvent = RoomEventOf<'answer'>;

/** What the sender needs of the holder's result: accepted, or the reducer's refusal. */
export type ForwardOutcome = { ok: true } | ReduceFailure | { failed: true };

type Forwards = { from: string; items: Array<[id: number, code: string, event: AnswerEvent]> };
type Outcomes = { to: string; outcomes: Array<[id: number, outcome: ForwardOutcome]> };

export type AnswerForwardingDeps = {
  io: RealtimeServer;
  nodeId: string;
  /** Whether other nodes may serve the room (the Redis adapter). */
  others: boolean;
  /** Whether this node holds the room's lease (room-timers.ts). */
  holds: (code: string) => boolean;
  /** Applies an answer here (the room's serialized stream). */
  dispatch: (code: string, event: AnswerEvent) => Promise<ReduceResult>;
  /** The answer the room holds for a seat and question (as this node last saw the room). */
  recorded: (code: string, questionIndex: number, playerId: string) => Promise<Answer | undefined>;
  now: () => number;
  logger: Logger;
};

/** Refusals an answer gets here when the holder already applied it (its outcome came late). */
const LATE_OUTCOME_REFUSALS: ReadonlySet<string> = new Set([
  Refusal.alreadyAnswered,
  Refusal.questionClosed,
]);

/** `#forward` found that the answer is to be applied here. */
const HERE = 'here';
/** `#forward` got no outcome in time: the holder may or may not have applied it. */
const UNANSWERED = 'unanswered';

/**
 * Answers of a room go to the node holding its lease, which applies them; each node applying the
 * answers its own students sent would make two nodes write one room at once, and every write of
 * one makes the other's next compare-and-set fail: a re-read and parse of the whole room and a
 * second reduce and write (in a burst of answers, most batches of both nodes).
 *
 * An answer is applied here when there is one node, when this node holds the lease, or when the
 * holder did not answer a forward in time (it died, or the lease is moving; then the room's
 * answers are applied here for a while). An answer applied twice (forwarded, not answered in
 * time, applied here too) is counted once: the reducer takes one answer per seat and question,
 * and the version compare-and-set still orders every write.
 *
 * The answers of one turn of the event loop travel as one message, the outcomes too
 * (`io.serverSideEmit`, Redis pub/sub). Only the outcome travels back: the holder runs the
 * effects, and the views for the answering seats come through the seat relay.
 */
export class AnswerForwarding {
  readonly #deps: AnswerForwardingDeps;
  readonly #pending = new Map<
    number,
    { resolve: (outcome: ForwardOutcome | typeof UNANSWERED) => void; timer: NodeJS.Timeout }
  >();
  /** Rooms whose answers are applied here until the time given (a forward went unanswered). */
  readonly #hereUntil = new Map<string, number>();
  #nextId = 1;
  #forwards: Forwards['items'] = [];
  #outcomes = new Map<string, Outcomes['outcomes']>();
  #scheduled: NodeJS.Immediate | null = null;
  #closed = false;

  constructor(deps: AnswerForwardingDeps) {
    this.#deps = deps;
  }

  /** Applies a student's answer, on the lease holder or here; resolves with the outcome. */
  async submit(code: string, event: AnswerEvent): Promise<ForwardOutcome> {
    // Decided without a promise when the answer is applied here (one node, or the holder).
    const forwarded = this.#appliesHere(code) ? HERE : await this.#forward(code, event);
    if (forwarded !== HERE && forwarded !== UNANSWERED) return forwarded;
    const result = await this.#deps.dispatch(code, event);
    if (!('error' in result)) return { ok: true };
    // The holder applied the forward after all, only its outcome was late: this very answer is
    // the seat's, so it is acknowledged (counted once, by the holder). The refusal here may be
    // "already answered", or "question closed" when that answer was the room's last and the holder
    // closed the question before this node tried (seen with 2-3 nodes on a saturated machine).
    const { questionIndex, actor } = event;
    if (
      forwarded === UNANSWERED &&
      LATE_OUTCOME_REFUSALS.has(result.error.reason) &&
      actor.role === 'student'
    ) {
      const held = await this.#deps.recorded(code, questionIndex, actor.playerId);
      if (held && sameAnswer(held, event.answer)) return { ok: true };
    }
    return result;
  }

  /** Whether the room's answers are applied here now (see the class comment). */
  #appliesHere(code: string): boolean {
    const { others, holds, now } = this.#deps;
    if (!others || this.#closed || holds(code)) return true;
    const until = this.#hereUntil.get(code);
    if (until !== undefined) {
      if (until > now()) return true;
      this.#hereUntil.delete(code);
    }
    return false;
  }

  /** The holder's outcome of `event`; UNANSWERED: no outcome in time. */
  #forward(code: string, event: AnswerEvent): Promise<ForwardOutcome | typeof UNANSWERED> {
    const { now } = this.#deps;
    const id = this.#nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.#pending.delete(id);
        this.#hereUntil.set(code, now() + APPLY_HERE_AFTER_TIMEOUT_MS);
        resolve(UNANSWERED);
      }, FORWARD_TIMEOUT_MS);
      this.#pending.set(id, { resolve, timer });
      this.#forwards.push([id, code, event]);
      this.#schedule();
    });
  }

  /** The `FORWARD_EVENT` listener: applies the answers of the rooms this node holds. */
  receiveForwards = (message: unknown): void => {
    if (this.#closed) return;
    const forwards = asObject(decodeInterNode(message)) as Forwards | null;
    if (!forwards || typeof forwards.from !== 'string' || !Array.isArray(forwards.items)) return;
    const { from } = forwards;
    if (from === this.#deps.nodeId) return;
    for (const item of forwards.items) {
      if (!Array.isArray(item)) continue;
      const [id, code, event] = item;
      if (typeof id !== 'number' || typeof code !== 'string' || event?.type !== 'answer') continue;
      // Not the holder (any more): the sender applies it itself once its wait is over.
      if (!this.#deps.holds(code)) continue;
      this.#deps.dispatch(code, event).then(
        (result): void => this.#reply(from, id, 'error' in result ? result : { ok: true }),
        (error: unknown): void => {
          this.#deps.logger.warn({ err: error, code }, 'A forwarded answer could not be applied');
          this.#reply(from, id, { failed: true });
        },
      );
    }
  };

  /** The `FORWARDED_EVENT` listener: settles this node's forwards. */
  receiveOutcomes = (message: unknown): void => {
    const outcomes = asObject(decodeInterNode(message)) as Outcomes | null;
    if (!outcomes || outcomes.to !== this.#deps.nodeId || !Array.isArray(outcomes.outcomes)) {
      return;
    }
    for (const item of outcomes.outcomes) {
      if (!Array.isArray(item)) continue;
      const [id, outcome] = item;
      const pending = typeof id === 'number' ? this.#pending.get(id) : undefined;
      if (!pending || typeof outcome !== 'object' || outcome === null) continue;
      this.#pending.delete(id as number);
      clearTimeout(pending.timer);
      pending.resolve(outcome as ForwardOutcome);
    }
  };

  /**
   * Sends what is queued, and stops waiting: each waiting answer is applied here (the node
   * stops; the holder may apply it too, which the reducer refuses as a second answer).
   */
  close(): void {
    this.#closed = true;
    this.#flush();
    for (const [id, pending] of this.#pending) {
      clearTimeout(pending.timer);
      this.#pending.delete(id);
      pending.resolve(UNANSWERED);
    }
  }

  #reply(to: string, id: number, outcome: ForwardOutcome): void {
    let outcomes = this.#outcomes.get(to);
    if (!outcomes) {
      outcomes = [];
      this.#outcomes.set(to, outcomes);
    }
    outcomes.push([id, outcome]);
    this.#schedule();
  }

  #schedule(): void {
    this.#scheduled ??= setImmediate(() => this.#flush());
  }

  #flush(): void {
    if (this.#scheduled) clearImmediate(this.#scheduled);
    this.#scheduled = null;
    const { io, nodeId } = this.#deps;
    if (this.#forwards.length > 0) {
      const items = this.#forwards;
      this.#forwards = [];
      io.serverSideEmit(FORWARD_EVENT, encodeInterNode({ from: nodeId, items } satisfies Forwards));
    }
    for (const [to, outcomes] of this.#outcomes) {
      io.serverSideEmit(FORWARDED_EVENT, encodeInterNode({ to, outcomes } satisfies Outcomes));
    }
    this.#outcomes.clear();
  }
}

function sameAnswer(a: Answer, b: Answer): boolean {
  if (a.kind === 'choice' || b.kind === 'choice') {
    return a.kind === 'choice' && b.kind === 'choice' && a.label === b.label;
  }
  return a.time.hour === b.time.hour && a.time.minute === b.time.minute;
}

function asObject(value: unknown): object | null {
  return typeof value === 'object' && value !== null ? value : null;
}
