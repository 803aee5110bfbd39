import type { Question } from '../game/question';
import { seatQuestion } from './adaptive';
import { copyJson } from './copy';
import { LeaderboardMode } from './options';
import { hostLeaderboardEntry, leaderboardEntry, podiumPlayers, topPlayers } from './ranking';
import { copyAnswer, correctLabelOf } from './results';
import { copyRoomClass } from './roster';
import {
  activePlayer,
  activePlayers,
  currentIndex,
  own,
  type Player,
  type QuestionOpenStage,
  type RoomState,
} from './state';
import { LEADERBOARD_SIZE, PODIUM_TIMELINE } from './timeline';
import type {
  Countdown,
  HostPlayer,
  HostView,
  PlayerDelta,
  Progress,
  Reveal,
  SessionGameStats,
  StudentGameStats,
  StudentQuestion,
  StudentRoomView,
  StudentSelfView,
} from './view-schemas';

/**
 * Per-role views (style principle 2, rules R32-R34). Every payload is built fresh: no view
 * returns an object the reducer later changes in place. Student views are O(1) in the number of
 * students (the top 5 is stored at the close); the host view is O(n).
 */

/** A question without anything that tells the answer (rule R32). */
export function studentQuestion(question: Question, index: number, total: number): StudentQuestion {
  const base = {
    index,
    total,
    type: question.type,
    questionText: question.questionText,
    prompt: { key: question.prompt.key, params: { ...question.prompt.params } },
    hourMode: question.hourMode,
  };
  switch (question.type) {
    case 'set_time':
      return {
        ...base,
        options: null,
        optionTimes: null,
        wordsLanguage: null,
        startClock: { ...question.clockTime },
        ask: null,
      };
    case 'read_time':
      return {
        ...base,
        options: [...question.options],
        optionTimes: question.choices.map((c) => ({ hour: c.time.hour, minute: c.time.minute })),
        wordsLanguage: question.wordsLanguage,
        startClock: null,
        ask: null,
      };
    case 'elapsed_time':
      return {
        ...base,
        options: [...question.options],
        optionTimes: null,
        wordsLanguage: null,
        startClock: null,
        ask: question.ask,
      };
    default:
      return {
        ...base,
        options: [...question.options],
        optionTimes: null,
        wordsLanguage: null,
        startClock: null,
        ask: null,
      };
  }
}

export function reveal(question: Question, index: number): Reveal {
  return {
    questionIndex: index,
    correctLabel: correctLabelOf(question),
    correctTime: { ...question.correctAnswer },
  };
}

export function countdown(stage: QuestionOpenStage, secondsPerQuestion: number): Countdown {
  return {
    openedAt: stage.openedAt,
    deadline: stage.deadline,
    durationMs: secondsPerQuestion * 1000,
    paused: stage.pause ? stage.pause.reason : null,
    remainingMs: stage.pause ? stage.pause.remainingMs : null,
  };
}

/** Whether the host hides places from the tablets (options.hideRanks; absent in rooms saved
 * before the option existed). */
function ranksHidden(state: RoomState): boolean {
  return state.options.hideRanks === true;
}

/** Whether students may see places now: after each question, or only from the podium on; never
 * when the host hides them. */
function ranksVisible(state: RoomState): boolean {
  const { phase } = state.stage;
  if (ranksHidden(state)) return false;
  return (
    state.options.leaderboard === LeaderboardMode.afterEach ||
    phase === 'podium' ||
    phase === 'ended'
  );
}

/** The statistics for tablets: the most improved without a seat id, none when places are hidden. */
export function studentStats(stats: SessionGameStats, hideRanks: boolean): StudentGameStats {
  const { mostImproved, ...rest } = copyJson(stats);
  return {
    ...rest,
    mostImproved:
      mostImproved && !hideRanks
        ? {
            nickname: mostImproved.nickname,
            character: mostImproved.character,
            places: mostImproved.places,
          }
        : null,
  };
}

function podiumStep(step: number) {
  return PODIUM_TIMELINE[step]?.name ?? null;
}

/** The room as all students see it (one broadcast). O(1). */
export function studentRoomView(state: RoomState): StudentRoomView {
  const { stage } = state;
  const index = currentIndex(state);
  const question = index === null ? undefined : state.questions[index];
  const total = state.questions.length || state.options.questionCount;
  const closed = stage.phase === 'question-closed';
  const showTop =
    (closed || stage.phase === 'ended') && ranksVisible(state) && state.top.length > 0;
  return {
    code: state.code,
    phase: stage.phase,
    round: state.round,
    language: state.options.language,
    leaderboard: state.options.leaderboard,
    hostConnected: state.hostConnected,
    playerCount: state.activeCount,
    totalQuestions: total,
    question: question && index !== null ? studentQuestion(question, index, total) : null,
    countdown:
      stage.phase === 'question-open' ? countdown(stage, state.options.secondsPerQuestion) : null,
    reveal: closed && question ? reveal(question, stage.index) : null,
    top: showTop ? topPlayers(state, LEADERBOARD_SIZE).map(leaderboardEntry) : null,
    podium:
      stage.phase === 'podium' && state.stats
        ? {
            startedAt: stage.startedAt,
            step: stage.step,
            stepName: podiumStep(stage.step),
            top: ranksHidden(state) ? [] : podiumPlayers(state).map(leaderboardEntry),
            stats: studentStats(state.stats, ranksHidden(state)),
          }
        : null,
    hideRanks: ranksHidden(state),
  };
}

