import { useCallback } from 'react';
import { useTranslation } from '../../../lib/i18n';

type LevelNumber = '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '10' | '11' | '12';

/** A level's child-facing name in the player's language (the Progress screen's words). */
export function useLevelName(): (level: number) => string {
  const { t } = useTranslation('progress');
  return useCallback((level: number) => t(`levels.${String(level) as LevelNumber}.name`), [t]);
}
