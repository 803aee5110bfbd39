import { isFallbackTag } from '../classify';
import { levelDefinition, TOP_LEVEL } from '../levels';
import type { MisconceptionTag } from '../misconceptions';
import { QuestionType } from '../settings';
import { Purpose } from './purpose';
import { modeOf, SKILL_MODES, SKILLS, type Skill, type SkillMode, skillOfRecord } from './skills';

/**
 * The learner model (issue 13): what the game knows about one child, folded from every answer in
 * time order, so the same answers always give the same model and two devices' histories merge by
 * putting their answers together (nothing is overwritten). Pure and JSON-serializable.
 */
export type LearnerModel = {
  /** The level the child plays (1-12). */
  level: number;
  /** The highest level reached: levels below it keep their "Complete" badge after a step back. */
  highestLevel: number;
  /** Results at the current level, newest last (at most LEVEL_WINDOW). */
  window: WindowEntry[];
  /** A remediation set under way: its tag and the questions left. */
  remediation: { tag: MisconceptionTag; remaining: number } | null;
  /** Remediation sets started at the current level (2 of them allow a step back). */
  remediationsAtLevel: number;
  /** Tags of the latest level answers (null = right), newest last, to see a tag repeating. */
  lastLevelTags: (MisconceptionTag | null)[];
  /** Tags of the latest answers of any kind (null = right): the recent rate of each misconception. */
  recent: (MisconceptionTag | null)[];
  /** Per skill and mode, the latest results (newest last, at most MASTERY_WINDOW). */
  mastery: Record<Skill, Record<SkillMode, boolean[]>>;
  /** Every wrong answer's tag, counted since the first answer. */
  mistakes: Partial<Record<MisconceptionTag, number>>;
  /** The placement check: how far it got, and whether a miss ended it. */
  placement: { answered: number; missed: boolean };
  /** How often the level went up and down: a change between two models is a promotion or a step back. */
  promotions: number;
  stepsBack: number;
  /** Answers folded in, and the latest answer's time (ms). */
  answers: number;
  lastAnswerAt: number;
};

export type WindowEntry = { correct: boolean; tag: MisconceptionTag | null; set: boolean };

/** One answer as the learner model reads it (a superset of a stored progress answer). */
export type LearnerAnswer = {
  correct: boolean;
  answeredAt: number;
  tag?: MisconceptionTag | null;
  questionType?: QuestionType | null;
  /** The correct answer as the game writes it; gives the skill of older records. */
  expected?: string | null;
  skill?: Skill | null;
  /** The level the question came from; null or absent for free practice. */
  level?: number | null;
  purpose?: Purpose | null;
};

/** Promotion looks at the last 10 level answers (learning-anchors section 7, [E8][E10]). */
export const LEVEL_WINDOW = 10;
/** ... and asks for 8 of them right. */
export const PROMOTE_CORRECT = 8;
/** ... and the last 3 set-the-clock answers right (at least 2 seen where the level teaches setting). */
export const PROMOTE_SETS = 3;
/** Step back one level when 5 or fewer of the last 10 are right after 2 remediation sets. */
export const STEP_BACK_MAX_CORRECT = 5;
export const STEP_BACK_REMEDIATIONS = 2;
/** A remediation set has 3 questions. */
export const REMEDIATION_LENGTH = 3;
/** A tag seen twice in the last 3 level answers starts a remediation set. */
export const REPEAT_SPAN = 3;
/** The recent rate of a misconception is over the last 20 answers. */
export const RECENT_ANSWERS = 20;
/** Mastery of a skill is read from its last 10 answers ... */
export const MASTERY_WINDOW = 10;
/** ... mastered with at least 5 seen and 80 % right. */
export const MASTERY_MIN_SEEN = 5;
export const MASTERY_SHARE = 0.8;

const emptyMastery = (): LearnerModel['mastery'] =>
  Object.fromEntries(
    SKILLS.map((s) => [s, Object.fromEntries(SKILL_MODES.map((m) => [m, [] as boolean[]]))]),
  ) as LearnerModel['mastery'];

