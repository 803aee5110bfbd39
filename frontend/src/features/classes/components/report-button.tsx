import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { downloadReport } from '../api/download-report';
import { errorText } from './query-status';

type Props = {
  /** The API path of the file (CSV or PDF). */
  path: string;
  fileName: string;
  label: string;
  /** A longer accessible name when the visible label is short ("Export CSV" of which session). */
  ariaLabel?: string;
  className?: string;
};

/**
 * Downloads a report with the app's credentials (a plain link would not carry the bearer
 * token), saying so while the server prepares it and why when it fails.
 */
export function ReportButton({ path, fileName, label, ariaLabel, className }: Props) {
  const { t } = useTranslation('classes');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await downloadReport(path, fileName);
    } catch (error) {
      setFailure(t('reports.failed', { message: errorText(error) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className="report-button">
      <button
        type="button"
        className={className ?? 'button'}
        onClick={download}
        disabled={busy}
        aria-busy={busy}
        aria-label={ariaLabel}
      >
        {busy ? t('reports.downloading') : label}
      </button>
      {failure && (
        <span role="alert" className="classes-field__error report-button__error">
          {failure}
        </span>
      )}
    </span>
  );
}
