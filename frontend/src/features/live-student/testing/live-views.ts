import type {
  StudentQuestion,
  StudentRoomView,
  StudentSelfView,
} from '@ttc/shared-protocol/classroom/view-schemas';

/** Builders of the views a tablet receives, for component tests; override any field. */
export function makeRoomView(overrides: Partial<StudentRoomView> = {}): StudentRoomView {
  return {
    code: '123456',
    phase: 'lobby',
    round: 1,
    language: 'en',
    leaderboard: 'after-each',
    hostConnected: true,
    playerCount: 2,
    totalQuestions: 3,
    question: null,
    countdown: null,
    reveal: null,
    top: null,
    podium: null,
    hideRanks: false,
    ...overrides,
  };
}

export function makeChoiceQuestion(overrides: Partial<StudentQuestion> = {}): StudentQuestion {
  return {
    index: 0,
    total: 3,
    type: 'multiple_choice',
    questionText: 'What time does the clock show?',
    prompt: { key: 'game.prompt.read_clock', params: {} },
    hourMode: '12h',
    options: ['3:15', '9:15', '3:45', '4:15'],
    optionTimes: null,
    wordsLanguage: null,
    startClock: null,
    ask: null,
    ...overrides,
  };
}

export function makeSetClockQuestion(overrides: Partial<StudentQuestion> = {}): StudentQuestion {
  return makeChoiceQuestion({
    type: 'set_time',
    questionText: 'Set the clock to 3:00.',
    prompt: { key: 'game.prompt.set_clock', params: { time: '3:00' } },
    options: null,
    startClock: { hour: 12, minute: 0 },
    ...overrides,
  });
}

export function makeSelfView(overrides: Partial<StudentSelfView> = {}): StudentSelfView {
  return {
    playerId: 'player-1',
    nickname: 'Happy Panda',
    character: 'panda',
    score: 0,
    correctCount: 0,
    rank: null,
    answer: null,
    lastResult: null,
    ...overrides,
  };
}