/** A child the game knows nothing about: level 1, no history. */
export function emptyLearner(): LearnerModel {
  return {
    level: 1,
    highestLevel: 1,
    window: [],
    remediation: null,
    remediationsAtLevel: 0,
    lastLevelTags: [],
    recent: [],
    mastery: emptyMastery(),
    mistakes: {},
    placement: { answered: 0, missed: false },
    promotions: 0,
    stepsBack: 0,
    answers: 0,
    lastAnswerAt: 0,
  };
}

const keepLast = <T>(list: readonly T[], item: T, max: number): T[] => [...list, item].slice(-max);

/** A named misconception (not a fallback): the only kind that repeats into a remediation set. */
function isNamed(tag: MisconceptionTag | null | undefined): tag is MisconceptionTag {
  return tag != null && !isFallbackTag(tag);
}

function atLevel(model: LearnerModel, level: number): LearnerModel {
  return {
    ...model,
    level,
    window: [],
    remediation: null,
    remediationsAtLevel: 0,
    lastLevelTags: [],
  };
}

/** Whether the current level is mastered (learning-anchors section 7, "Promote"). */
export function readyToPromote(model: LearnerModel): boolean {
  const { window } = model;
  if (window.filter((e) => e.correct).length < PROMOTE_CORRECT) return false;
  const sets = window.filter((e) => e.set);
  const needSets = levelDefinition(model.level).teachesSetting ? 2 : 1;
  if (sets.length < needSets || !sets.slice(-PROMOTE_SETS).every((e) => e.correct)) return false;
  const counts = new Map<MisconceptionTag, number>();
  for (const e of window) if (isNamed(e.tag)) counts.set(e.tag, (counts.get(e.tag) ?? 0) + 1);
  return [...counts.values()].every((n) => n < 2);
}

function shouldStepBack(model: LearnerModel): boolean {
  // Only once the second set has been played: stepping back as it starts would drop it.
  return (
    model.level > 1 &&
    model.remediation === null &&
    model.window.length >= LEVEL_WINDOW &&
    model.window.filter((e) => e.correct).length <= STEP_BACK_MAX_CORRECT &&
    model.remediationsAtLevel >= STEP_BACK_REMEDIATIONS
  );
}

/**
 * The placement check (learning-anchors section 7, "Entry"): six reading items of growing
 * difficulty; each right one (until the first miss) lets the child start at `startsAt`.
 */
export const PLACEMENT_ITEMS = [
  { minute: 0, startsAt: 3 },
  { minute: 30, startsAt: 5 },
  { minute: 15, startsAt: 6 },
  { minute: 45, startsAt: 7 },
  { minute: 20, startsAt: 8 },
  { minute: 40, startsAt: 9 },
] as const;

/** Whether the placement check is offered: only to a child with no answers yet. */
export function canTakePlacement(model: LearnerModel): boolean {
  return model.answers === 0;
}

function applyPlacement(model: LearnerModel, answer: LearnerAnswer): LearnerModel {
  const index = model.placement.answered;
  const item = PLACEMENT_ITEMS[index];
  const placement = { answered: index + 1, missed: model.placement.missed || !answer.correct };
  if (!item || placement.missed) return { ...model, placement };
  const level = Math.max(model.level, item.startsAt);
  return { ...atLevel(model, level), placement, highestLevel: Math.max(model.highestLevel, level) };
}

function applyLevelAnswer(model: LearnerModel, answer: LearnerAnswer): LearnerModel {
  const tag = answer.correct ? null : (answer.tag ?? null);
  let next = model;
  if (answer.purpose === Purpose.remediation) {
    const remaining = (model.remediation?.remaining ?? 1) - 1;
    const remediation =
      model.remediation && remaining > 0 ? { ...model.remediation, remaining } : null;
    // A finished set starts the repeat count afresh: the same tag must repeat again.
    return { ...model, remediation, lastLevelTags: remediation ? model.lastLevelTags : [] };
  }
  const lastLevelTags = keepLast(model.lastLevelTags, tag, REPEAT_SPAN);
  next = { ...next, lastLevelTags };
  if (answer.purpose !== Purpose.review && answer.level === model.level) {
    const entry: WindowEntry = {
      correct: answer.correct,
      tag,
      set: answer.questionType === QuestionType.setTime,
    };
    next = { ...next, window: keepLast(model.window, entry, LEVEL_WINDOW) };
  }
  if (!model.remediation && isNamed(tag) && lastLevelTags.filter((t) => t === tag).length >= 2) {
    next = {
      ...next,
      remediation: { tag, remaining: REMEDIATION_LENGTH },
      remediationsAtLevel: next.remediationsAtLevel + 1,
    };
  }
  if (next.level < TOP_LEVEL && readyToPromote(next)) {
    const level = next.level + 1;
    return {
      ...atLevel(next, level),
      highestLevel: Math.max(next.highestLevel, level),
      promotions: next.promotions + 1,
    };
  }
  if (shouldStepBack(next)) {
    return { ...atLevel(next, next.level - 1), stepsBack: next.stepsBack + 1 };
  }
  return next;
}

