import { useTranslation } from '../../../lib/i18n';

type Props = { answered: number; total: number };

/** The progress bar "answered / total" (spec section 2). */
export function GameProgress({ answered, total }: Props) {
  const { t } = useTranslation('student-game');
  const text = t('progressValue', { answered, total });
  const percent = total > 0 ? Math.round((100 * answered) / total) : 0;
  return (
    <div className="game-progress" data-tour="progress">
      <div
        className="game-progress__track"
        role="progressbar"
        aria-label={t('progressLabel')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={answered}
        aria-valuetext={text}
        data-state={answered >= total ? 'complete' : 'loading'}
      >
        <span className="game-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <span className="game-progress__text" aria-hidden="true">
        {text}
      </span>
    </div>
  );
}
