import { type SessionOptionsInput, sessionOptions } from '@ttc/shared-protocol/classroom/options';
import { languageNames, useTranslation } from '../../../lib/i18n';

/** A live session preset in words: what the host will run, with the host's defaults filled in. */
export function PresetSummary({ options }: { options: SessionOptionsInput }) {
  const { t } = useTranslation('lessons');
  const { t: tt } = useTranslation('teacher');
  const full = sessionOptions(options);
  const types = full.questionTypes.map((type) => tt(`start.type.${type}`)).join(', ');
  return (
    <ul className="lesson-plan__preset">
      <li>{t('preset.questions', { count: full.questionCount })}</li>
      <li>{t('preset.types', { types })}</li>
      <li>{t('preset.difficulty', { difficulty: tt(`start.level.${full.difficulty}`) })}</li>
      <li>{t('preset.seconds', { count: full.secondsPerQuestion })}</li>
      <li>{t('preset.leaderboard', { mode: tt(`start.leaderboardMode.${full.leaderboard}`) })}</li>
      <li>{tt(`start.nicknameMode.${full.nicknameMode}`)}</li>
      <li>{t('preset.language', { language: languageNames[full.language] })}</li>
    </ul>
  );
}
