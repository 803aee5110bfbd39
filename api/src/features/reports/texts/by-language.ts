import type { Language } from '@ttc/shared-protocol/clock/language';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import type { ReportTexts } from './report-texts';

export const REPORT_TEXTS: Readonly<Record<Language, ReportTexts>> = { en, es, fr, de, it };

/** The texts of a language; English for anything else (an older row, say). */
export function reportTexts(language: string): ReportTexts {
  return REPORT_TEXTS[language as Language] ?? en;
}
