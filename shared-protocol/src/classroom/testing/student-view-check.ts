import { isChoiceQuestion, type Question } from '../../game/question';
import { seatQuestion } from '../adaptive';
import type { Effect, EmitEffect } from '../effects';
import { LeaderboardMode } from '../options';
import { own, type RoomState } from '../state';
import { LEADERBOARD_SIZE } from '../timeline';
import { roomServerEvents } from '../view-schemas';

/**
 * Structural checks of what students are sent (rules R32, R33), for property tests here and for
 * anything that wants to judge real student payloads. Not a text search: it walks each payload
 * and knows which places may hold what.
 */

/** Keys that would name or mark the answer (the question's internals, the judging). */
const ANSWER_KEYS =
  /^(correct(?!Count$).*|target.*|tag|matches|metadata|choices|endTime|durationMinutes|clockTime)$/;

/** Events a student may be sent (the host's views never go to a student). */
const STUDENT_EVENTS: ReadonlySet<string> = new Set([
  'room:state',
  'room:you',
  'room:podium',
  'room:removed',
]);

type Visit = (value: unknown, path: string[]) => void;

function walk(value: unknown, visit: Visit, path: string[] = []): void {
  visit(value, path);
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      walk(item, visit, [...path, String(i)]);
    });
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) walk(item, visit, [...path, key]);
  }
}

function isClockTime(value: unknown): value is { hour: unknown; minute: unknown } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value).sort();
  return keys.length === 2 && keys[0] === 'hour' && keys[1] === 'minute';
}

/** The correct option's label as a token inside a longer text ("at 3:05" holds "3:05"). */
function holdsLabel(text: string, label: string): boolean {
  if (text === label) return true;
  const at = text.indexOf(label);
  if (at < 0) return false;
  const before = text[at - 1] ?? ' ';
  const after = text[at + label.length] ?? ' ';
  return !/[0-9:]/.test(before) && !/[0-9:]/.test(after);
}

/**
 * What in a student room view of an open question gives its answer away: a key that names the
 * answer, a reveal, the correct label anywhere but in the list of all options, or (for a reading
 * question, where the time IS the answer) the correct time anywhere but in the list of all the
 * options' times.
 */
export function openQuestionLeaks(
  payload: unknown,
  question: Question,
  /** A seat's own question in an adaptive room shows its clock to read at `question.clock`. */
  ownClock = false,
): string[] {
  const found: string[] = [];
  const label = isChoiceQuestion(question) ? question.correctLabel : null;
  const timeIsAnswer = question.type !== 'set_time';
  const answer = question.correctAnswer;
  walk(payload, (value, path) => {
    const where = path.join('.');
    const key = path[path.length - 1] ?? '';
    // A prompt's values are the question itself ("What time is it 90 minutes after 3:00?").
    const promptValue = where.startsWith('question.prompt.params.');
    if (ANSWER_KEYS.test(key) && !promptValue) found.push(`key ${where}`);
    if (key === 'reveal' && value !== null) found.push('a reveal');
    if (label !== null && typeof value === 'string' && holdsLabel(value, label)) {
      const inOptions = path.length === 3 && path[0] === 'question' && path[1] === 'options';
      if (!inOptions && key !== 'nickname') found.push(`the correct label at ${where}`);
    }
    if (timeIsAnswer && isClockTime(value)) {
      const same = value.hour === answer.hour && value.minute === answer.minute;
      const inOptionTimes = path[0] === 'question' && path[1] === 'optionTimes';
      const shownClock = ownClock && where === 'question.clock';
      if (same && !inOptionTimes && !shownClock) found.push(`the correct time at ${where}`);
    }
  });
  // Every option's time or none: one time alone would single the answer out.
  if (typeof payload === 'object' && payload !== null) {
    const q = (payload as { question?: { options?: unknown; optionTimes?: unknown } }).question;
    if (Array.isArray(q?.optionTimes) && Array.isArray(q?.options)) {
      if (q.optionTimes.length !== q.options.length) found.push('some option times only');
    }
  }
  return found;
}

/** Nicknames on the room view's lists (the podium's most improved child is one more line). */
function nicknames(payload: unknown): number {
  let count = 0;
  walk(payload, (_value, path) => {
    const mostImproved = path[path.length - 2] === 'mostImproved';
    if (path[path.length - 1] === 'nickname' && !mostImproved) count += 1;
  });
  return count;
}

function hasKey(payload: unknown, name: string): boolean {
  let found = false;
  walk(payload, (_value, path) => {
    if (path[path.length - 1] === name) found = true;
  });
  return found;
}

type Seen = { phase: string; index: number | null };

