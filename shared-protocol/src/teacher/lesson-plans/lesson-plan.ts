import type { SessionOptionsInput } from '../../classroom/options';
import type { Language } from '../../clock/language';
import type { MisconceptionTag } from '../../game/misconceptions';

/** The grades the library is written for (spec: K-3). */
export type LessonGrade = 'K' | '1' | '2' | '3';

/** What the teacher does for children who show one misconception. */
export type Differentiation = { tag: MisconceptionTag; text: string };

/** One exit-ticket item, with the answer the teacher marks against. */
export type ExitTicketItem = { question: string; answer: string };

/** A plan's texts in one language, written natively rather than translated word for word. */
export type LessonPlanTexts = {
  title: string;
  objective: string;
  materials: readonly string[];
  /** The 5-minute warm-up on the Playground clock, step by step. */
  warmUp: readonly string[];
  /** The main lesson, step by step. */
  steps: readonly string[];
  /** For the misconceptions common at the plan's level. */
  differentiation: readonly Differentiation[];
  /** 2-3 concrete questions. */
  exitTicket: readonly ExitTicketItem[];
};

/**
 * A lesson plan of the teacher's library. `level` is the skill level (game/levels.ts) the plan
 * teaches; `preset` is what "Start this session" opens the host with (the input of
 * sessionOptionsSchema, so defaults such as the room cap stay the host's).
 */
export type LessonPlan = {
  /** kebab-case, stable: links and printouts use it. */
  id: string;
  level: number;
  grade: LessonGrade;
  /** Lesson length in minutes. */
  minutes: number;
  preset: SessionOptionsInput;
  texts: Readonly<Record<Language, LessonPlanTexts>>;
};
