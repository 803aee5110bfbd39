import type { TipsStep } from '../../../components/ui/tips-tour/tips-step';
import type { TFunction } from '../../../lib/i18n';

const STEPS = [
  ['welcome', '[data-tour="welcome"]', 'center'],
  ['score', '[data-tour="score"]', 'bottom'],
  ['progress', '[data-tour="progress"]', 'bottom'],
  ['question', '[data-tour="question"] .question-card__heading', 'bottom'],
  ['choices', '[data-tour="choices"]', 'left'],
  ['clock', '[data-tour="clock"]', 'right'],
  ['submit', '[data-tour="submit"]', 'top'],
  ['settings', '[data-tour="settings"]', 'bottom'],
] as const;

/**
 * The Student Game's 8-step tips tour (spec section 2): welcome, score, progress bar, question
 * card, multiple choice, clock, submit, settings, translated. A step whose target is not on the
 * screen (the answer buttons during a set-the-clock question) shows in the middle.
 */
export function studentGameTourSteps(t: TFunction<'student-game'>): TipsStep[] {
  return STEPS.map(([id, target, position]) => ({
    id,
    title: t(`tour.${id}.title`),
    content: t(`tour.${id}.content`),
    target,
    position,
  }));
}
