import type {
  Answer,
  DurationChoice,
  ElapsedTimeQuestion,
  MultipleChoiceQuestion,
  Prompt,
  Question,
  ReadTimeQuestion,
  SetTimeQuestion,
  TimeChoice,
} from './question-schema';

// The zod schemas live in question-schema.ts so the screens that only need these constants and
// types do not download zod before their first paint.
export type {
  Answer,
  DurationChoice,
  ElapsedTimeQuestion,
  MultipleChoiceQuestion,
  Prompt,
  Question,
  ReadTimeQuestion,
  SetTimeQuestion,
  TimeChoice,
};

/** Questions in one Student Game (spec section 9). */
export const QUESTIONS_PER_GAME = 10;
/** Options of a choice question (spec section 9: 4 distinct shuffled options). */
export const OPTIONS_PER_QUESTION = 4;

/** i18n keys of the question prompts; the English text is in `questionText`. */
export const PromptKey = {
  /** "What time does the clock show?" */
  readClock: 'game.prompt.read_clock',
  /** "What time does the clock show? It is {period}." (24-hour play: the part of the day). */
  readClockPeriod: 'game.prompt.read_clock_period',
  /** "Which words tell the time on the clock?" (read_time: options shown in words). */
  readWords: 'game.prompt.read_words',
  /** "Which words tell the time on the clock? It is {period}." (24-hour play). */
  readWordsPeriod: 'game.prompt.read_words_period',
  /** "Set the clock to {time}." */
  setClock: 'game.prompt.set_clock',
  /** "How long is it from {start} to {end}?" */
  elapsedDuration: 'game.prompt.elapsed_duration',
  /** "What time is it {duration} after {start}?" */
  elapsedEndTime: 'game.prompt.elapsed_end_time',
} as const;
export type PromptKey = (typeof PromptKey)[keyof typeof PromptKey];

/** A question whose answer is picked from options. */
export type ChoiceQuestion = MultipleChoiceQuestion | ReadTimeQuestion | ElapsedTimeQuestion;

/** True when the question is answered by picking one of its options. */
export function isChoiceQuestion(question: Question): question is ChoiceQuestion {
  return question.type !== 'set_time';
}