/** One student's own seat. O(1). */
export function studentSelfView(state: RoomState, player: Player): StudentSelfView {
  const { stage } = state;
  const index = currentIndex(state);
  const record = index === null ? undefined : own(state.answers[index] ?? {}, player.id);
  // While a question is open, the last result is the previous question's, never this one's.
  const last = player.lastResult;
  return {
    playerId: player.id,
    nickname: player.nickname,
    character: player.character,
    score: player.score,
    correctCount: player.correctCount,
    rank: ranksVisible(state) ? player.rank : null,
    answer:
      record && index !== null && stage.phase !== 'lobby'
        ? { questionIndex: index, answer: copyAnswer(record.answer) }
        : null,
    lastResult: last ? { ...last } : null,
    ...adaptiveSelf(state, player),
  };
}

/**
 * A seat's own question in an adaptive room: the class question's fields, with the level and, for
 * a reading question, the clock to read (the board shows another clock: the class question's).
 */
function ownStudentQuestion(question: Question, index: number, total: number): StudentQuestion {
  const base = studentQuestion(question, index, total);
  const reading = question.type === 'multiple_choice' || question.type === 'read_time';
  return {
    ...base,
    ...(reading ? { clock: { ...question.clockTime } } : {}),
    ...(question.level !== undefined ? { level: question.level } : {}),
    ...(question.type === 'set_time' && question.metadata.hands
      ? { hands: question.metadata.hands }
      : {}),
    ...(question.face ? { face: { ...question.face } } : {}),
  };
}

/** Rule R42: in an adaptive room, the seat's level and its own question (and, once closed, its
 * right answer); nothing in other rooms. */
function adaptiveSelf(
  state: RoomState,
  player: Player,
): Pick<StudentSelfView, 'level' | 'question' | 'reveal'> {
  if (!state.options.adaptive || player.level === undefined) return {};
  const index = currentIndex(state);
  const question = index === null ? undefined : seatQuestion(state, player, index);
  const total = state.questions.length || state.options.questionCount;
  return {
    level: player.level,
    question: question && index !== null ? ownStudentQuestion(question, index, total) : null,
    reveal:
      question && state.stage.phase === 'question-closed'
        ? reveal(question, state.stage.index)
        : null,
  };
}

/** Both student payloads for one seat (for a resync after a reconnect). */
export function studentView(
  state: RoomState,
  playerId: string,
): { room: StudentRoomView; you: StudentSelfView } | null {
  const player = activePlayer(state, playerId);
  if (!player) return null;
  return { room: studentRoomView(state), you: studentSelfView(state, player) };
}

export function hostPlayer(state: RoomState, player: Player): HostPlayer {
  const { stage } = state;
  const answered =
    stage.phase === 'question-open' &&
    own(state.answers[stage.index] ?? {}, player.id) !== undefined;
  return {
    playerId: player.id,
    nickname: player.nickname,
    character: player.character,
    connected: player.connected,
    score: player.score,
    correctCount: player.correctCount,
    rank: player.rank,
    answered,
    ...(player.childId !== undefined ? { childId: player.childId } : {}),
    ...(state.options.adaptive && player.level !== undefined ? { level: player.level } : {}),
  };
}

export function playerDelta(state: RoomState, player: Player): PlayerDelta {
  return {
    player: hostPlayer(state, player),
    playerCount: state.activeCount,
    connectedCount: state.connectedCount,
  };
}

export function progress(state: RoomState, stage: QuestionOpenStage): Progress {
  return {
    questionIndex: stage.index,
    answered: stage.answered,
    connected: state.connectedCount,
    students: state.activeCount,
  };
}

/** The whole room for the host. O(n log n) at the podium (the full standing), else O(n). */
export function hostView(state: RoomState): HostView {
  const { stage } = state;
  const index = currentIndex(state);
  const question = index === null ? undefined : state.questions[index];
  const total = state.questions.length || state.options.questionCount;
  const players = activePlayers(state);
  const ranked = state.top.length > 0;
  let podium: HostView['podium'] = null;
  if (stage.phase === 'podium') {
    // Shared places keep join order (a stable sort of seats in join order), as the ranking does.
    const standing = players
      .filter((p) => p.rank !== null)
      .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0));
    const onPodium = podiumPlayers(state);
    const placed = new Set(onPodium.map((p) => p.id));
    podium = {
      startedAt: stage.startedAt,
      step: stage.step,
      stepName: podiumStep(stage.step),
      top: onPodium.map(hostLeaderboardEntry),
      others: standing.filter((p) => !placed.has(p.id)).map(hostLeaderboardEntry),
    };
  }
  return {
    code: state.code,
    joinKey: state.joinKey ?? null,
    sessionId: state.sessionId,
    round: state.round,
    phase: stage.phase,
    options: copyJson(state.options),
    ...(state.classroom ? { classroom: copyRoomClass(state.classroom) } : {}),
    locked: state.locked,
    hostConnected: state.hostConnected,
    players: players.map((p) => hostPlayer(state, p)),
    playerCount: state.activeCount,
    connectedCount: state.connectedCount,
    question: question && index !== null ? { index, total, question: copyJson(question) } : null,
    countdown:
      stage.phase === 'question-open' ? countdown(stage, state.options.secondsPerQuestion) : null,
    progress: stage.phase === 'question-open' ? progress(state, stage) : null,
    summary:
      stage.phase === 'question-closed' ? copyJson(state.summaries[stage.index] ?? null) : null,
    leaderboard: ranked ? topPlayers(state, LEADERBOARD_SIZE).map(hostLeaderboardEntry) : null,
    podium,
    stats: state.stats ? copyJson(state.stats) : null,
  };
}
