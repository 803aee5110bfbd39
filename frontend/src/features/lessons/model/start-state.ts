import type { SessionOptionsInput } from '@ttc/shared-protocol/classroom/options';
import type { Language } from '@ttc/shared-protocol/clock/language';
import type { LessonPlan } from '@ttc/shared-protocol/teacher/lesson-plans/lesson-plan';

/**
 * The router state "Start this session" opens the host with: the plan's preset, as the
 * dashboard's start panel passes its options. A preset names no language, and the host would
 * fall back to English, so the session speaks the language the teacher reads the plan in.
 */
export function hostState(plan: LessonPlan, language: Language): { options: SessionOptionsInput } {
  return { options: { ...plan.preset, language: plan.preset.language ?? language } };
}

/** The router state "Assign as practice" opens the assignments with: the plan's level and title. */
export function assignState(
  plan: LessonPlan,
  title: string,
): { preset: { level: number }; title: string } {
  return { preset: { level: plan.level }, title };
}
