import type { MisconceptionTag } from '../game/misconceptions';
import { MISCONCEPTION_TAGS } from '../game/misconceptions';
import type { Question } from '../game/question';
import { compareStanding } from './ranking';
import { activePlayers, own, type Player, type RoomState } from './state';
import { MINI_LESSON_SHARE } from './timeline';
import type { MostImproved, QuestionSummary, SessionGameStats } from './view-schemas';

/** The class goal: this share of all the answers asked of the class right (the podium's meter). */
export const CLASS_GOAL_SHARE = 0.8;

/**
 * What question `index` came to, over the active seats (O(n), once per close): right, wrong and
 * missing answers, picks per option, misconception counts and the commonest one.
 */
export function summarizeQuestion(
  state: RoomState,
  index: number,
  openMs: number,
  skipped: boolean,
): QuestionSummary {
  const question = state.questions[index];
  const answers = state.answers[index] ?? {};
  const options = question && question.type !== 'set_time' ? question.options : null;
  const optionCounts = options ? options.map(() => 0) : null;
  const tagCounts: Partial<Record<MisconceptionTag, number>> = {};
  let students = 0;
  let correctCount = 0;
  let wrongCount = 0;
  let answerMsSum = 0;
  for (const player of activePlayers(state)) {
    students++;
    const record = own(answers, player.id);
    if (!record) continue;
    answerMsSum += record.answerMs;
    if (record.correct) correctCount++;
    else wrongCount++;
    if (record.tag) tagCounts[record.tag] = (tagCounts[record.tag] ?? 0) + 1;
    // Picks of the class question's options only: in an adaptive room each seat answered its
    // own level's question (rule R42), whose options are other times.
    if (optionCounts && options && record.answer.kind === 'choice' && record.level === undefined) {
      const at = options.indexOf(record.answer.label);
      if (at >= 0) optionCounts[at] = (optionCounts[at] ?? 0) + 1;
    }
  }
  const answered = correctCount + wrongCount;
  let mostCommonMistake: QuestionSummary['mostCommonMistake'] = null;
  // Table order breaks ties, so the same answers always name the same mistake.
  for (const tag of MISCONCEPTION_TAGS) {
    const n = tagCounts[tag] ?? 0;
    if (n > 0 && (mostCommonMistake === null || n > mostCommonMistake.count)) {
      const share = n / answered;
      mostCommonMistake = { tag, count: n, share, suggestMiniLesson: share >= MINI_LESSON_SHARE };
    }
  }
  return {
    index,
    skipped,
    students,
    correctCount,
    wrongCount,
    noAnswerCount: students - answered,
    optionCounts,
    tagCounts,
    mostCommonMistake,
    averageAnswerMs: answered > 0 ? Math.round(answerMsSum / answered) : null,
    openMs,
  };
}

/**
 * The child who climbed the most places from their first ranking to the last one (rule R36):
 * on equal climbs the better final place, then the standing order. Null when fewer than two
 * questions were ranked (nobody could climb) or nobody climbed. O(n).
 */
export function mostImproved(state: RoomState): MostImproved | null {
  const ranked = state.summaries.filter((s) => s && !s.skipped).length;
  if (ranked < 2) return null;
  let best: { player: Player; places: number } | null = null;
  for (const player of activePlayers(state)) {
    if (player.rank === null || player.firstRank == null) continue;
    const places = player.firstRank - player.rank;
    if (places <= 0) continue;
    const better =
      best === null ||
      places > best.places ||
      (places === best.places &&
        (player.rank < (best.player.rank ?? Number.POSITIVE_INFINITY) ||
          (player.rank === best.player.rank && compareStanding(player, best.player) < 0)));
    if (better) best = { player, places };
  }
  if (!best) return null;
  const { player, places } = best;
  return { playerId: player.id, nickname: player.nickname, character: player.character, places };
}

/**
 * The class goal meter (rule R36): right answers of the class over the answers asked of it (the
 * students present at each close of a question not skipped), and the goal share.
 */
export function classGoal(state: RoomState): SessionGameStats['classGoal'] {
  let correct = 0;
  let asked = 0;
  for (const summary of state.summaries) {
    if (!summary || summary.skipped) continue;
    correct += summary.correctCount;
    asked += summary.students;
  }
  return { correct, asked, goal: CLASS_GOAL_SHARE };
}

/**
 * The round's statistics (spec section 3 "Session game stats"): students, questions asked (not
 * skipped), mean answer time over every answer given, the question most students missed
 * (wrong or unanswered; the earliest on a tie; none when nobody missed anything), the class goal
 * and the most improved child.
 */
export function finalStats(state: RoomState): SessionGameStats {
  let totalQuestions = 0;
  let answerMsSum = 0;
  let answerCount = 0;
  let worst: { summary: QuestionSummary; missed: number } | null = null;
  for (const summary of state.summaries) {
    if (!summary || summary.skipped) continue;
    totalQuestions++;
    for (const [playerId, record] of Object.entries(state.answers[summary.index] ?? {})) {
      if (own(state.players, playerId)?.status !== 'active') continue;
      answerCount++;
      answerMsSum += record.answerMs;
    }
    const missed = summary.wrongCount + summary.noAnswerCount;
    if (missed > 0 && (worst === null || missed > worst.missed)) worst = { summary, missed };
  }
  const averageTimeMs = answerCount > 0 ? Math.round(answerMsSum / answerCount) : null;
  const question: Question | undefined = worst ? state.questions[worst.summary.index] : undefined;
  return {
    totalStudents: state.activeCount,
    totalQuestions,
    averageTime: averageTimeMs === null ? null : Math.round(averageTimeMs / 100) / 10,
    averageTimeMs,
    mostMissedQuestion:
      worst && question
        ? {
            index: worst.summary.index,
            questionText: question.questionText,
            prompt: question.prompt,
            missed: worst.missed,
            students: worst.summary.students,
          }
        : null,
    classGoal: classGoal(state),
    mostImproved: mostImproved(state),
  };
}
