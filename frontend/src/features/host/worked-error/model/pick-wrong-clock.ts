import { MINI_LESSON_SHARE } from '@ttc/shared-protocol/classroom/timeline';
import type { HostView, QuestionSummary } from '@ttc/shared-protocol/classroom/view-schemas';
import { formatTime } from '@ttc/shared-protocol/clock/format';
import type { ClockTime, DayTime } from '@ttc/shared-protocol/clock/time';
import { classifyAnswer } from '@ttc/shared-protocol/game/classify';
import {
  MISCONCEPTION_TAGS,
  type MisconceptionTag,
} from '@ttc/shared-protocol/game/misconceptions';
import type { Question, TimeChoice } from '@ttc/shared-protocol/game/question';
import { minuteStep } from '@ttc/shared-protocol/game/settings';
import { buildTimeChoices } from '@ttc/shared-protocol/game/time-choices';

/**
 * The worked error of a closed question: the clock the class most often gave instead of the
 * right one, the right one, and the misconception that explains the step between them.
 */
export type WorkedError = {
  /** The most common wrong clock (a face time). */
  wrong: ClockTime;
  /** The right clock (the correct time on the face; the end time for elapsed items). */
  right: ClockTime;
  /** The misconception behind the wrong clock; null when nothing names it. */
  tag: MisconceptionTag | null;
  /** Both as the board writes them ("12:15", or "15:00" in 24-hour play). */
  wrongLabel: string;
  rightLabel: string;
  /**
   * Where the wrong clock comes from: an option children picked (`chosen` of them), or the
   * commonest misconception of a set-the-clock question applied to the right time (the server
   * does not send the set times; `count` is then how many answers carried that tag).
   */
  source: 'option' | 'tag';
  count: number;
};

const sameFace = (a: ClockTime, b: ClockTime) => a.hour === b.hour && a.minute === b.minute;

function label(time: ClockTime, day: DayTime | null, question: Question): string {
  return formatTime(day ?? time, day ? question.hourMode : '12h');
}

/** The closed, not skipped question of the view with its summary, or null. */
function closedQuestion(view: HostView): { question: Question; summary: QuestionSummary } | null {
  const current = view.question;
  const summary = view.summary;
  if (!current || !summary || summary.skipped) return null;
  if (summary.index !== current.index) return null;
  return { question: current.question, summary };
}

/**
 * Choice questions whose options are times: the most-picked wrong option (ties: the one built
 * from the commonest misconception, then the first shown). An option on the right clock's face
 * (morning and afternoon swapped in 24-hour play) shows no step on a clock and is passed over.
 */
function fromOptions(
  question: Question,
  choices: readonly TimeChoice[],
  right: ClockTime,
  rightDay: DayTime | null,
  summary: QuestionSummary,
): WorkedError | null {
  const counts = summary.optionCounts;
  if (!counts || question.type === 'set_time') return null;
  const commonest = summary.mostCommonMistake?.tag ?? null;
  let best: { choice: TimeChoice; count: number } | null = null;
  for (const [i, choice] of choices.entries()) {
    const count = counts[question.options.indexOf(choice.label)] ?? counts[i] ?? 0;
    if (choice.label === question.correctLabel || count === 0) continue;
    if (sameFace(choice.time, right)) continue;
    const better =
      best === null ||
      count > best.count ||
      (count === best.count &&
        commonest !== null &&
        choice.tag === commonest &&
        best.choice.tag !== commonest);
    if (better) best = { choice, count };
  }
  if (!best) return null;
  const { choice, count } = best;
  const tag =
    choice.tag ??
    classifyAnswer(right, choice.time, {
      step: minuteStep(question.difficulty),
      targetDayTime: rightDay,
      answerDayTime: choice.dayTime,
      wordsLanguage: question.type === 'read_time' ? question.wordsLanguage : null,
    })?.tag ??
    null;
  return {
    wrong: choice.time,
    right,
    tag,
    wrongLabel: label(choice.time, choice.dayTime, question),
    rightLabel: label(right, rightDay, question),
    source: 'option',
    count,
  };
}

/**
 * The wrong clock a misconception predicts for the target: the game's own distractor rules
 * (buildTimeChoices, learning anchors section 4) asked to put that tag first.
 */
export function clockForTag(
  tag: MisconceptionTag,
  target: ClockTime,
  targetDayTime: DayTime | null,
  step: number,
): TimeChoice | null {
  const choices = buildTimeChoices({ target, targetDayTime, step, preferTags: [tag] });
  return choices.find((c) => c.tag === tag && !sameFace(c.time, target)) ?? null;
}

/**
 * The commonest misconception (the next commonest when that one draws no clock, e.g. a
 * fallback tag) applied to the target. Set the clock: the server keeps the set times to itself.
 * An adaptive room: the children answered their own level's questions, so the board's options
 * may have no wrong pick while the mistakes are counted all the same.
 */
function fromTags(
  question: Question,
  target: ClockTime,
  targetDay: DayTime | null,
  summary: QuestionSummary,
): WorkedError | null {
  const step = minuteStep(question.difficulty);
  const ranked = MISCONCEPTION_TAGS.map((tag) => ({ tag, count: summary.tagCounts[tag] ?? 0 }))
    .filter((t) => t.count > 0)
    // Stable: equal counts keep the table order, as the summary's mostCommonMistake does.
    .sort((a, b) => b.count - a.count);
  for (const { tag, count } of ranked) {
    const choice = clockForTag(tag, target, targetDay, step);
    if (!choice) continue;
    return {
      wrong: choice.time,
      right: target,
      tag,
      wrongLabel: label(choice.time, choice.dayTime, question),
      rightLabel: label(target, targetDay, question),
      source: 'tag',
      count,
    };
  }
  return null;
}

/**
 * The most common wrong clock of the view's closed question and the right one, or null when
 * there is none to show (nobody was wrong, the question was skipped, or a how-long question,
 * whose wrong answers are durations and not clocks).
 */
export function pickWrongClock(view: HostView): WorkedError | null {
  const closed = closedQuestion(view);
  if (!closed) return null;
  const { question, summary } = closed;
  if (summary.wrongCount === 0) return null;
  switch (question.type) {
    case 'set_time':
      return fromTags(
        question,
        question.metadata.targetTime,
        question.metadata.targetDayTime,
        summary,
      );
    case 'multiple_choice':
    case 'read_time': {
      const { correctAnswer: right, correctDayTime: day } = question;
      return (
        fromOptions(question, question.choices, right, day, summary) ??
        fromTags(question, right, day, summary)
      );
    }
    case 'elapsed_time':
      return question.ask === 'end_time'
        ? (fromOptions(question, question.choices, question.endTime, null, summary) ??
            fromTags(question, question.endTime, null, summary))
        : null;
  }
}

/** True when the closed question has a wrong clock to show (the board offers the reveal). */
export function workedErrorAvailable(view: HostView): boolean {
  return pickWrongClock(view) !== null;
}

/**
 * True when the reveal is worth proposing first: the summary's commonest misconception reached
 * the mini-lesson share (`suggestMiniLesson`), or, when the answers carry no tag, the most-picked
 * wrong option alone did. The reveal stays available below that share.
 */
export function workedErrorSuggested(view: HostView): boolean {
  const picked = pickWrongClock(view);
  if (!picked) return false;
  const mistake = view.summary?.mostCommonMistake ?? null;
  if (mistake) return mistake.suggestMiniLesson;
  const answered = (view.summary?.correctCount ?? 0) + (view.summary?.wrongCount ?? 0);
  return answered > 0 && picked.count / answered >= MINI_LESSON_SHARE;
}