function seenFrom(state: RoomState | null): Seen {
  const stage = state?.stage;
  if (!stage) return { phase: 'none', index: null };
  const index =
    stage.phase === 'question-open' || stage.phase === 'question-closed' ? stage.index : null;
  return { phase: stage.phase, index };
}

function isStudentEmit(effect: Effect): effect is EmitEffect {
  return effect.type === 'emit' && effect.to.kind !== 'host';
}

/**
 * Problems with the student emits of one accepted event, read in order as a tablet would: the
 * last room broadcast says which question is open, and while one is open no student payload
 * holds its answer, whether it was right, or a score it earned (rule R32). Room views carry at
 * most the top 5 and no seat ids; a seat's own view goes to that seat only; with the leaderboard
 * at the end, no top and no rank before the podium; with places hidden, no top, no rank, nobody
 * on the podium and no most improved (rule R33). Every payload fits its schema.
 */
export function studentEmitProblems(
  before: RoomState | null,
  after: RoomState,
  effects: Effect[],
): string[] {
  const problems: string[] = [];
  let seen = seenFrom(before);
  const atEnd = after.options.leaderboard === LeaderboardMode.atEnd;
  const hidden = after.options.hideRanks === true;
  for (const effect of effects.filter(isStudentEmit)) {
    const { event, payload, to } = effect;
    const tag = `${event} to ${to.kind === 'student' ? to.playerId : 'students'}`;
    if (!STUDENT_EVENTS.has(event)) {
      problems.push(`${tag}: not a student event`);
      continue;
    }
    const parsed = roomServerEvents[event].safeParse(payload);
    if (!parsed.success) problems.push(`${tag}: does not fit its schema`);

    if (effect.event === 'room:state') {
      const view = effect.payload;
      seen = { phase: view.phase, index: view.question?.index ?? null };
      if (hasKey(view, 'playerId')) problems.push(`${tag}: holds seat ids`);
      if (nicknames(view) > LEADERBOARD_SIZE) problems.push(`${tag}: more than the top 5`);
      const early = view.phase !== 'podium' && view.phase !== 'ended';
      if (atEnd && early && view.top !== null) problems.push(`${tag}: a top before the podium`);
      if (hidden && view.top !== null) problems.push(`${tag}: a top with places hidden`);
      if (hidden && (view.podium?.top.length ?? 0) > 0) {
        problems.push(`${tag}: a podium with places hidden`);
      }
      if (hidden && view.podium?.stats.mostImproved) {
        problems.push(`${tag}: a most improved with places hidden`);
      }
      if (view.phase === 'question-open') {
        const question = view.question ? after.questions[view.question.index] : undefined;
        if (!question) problems.push(`${tag}: an open phase without its question`);
        else problems.push(...openQuestionLeaks(view, question).map((l) => `${tag}: ${l}`));
      }
    }

    if (effect.event === 'room:you') {
      const self = effect.payload;
      if (to.kind !== 'student' || to.playerId !== self.playerId) {
        problems.push(`${tag}: a seat's own view sent elsewhere`);
      }
      const early = seen.phase !== 'podium' && seen.phase !== 'ended';
      if (atEnd && early && self.rank !== null) problems.push(`${tag}: a rank before the podium`);
      if (hidden && self.rank !== null) problems.push(`${tag}: a rank with places hidden`);
      if (self.answer) {
        const record = own(after.answers[self.answer.questionIndex] ?? {}, self.playerId);
        if (JSON.stringify(record?.answer) !== JSON.stringify(self.answer.answer)) {
          problems.push(`${tag}: an answer that is not the seat's own`);
        }
      }
      // Adaptive rooms: the seat's own open question gives nothing away either (rule R42).
      const { stage } = after;
      if (self.question && stage.phase === 'question-open' && self.question.index === stage.index) {
        const player = own(after.players, self.playerId);
        const mine = player ? seatQuestion(after, player, stage.index) : undefined;
        if (!mine) problems.push(`${tag}: an own question the seat does not have`);
        else {
          const leaks = openQuestionLeaks(
            { question: self.question, reveal: self.reveal ?? null },
            mine,
            true,
          );
          problems.push(...leaks.map((l) => `${tag}: own question: ${l}`));
        }
      }
      if (seen.phase === 'question-open' && seen.index !== null) {
        if (self.lastResult?.questionIndex === seen.index) {
          problems.push(`${tag}: the open question's result`);
        }
        const earlier = before ? own(before.players, self.playerId) : undefined;
        if (self.score !== (earlier?.score ?? 0)) {
          problems.push(`${tag}: a score that moved while the question is open`);
        }
      }
    }
  }
  return problems;
}
