import { type Hint, hintFor, hintItemOf } from '@ttc/shared-protocol/game/hints';
import {
  type MisconceptionTag,
  MisconceptionTag as Tag,
} from '@ttc/shared-protocol/game/misconceptions';
import type { Question } from '@ttc/shared-protocol/game/question';

/**
 * The line the board says about a worked error: the game's hint for the misconception with the
 * question's own numbers (hintFor: "The short hand has not reached 5 yet, so the hour is still
 * 4"), worded for the teacher to the class under `host.workedError.line.<key>`. A mistake no
 * tag names gets the general "short hand first, then the long hand".
 */
export function workedErrorLine(question: Question, tag: MisconceptionTag | null): Hint {
  return hintFor(tag ?? Tag.unclassified, hintItemOf(question));
}
