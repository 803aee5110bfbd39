import { lazyPart } from '../../../lib/lazy-part';

/**
 * The feedback after an answer, loaded when the browser is idle after the first paint (the
 * screens preload it) or at the first answer: the first question's paint does not carry it.
 */
export const LazyFeedbackDialog = lazyPart(() =>
  import('./feedback-dialog').then((m) => m.FeedbackDialog),
);
