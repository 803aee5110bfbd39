import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';

type Props = {
  pending: boolean;
  error: Error | null;
  loadingText: string;
  errorText: (message: string) => string;
  onRetry: () => void;
  children: () => ReactNode;
};

/** A section's loading line, its error with Try again, or its content. */
export function QueryState({ pending, error, loadingText, errorText, onRetry, children }: Props) {
  const { t } = useTranslation('school');
  if (pending) {
    return (
      <p role="status" className="school-status">
        {loadingText}
      </p>
    );
  }
  if (error) {
    return (
      <div role="alert" className="school-status school-status--error">
        <p>{errorText(error.message)}</p>
        <button type="button" className="button" onClick={onRetry}>
          {t('retry')}
        </button>
      </div>
    );
  }
  return <>{children()}</>;
}
