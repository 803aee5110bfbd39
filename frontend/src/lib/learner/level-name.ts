import { useCallback } from 'react';
import { useTranslation } from '../i18n';

type LevelNumber = '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '10' | '11' | '12';

/** A level's number as the key of its words in progress.json (`levels.<n>.name`, `.description`). */
export const levelKey = (level: number): LevelNumber => String(level) as LevelNumber;

/** A level's child-facing name in the player's language (the Progress screen's words). */
export function useLevelName(): (level: number) => string {
  const { t } = useTranslation('progress');
  return useCallback((level: number) => t(`levels.${levelKey(level)}.name`), [t]);
}
