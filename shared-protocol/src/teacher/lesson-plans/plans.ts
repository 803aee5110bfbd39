import { FIVE_MINUTE_PLANS } from './five-minute-plans';
import { HOUR_PLANS } from './hour-plans';
import type { LessonPlan } from './lesson-plan';
import { MINUTE_PLANS } from './minute-plans';
import { QUARTER_PLANS } from './quarter-plans';

/** The library, in the skill order of game/levels.ts (hour -> half -> quarter -> 5 -> 1 minute -> elapsed). */
export const LESSON_PLANS: readonly LessonPlan[] = [
  ...HOUR_PLANS,
  ...QUARTER_PLANS,
  ...FIVE_MINUTE_PLANS,
  ...MINUTE_PLANS,
];

/** The plan with this id, if the library has it. */
export function lessonPlan(id: string): LessonPlan | undefined {
  return LESSON_PLANS.find((plan) => plan.id === id);
}
