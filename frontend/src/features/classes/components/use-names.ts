import type { Grade } from '@ttc/shared-protocol/api/classes';
import type { CharacterId } from '@ttc/shared-protocol/game/characters';
import type { Skill } from '@ttc/shared-protocol/game/learner/skills';
import type { MisconceptionTag } from '@ttc/shared-protocol/game/misconceptions';
import type { QuestionType } from '@ttc/shared-protocol/game/settings';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { levelKey } from '../../../lib/learner/level-name';

/** The namespaces whose existing words these screens reuse (mistakes, skills, characters...). */
export const CLASSES_NAMESPACES = ['classes', 'teacher', 'progress', 'student-game'] as const;

/**
 * The words the class screens share with the rest of the app, so a mistake, a skill, a question
 * type, a character or a level is named as the teacher sees it elsewhere.
 */
export function useNames() {
  const { t, i18n } = useTranslation(CLASSES_NAMESPACES);
  const language = i18n.language;
  return useMemo(
    () => ({
      /** A mistake as a phrase inside a sentence ("the hour one off"). */
      tag: (tag: MisconceptionTag) => t(`teacher:mistake.${tag}`),
      /** A mistake as a heading or a column's name ("The hour one off"). */
      tagTitle: (tag: MisconceptionTag) => {
        const text = t(`teacher:mistake.${tag}`);
        return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
      },
      skill: (skill: Skill) => t(`progress:skills.names.${skill}`),
      type: (type: QuestionType) => t(`teacher:start.type.${type}`),
      character: (id: CharacterId) => t(`student-game:characters.${id}`),
      level: (level: number) => t(`progress:levels.${levelKey(level)}.name`),
      grade: (grade: Grade) => t(`grade.${grade}`),
    }),
    [t, language],
  );
}
