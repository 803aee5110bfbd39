import type { Language } from '@ttc/shared-protocol/clock/language';
import { isLanguage } from '@ttc/shared-protocol/clock/language';
import type {
  LessonPlan,
  LessonPlanTexts,
} from '@ttc/shared-protocol/teacher/lesson-plans/lesson-plan';

/** The plan's texts in the app's language (every plan is written in all five). */
export function planTexts(plan: LessonPlan, language: string): LessonPlanTexts {
  const lang: Language = isLanguage(language) ? language : 'en';
  return plan.texts[lang];
}