/** The model after one more answer. Free-practice answers teach it skills and mistakes, not levels. */
export function learnAnswer(model: LearnerModel, answer: LearnerAnswer): LearnerModel {
  const tag = answer.correct ? null : (answer.tag ?? null);
  const skill = answer.skill
    ? { skill: answer.skill, mode: modeOf(answer.questionType) }
    : answer.questionType
      ? skillOfRecord(answer.questionType, answer.expected)
      : null;
  const mastery = skill
    ? {
        ...model.mastery,
        [skill.skill]: {
          ...model.mastery[skill.skill],
          [skill.mode]: keepLast(
            model.mastery[skill.skill][skill.mode],
            answer.correct,
            MASTERY_WINDOW,
          ),
        },
      }
    : model.mastery;
  const mistakes = tag
    ? { ...model.mistakes, [tag]: (model.mistakes[tag] ?? 0) + 1 }
    : model.mistakes;
  const base: LearnerModel = {
    ...model,
    mastery,
    mistakes,
    recent: keepLast(model.recent, tag, RECENT_ANSWERS),
    answers: model.answers + 1,
    lastAnswerAt: Math.max(model.lastAnswerAt, answer.answeredAt),
  };
  if (answer.purpose === Purpose.placement) return applyPlacement(base, answer);
  if (answer.level == null || answer.purpose == null) return base;
  return applyLevelAnswer(base, answer);
}

/** The model of a whole history, answers taken in time order (ties keep the given order). */
export function learnerFromAnswers(answers: readonly LearnerAnswer[]): LearnerModel {
  return answers
    .map((answer, index) => ({ answer, index }))
    .sort((a, b) => a.answer.answeredAt - b.answer.answeredAt || a.index - b.index)
    .reduce((model, { answer }) => learnAnswer(model, answer), emptyLearner());
}

/** Each misconception's share of the recent answers (0-1); tags never seen are absent. */
export function tagRates(model: LearnerModel): Partial<Record<MisconceptionTag, number>> {
  const rates: Partial<Record<MisconceptionTag, number>> = {};
  if (model.recent.length === 0) return rates;
  for (const tag of model.recent) if (tag) rates[tag] = (rates[tag] ?? 0) + 1;
  for (const key of Object.keys(rates) as MisconceptionTag[]) {
    rates[key] = (rates[key] ?? 0) / model.recent.length;
  }
  return rates;
}

/** How well a skill is known: the share right of its latest answers and whether it is mastered. */
export type SkillMastery = { seen: number; share: number; mastered: boolean };

export function skillMastery(model: LearnerModel, skill: Skill, mode: SkillMode): SkillMastery {
  const results = model.mastery[skill][mode];
  const right = results.filter(Boolean).length;
  const share = results.length > 0 ? right / results.length : 0;
  return {
    seen: results.length,
    share,
    mastered: results.length >= MASTERY_MIN_SEEN && share >= MASTERY_SHARE,
  };
}

/** The child's most frequent named mistakes, most frequent first (ties in table order). */
export function topMistakes(
  model: LearnerModel,
  count = 2,
): { tag: MisconceptionTag; times: number }[] {
  return (Object.entries(model.mistakes) as [MisconceptionTag, number][])
    .filter(([tag, times]) => isNamed(tag) && times > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([tag, times]) => ({ tag, times }));
}

/** Progress toward the next level: right answers in the window, out of the 8 needed. */
export function levelProgressOf(model: LearnerModel): { right: number; needed: number } {
  return {
    right: Math.min(PROMOTE_CORRECT, model.window.filter((e) => e.correct).length),
    needed: PROMOTE_CORRECT,
  };
}
